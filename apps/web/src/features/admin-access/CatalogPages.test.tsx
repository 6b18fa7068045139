import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActionOptions, MenuOptions, ModuleActions, ModuleRow, Page } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { ActionsPage } from './ActionsPage.tsx';
import { MenusPage } from './MenusPage.tsx';
import { ModulesPage } from './ModulesPage.tsx';

const modules = [
  { sys_module_id: 0, name: '平台管理' },
  { sys_module_id: 6, name: '商会版' },
];
const empty: Page<never> = { list: [], total: 0 };

function admin(perms: string[]) {
  signIn(userInfo({ sys_module_id: 0, authList: perms }));
}

const button = (root: HTMLElement, text: string) => within(root).getByText(text).closest('button')!;

async function findButton(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByText(text)
      .map((e) => e.closest('button'))
      .find(Boolean);
    if (!found) throw new Error(`no button ${text}`);
    return found;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ActionsPage', () => {
  it('checks the permission format and creates a permission point', async () => {
    admin(['sys:action:list', 'sys:action:create']);
    const options: ActionOptions = { modules, tree: [] };
    const fetchMock = installFakeServer({
      '/api/sys/actions/options': () => envelopeResponse(options),
      '/api/sys/actions': (body) => envelopeResponse(body === undefined ? empty : { id: 7 }),
    });
    renderWithProviders(<ActionsPage />);
    fireEvent.click(await findButton('新增权限点'));
    const dialog = await findDialog('新增权限点');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '导出角色' } });
    fireEvent.change(within(dialog).getByLabelText('权限标识'), { target: { value: 'sys-role' } });
    fireEvent.click(button(dialog, '确定'));
    expect(
      await within(dialog).findByText('权限标识格式为 模块:对象:操作，例如 sys:role:list'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('权限标识'), { target: { value: 'sys:role:export' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(postedBodies(fetchMock, '/api/sys/actions').filter(Boolean)).toHaveLength(1));
    expect(postedBodies(fetchMock, '/api/sys/actions').filter(Boolean)[0]).toEqual({
      sys_module_id: 0,
      parent_id: null,
      name: '导出角色',
      perm: 'sys:role:export',
      orders: 0,
      status: 1,
    });
  }, 40_000);
});

describe('MenusPage', () => {
  it('refuses a route without a leading slash and creates a menu of the chosen module', async () => {
    admin(['sys:menu:list', 'sys:menu:create']);
    const options: MenuOptions = { modules, cates: [{ sys_menu_cate_id: 1, name: '常用' }], tree: [] };
    const fetchMock = installFakeServer({
      '/api/sys/menus/options': () => envelopeResponse(options),
      '/api/sys/menus': (body) => envelopeResponse(body === undefined ? empty : { id: 9 }),
    });
    renderWithProviders(<MenusPage />);
    fireEvent.click(await findButton('新增菜单'));
    const dialog = await findDialog('新增菜单');
    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '会员名录' } });
    fireEvent.change(within(dialog).getByLabelText('路由地址'), { target: { value: 'shb/members' } });
    fireEvent.click(button(dialog, '确定'));
    expect(await within(dialog).findByText('路由地址须以 / 开头')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('路由地址'), { target: { value: '/shb/members' } });
    fireEvent.click(button(dialog, '确定'));
    await waitFor(() => expect(postedBodies(fetchMock, '/api/sys/menus').filter(Boolean)).toHaveLength(1));
    expect(postedBodies(fetchMock, '/api/sys/menus').filter(Boolean)[0]).toMatchObject({
      sys_module_id: 0,
      parent_id: 0,
      name: '会员名录',
      vue_url: '/shb/members',
      style: '',
      location: 0,
      perm: null,
      sys_menu_cate_id: null,
      status: 1,
    });
  }, 40_000);
});

describe('ModulesPage', () => {
  it('replaces the actions a module offers after confirming the withdrawal', async () => {
    admin(['sys:module:list', 'sys:module:grant']);
    const row: ModuleRow = {
      sys_module_id: 6,
      name: '商会版',
      home_route: '/shb',
      remark: null,
      orders: 5,
      status: 1,
      role_count: 2,
      user_count: 1,
      action_count: 2,
    };
    const actions: ModuleActions = {
      tree: [
        {
          id: 1,
          name: '企业搜索',
          perm: null,
          location: null,
          children: [
            { id: 2, name: '企业查询', perm: 'data:search:seek', location: null, children: [] },
            { id: 3, name: '导出企业数据', perm: 'data:search:export', location: null, children: [] },
          ],
        },
      ],
      checked: [2, 3],
    };
    const fetchMock = installFakeServer({
      '/api/sys/modules': () => envelopeResponse({ list: [row], total: 1 }),
      '/api/sys/modules/6/actions': (body) =>
        envelopeResponse(body === undefined ? actions : { ...actions, checked: [2] }),
    });
    renderWithProviders(<ModulesPage />);
    fireEvent.click(await screen.findByText('配置权限点'));
    const box = (id: number) =>
      screen
        .getByTestId(`grant-node-${id}`)
        .closest('.ant-tree-treenode')!
        .querySelector<HTMLElement>('.ant-tree-checkbox')!;
    await waitFor(() => expect(box(3).classList).toContain('ant-tree-checkbox-checked'));
    fireEvent.click(box(3));
    await waitFor(() => expect(box(3).classList).not.toContain('ant-tree-checkbox-checked'));
    const drawer = screen.getByText('配置模块权限点：商会版').closest<HTMLElement>('.ant-drawer')!;
    fireEvent.click(button(drawer, '保存'));
    expect(
      await screen.findByText('将撤下 1 个权限点，并从该模块的角色中移除，确定保存吗？'),
    ).toBeInTheDocument();
    const confirm = screen
      .getByText('将撤下 1 个权限点，并从该模块的角色中移除，确定保存吗？')
      .closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(button(confirm, '保存'));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/sys/modules/6/actions').filter(Boolean)).toEqual([
        { actions: [2] },
      ]),
    );
  }, 40_000);
});
