import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, UserLinks, UserOptions } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfigUsersPage, SysUsersPage } from './UsersPage.tsx';

const SLOW = { timeout: 60_000 };

/** A button by its text (antd puts a space between two Chinese characters). */
function queryButton(text: string, root: HTMLElement = document.body): HTMLElement | null {
  return [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text) ?? null;
}
function buttonOf(text: string, root: HTMLElement = document.body): HTMLElement {
  const found = queryButton(text, root);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

afterEach(() => vi.unstubAllGlobals());

function row(over: Partial<AdminUser>): AdminUser {
  return {
    sys_user_id: 8,
    usr_agent_id: 200,
    agent_name: '深圳前海数联科技有限公司',
    sys_module_id: 5,
    module_name: '数据搜索',
    sys_role_id: 12,
    role_name: '普通用户',
    sys_dright_id: null,
    dright_name: null,
    username: '13900000006',
    realname: '周雨桐',
    email: null,
    status: 1,
    after_login: 0,
    is_temporary: 0,
    limits_time: null,
    is_api: 0,
    last_time: '2026-11-22T02:00:00.000Z',
    created_at: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

const me = row({
  sys_user_id: 7,
  username: '13900000005',
  realname: '林晓峰',
  role_name: '管理员',
  last_time: null,
});
const member = row({});
const page = { list: [me, member], total: 2 };

const allConfig = [
  'config:user:list',
  'config:user:create',
  'config:user:update',
  'config:user:delete',
  'config:user:resetPwd',
];

describe('member page (/config/users)', () => {
  it('hides every write button from a member who may only list', SLOW, async () => {
    installFakeServer({ '/api/config/users': () => envelopeResponse(page) });
    signIn(userInfo({ sys_user_id: 99, authList: ['config:user:list'] }));
    renderWithProviders(<ConfigUsersPage />);
    expect(await screen.findByText('周雨桐')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22 10:00')).toBeInTheDocument();
    expect(screen.getByText('从未登录')).toBeInTheDocument();
    expect(queryButton('新增成员')).toBeNull();
    expect(queryButton('编辑')).toBeNull();
    expect(queryButton('重置密码')).toBeNull();
    expect(queryButton('删除')).toBeNull();
    expect(queryButton('可切换账号')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lets the organisation admin disable a member after confirming, never themselves', SLOW, async () => {
    const fetchMock = installFakeServer({
      '/api/config/users': () => envelopeResponse(page),
      '/api/config/users/8/status': () => envelopeResponse({ ...member, status: 0 }),
    });
    signIn(userInfo({ sys_user_id: 7, authList: allConfig }));
    const actor = userEvent.setup();
    renderWithProviders(<ConfigUsersPage />);
    const memberRow = (await screen.findByText('周雨桐')).closest('tr') as HTMLElement;
    const ownRow = screen.getByText('林晓峰').closest('tr') as HTMLElement;
    expect(queryButton('新增成员')).not.toBeNull();
    expect(within(ownRow).getByText('当前账号')).toBeInTheDocument();
    expect(queryButton('删除', ownRow)).toBeNull();
    expect(within(ownRow).getByRole('switch')).toBeDisabled();
    expect(queryButton('删除', memberRow)).not.toBeNull();

    await actor.click(within(memberRow).getByRole('switch'));
    expect(await screen.findByText(/停用后该用户将无法登录/)).toBeInTheDocument();
    await actor.click(
      buttonOf('确定', document.querySelector<HTMLElement>('.ant-popconfirm') ?? document.body),
    );
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/config/users/8/status')).toEqual([{ status: 0 }]),
    );
  });
});

describe('user management (/sys/users)', () => {
  it('links an account of the same person from the drawer', SLOW, async () => {
    const options: UserOptions = { agents: [], modules: [], drights: [] };
    const candidate = {
      sys_user_id: 31,
      usr_agent_id: 511,
      agent_name: '华东招商服务中心',
      sys_module_id: 5,
      module_name: '数据搜索',
      realname: '吴振宇',
      status: 1,
    };
    const before: UserLinks = { linked: [], candidates: [candidate] };
    const after: UserLinks = { linked: [candidate], candidates: [] };
    let linked = false;
    const fetchMock = installFakeServer({
      '/api/sys/users': () =>
        envelopeResponse({
          list: [row({ sys_user_id: 30, username: '13900000020', realname: '吴振宇' })],
          total: 1,
        }),
      '/api/sys/users/options': () => envelopeResponse(options),
      '/api/sys/users/30/links': (body) => {
        if (body) linked = true;
        return envelopeResponse(linked ? after : before);
      },
    });
    signIn(userInfo({ sys_user_id: 1, sys_module_id: 0, authList: ['sys:user:list', 'sys:user:update'] }));
    const actor = userEvent.setup();
    renderWithProviders(<SysUsersPage />);
    await screen.findByText('13900000020');
    await actor.click(buttonOf('可切换账号'));
    expect(await screen.findByText(/只能关联同一手机号/)).toBeInTheDocument();
    expect(await screen.findByText('暂无关联账号')).toBeInTheDocument();
    await actor.click(buttonOf('关联'));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/sys/users/30/links')).toContainEqual({ linked_user_id: 31 }),
    );
    expect(await screen.findByText('该手机号在其他机构没有可关联的账号')).toBeInTheDocument();
    expect(queryButton('新增用户')).toBeNull();
  });
});
