import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { loginResponse, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { SwitchableAccount } from '@qishu/contract';
import { AccountSwitcher } from './AccountSwitcher.tsx';

const MULTI_USER = '/api/sys/Usragentrel/multiUser';
const UPDATE_POWER = '/api/sys/users/updateUserPower';

const accounts: SwitchableAccount[] = [
  {
    sys_user_id: 7,
    usr_agent_id: 200,
    agent_name: '杭州数据公司',
    sys_module_id: 5,
    realname: '张三',
    current: true,
  },
  {
    sys_user_id: 8,
    usr_agent_id: 201,
    agent_name: '宁波分公司',
    sys_module_id: 5,
    realname: '张三',
    current: false,
  },
];

function server() {
  return installFakeServer({
    [MULTI_USER]: (body) =>
      (body as { type: number }).type === 3
        ? envelopeResponse(accounts)
        : envelopeResponse(
            loginResponse({
              token: 'tok-switched',
              userInfo: userInfo({ sys_user_id: 8, usr_agent_id: 201, agent_name: '宁波分公司' }),
              landing: '/data/seek',
            }),
          ),
    [UPDATE_POWER]: () => envelopeResponse(null),
  });
}

function renderSwitcher(user = userInfo()) {
  signIn(user);
  return renderRoutes(
    [
      { path: '/config/resource', element: <AccountSwitcher user={user} /> },
      { path: '/data/seek', element: <p>数据查询页</p> },
    ],
    { route: '/config/resource' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('account switch', () => {
  it('lists the type-3 accounts as organisation + name', async () => {
    const fetchMock = server();
    const actor = userEvent.setup();
    renderSwitcher();
    await actor.click(await screen.findByRole('button', { name: /切换账号/ }));
    expect(await screen.findByText('杭州数据公司 张三')).toBeInTheDocument();
    expect(screen.getByText('宁波分公司 张三')).toBeInTheDocument();
    expect(postedBodies(fetchMock, MULTI_USER)[0]).toMatchObject({
      type: 3,
      sys_user_id: 7,
      usr_agent_id: 200,
    });
  });

  it('picking the current account says 你已在当前组织 and does not switch', async () => {
    const fetchMock = server();
    const actor = userEvent.setup();
    renderSwitcher();
    await actor.click(await screen.findByRole('button', { name: /切换账号/ }));
    await actor.click(await screen.findByText('杭州数据公司 张三'));
    expect(await screen.findByText('你已在当前组织')).toBeInTheDocument();
    expect(
      postedBodies(fetchMock, MULTI_USER).filter((b) => (b as { type: number }).type === 2),
    ).toHaveLength(0);
  });

  it('switching stores the new session, clears tabs and lands on /data/seek', async () => {
    const fetchMock = server();
    sessionStorage.setItem('tabList', '[1]');
    const actor = userEvent.setup();
    const { router } = renderSwitcher();
    await actor.click(await screen.findByRole('button', { name: /切换账号/ }));
    await actor.click(await screen.findByText('宁波分公司 张三'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    expect(postedBodies(fetchMock, MULTI_USER)[1]).toMatchObject({
      type: 2,
      sys_user_id: 8,
      usr_agent_id: 201,
    });
    expect(localStorage.getItem('token')).toBe('tok-switched');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ usr_agent_id: 201 });
    expect(localStorage.getItem('menuList')).toContain('数据查询');
    expect(sessionStorage.getItem('tabList')).toBeNull();
    expect(postedBodies(fetchMock, UPDATE_POWER)).toHaveLength(0);
  });

  it('a temporary user gives back the temporary power before switching', async () => {
    const fetchMock = server();
    const actor = userEvent.setup();
    const { router } = renderSwitcher(userInfo({ is_temporary: 1 }));
    await actor.click(await screen.findByRole('button', { name: /切换账号/ }));
    await actor.click(await screen.findByText('宁波分公司 张三'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([MULTI_USER, UPDATE_POWER, MULTI_USER]);
  });
});
