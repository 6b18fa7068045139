import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessTreeNode, RoleDetail, RoleOptions } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { checkOf, roleGrantDelta } from './grants.ts';
import { RoleEditor } from './RoleEditor.tsx';

const node = (
  id: number,
  name: string,
  perm: string | null,
  children: AccessTreeNode[] = [],
  location: number | null = null,
): AccessTreeNode => ({
  id,
  name,
  perm,
  location,
  children,
});

const actionTree = [
  node(100, '角色管理', null, [
    node(101, '查看角色', 'sys:role:list'),
    node(102, '新增角色', 'sys:role:create'),
  ]),
  node(110, '登录日志', null, [node(111, '查看登录日志', 'log:login:list')]),
];
const menuTree = [
  node(200, '系统管理', null, [node(201, '用户管理', null, [], 0), node(202, '角色管理', null, [], 0)], 0),
  node(210, '首页', null, [], 0),
  node(220, '消息通知', null, [], 1),
];

const options: RoleOptions = {
  modules: [
    { sys_module_id: 0, name: '平台管理' },
    { sys_module_id: 6, name: '商会版' },
  ],
  actions: actionTree,
  menus: menuTree,
};

const role: RoleDetail = {
  sys_role_id: 5,
  role_name: '运营专员',
  sys_module_id: 0,
  module_name: '平台管理',
  usr_agent_id: null,
  agent_name: null,
  remark: '负责日常运营',
  data_scope: 'self',
  status: 1,
  user_count: 2,
  updated_at: '2026-11-20T02:00:00.000Z',
  editable: true,
  actions: [101, 111],
  menus: [200, 201, 210],
};

function checkbox(id: number): HTMLElement {
  const treeNode = screen.getByTestId(`grant-node-${id}`).closest<HTMLElement>('.ant-tree-treenode');
  const box = treeNode?.querySelector<HTMLElement>('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${id}`);
  return box;
}

const isChecked = (id: number) => checkbox(id).classList.contains('ant-tree-checkbox-checked');
/** Clicks a node's checkbox and waits until the tree shows the flipped state. */
async function toggle(id: number) {
  const was = isChecked(id);
  fireEvent.click(checkbox(id));
  await waitFor(() => expect(isChecked(id)).toBe(!was));
}

const saveButton = () => screen.getByText('保存').closest('button')!;

/** The 数据权限 select's shown choice. */
const shownScope = () => screen.getByLabelText('数据权限').closest<HTMLElement>('.ant-select-content')?.title;

const isHalf = (id: number) => checkbox(id).classList.contains('ant-tree-checkbox-indeterminate');

function serve(detail: RoleDetail = role) {
  return installFakeServer({
    '/api/sys/roles/options': () => envelopeResponse(options),
    '/api/sys/roles/5': (body) => envelopeResponse(body === undefined ? detail : { id: 5 }),
    '/api/sys/roles': () => envelopeResponse({ id: 9 }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('role grant deltas', () => {
  it('keeps half-checked menu groups and leaves grants outside the trees alone', () => {
    const now = {
      actions: { checked: [100, 101, 102], halfChecked: [] },
      menus: { checked: [202], halfChecked: [200] },
    };
    expect(
      roleGrantDelta(
        { actions: actionTree, menus: menuTree },
        { actions: [101, 111, 999], menus: [200, 201, 210] },
        now,
      ),
    ).toEqual({
      actions: [102],
      actionsDels: [111],
      menus: [202],
      menusDels: [201, 210],
    });
    expect(checkOf(menuTree, [200, 201, 210])).toEqual({ checked: [201, 210], halfChecked: [200] });
  });
});

describe('RoleEditor', () => {
  it('shows the grants as checked and half-checked nodes and saves exactly the changes', async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['sys:role:list', 'sys:role:update', 'sys:role:grant'] }));
    const fetchMock = serve();
    const onClose = vi.fn();
    const actor = userEvent.setup();
    renderWithProviders(<RoleEditor area="sys" open roleId={5} onClose={onClose} />);

    expect(await screen.findByDisplayValue('运营专员')).toBeInTheDocument();
    await waitFor(() => expect(isChecked(101)).toBe(true));
    expect(isHalf(100)).toBe(true);
    expect(isChecked(110)).toBe(true);
    expect(isHalf(200)).toBe(true);
    expect(isChecked(201)).toBe(true);
    expect(isChecked(210)).toBe(true);
    expect(isChecked(220)).toBe(false);
    // 数据权限: the role's, with the hint; changed to the department's
    expect(shownScope()).toBe('仅本人数据');
    expect(screen.getByText('决定该角色的成员在销售线索中能看到哪些线索')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('数据权限'));
    fireEvent.click(await screen.findByTitle('本部门及以下数据'));
    await waitFor(() => expect(shownScope()).toBe('本部门及以下数据'));

    await toggle(102); // group 角色管理 becomes fully checked
    await waitFor(() => expect(isChecked(100)).toBe(true));
    await toggle(111); // withdraw 查看登录日志
    await toggle(201); // withdraw 用户管理 …
    await toggle(202); // … grant 角色管理: 系统管理 stays half-checked
    expect(isHalf(200)).toBe(true);
    await toggle(210); // withdraw 首页

    await actor.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [body] = postedBodies(fetchMock, '/api/sys/roles/5').filter(Boolean);
    expect(body).toEqual({
      role_name: '运营专员',
      sys_module_id: 0,
      remark: '负责日常运营',
      data_scope: 'department',
      status: 1,
      actions: [102],
      actionsDels: [111],
      menus: [202],
      menusDels: [201, 210],
    });
  }, 40_000);

  it('creates a role: select-all grants every menu, search highlights matches', async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['sys:role:create', 'sys:role:grant'] }));
    const fetchMock = serve();
    const actor = userEvent.setup();
    renderWithProviders(<RoleEditor area="sys" open roleId={null} onClose={() => {}} />);

    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '新角色' } });
    fireEvent.mouseDown(screen.getByLabelText('所属模块'));
    fireEvent.click(await screen.findByTitle('平台管理'));
    await waitFor(() => expect(screen.getByTestId('grant-node-220')).toBeInTheDocument());
    // a new role sees the whole organisation unless told otherwise
    expect(shownScope()).toBe('全部数据');

    const menuCard = screen.getByText('菜单权限').closest<HTMLElement>('.ant-card')!;
    fireEvent.click(within(menuCard).getByLabelText('全选'));
    await waitFor(() => expect(isChecked(200)).toBe(true));
    const actionCard = screen.getByText('功能权限').closest<HTMLElement>('.ant-card')!;
    fireEvent.change(within(actionCard).getByPlaceholderText('搜索名称或权限标识'), {
      target: { value: '登录' },
    });
    expect(within(actionCard).getAllByText('登录', { selector: 'mark' })).toHaveLength(2);
    await toggle(111);

    await actor.click(saveButton());
    await waitFor(() => expect(postedBodies(fetchMock, '/api/sys/roles')).toHaveLength(1));
    expect(postedBodies(fetchMock, '/api/sys/roles')[0]).toMatchObject({
      role_name: '新角色',
      sys_module_id: 0,
      data_scope: 'org',
      status: 1,
      actions: [111],
      actionsDels: [],
      menus: [200, 201, 202, 210, 220],
      menusDels: [],
    });
  }, 40_000);

  it('shows a platform role read-only in /config/roles', async () => {
    signIn(userInfo({ authList: ['config:role:list', 'config:role:update'] }));
    installFakeServer({
      '/api/config/roles/options': () =>
        envelopeResponse({ ...options, modules: [{ sys_module_id: 5, name: '数据搜索' }] }),
      '/api/config/roles/5': () => envelopeResponse({ ...role, sys_module_id: 5, editable: false }),
    });
    renderWithProviders(<RoleEditor area="config" open roleId={5} onClose={() => {}} />);
    expect(await screen.findByText('平台预置角色只能查看，如需调整请联系平台管理员。')).toBeInTheDocument();
    expect(screen.getByText('查看角色')).toBeInTheDocument();
    expect(screen.queryByText('保存')).not.toBeInTheDocument();
  });
});
