import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

import { WorkspaceAccountBar } from './WorkspaceAccountBar.tsx';

const MULTI_USER = '/api/sys/Usragentrel/multiUser';
const UPDATE_POWER = '/api/sys/users/updateUserPower';
const LOGOUT = '/api/admin/base/logout';

const reload = stubPageReload();

function renderBar(user = userInfo()) {
  signIn(user);
  return renderRoutes(
    [
      { path: '/data/seek', element: <WorkspaceAccountBar user={user} /> },
      { path: '*', element: <p>目标页</p> },
    ],
    { route: '/data/seek' },
  );
}

describe('workspace account bar', () => {
  it.each([
    [5, '/config/editpersonal'],
    [0, '/sys/profile'],
  ])('module %i: 个人资料 opens %s, 修改密码 opens /config/updatepwd', async (module, profile) => {
    installFakeServer({ [MULTI_USER]: () => envelopeResponse([]) });
    const actor = userEvent.setup();
    const { router } = renderBar(userInfo({ sys_module_id: module, realname: '孙八' }));
    await actor.click(await screen.findByRole('button', { name: /孙八/ }));
    await actor.click(await screen.findByText('个人资料'));
    await waitFor(() => expect(router.state.location.pathname).toBe(profile));
  });

  it('a temporary user sees the countdown; 退出登录 releases the power first, then logs out', async () => {
    const fetchMock = installFakeServer({
      [MULTI_USER]: () => envelopeResponse([]),
      [UPDATE_POWER]: () => envelopeResponse({ ok: true }),
      [LOGOUT]: () => envelopeResponse({ ok: true }),
    });
    const actor = userEvent.setup();
    renderBar(
      userInfo({
        realname: '孙八',
        is_temporary: 1,
        limits_time: 60,
        temporary_ends_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
      }),
    );
    expect(await screen.findByText(/临时账号剩余时间 (30:00|29:59)/)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: /孙八/ }));
    await actor.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    const urls = fetchMock.mock.calls.map(([url]) => url).filter((url) => url !== MULTI_USER);
    expect(urls).toEqual([UPDATE_POWER, LOGOUT]);
    expect(postedBodies(fetchMock, UPDATE_POWER)).toEqual([{ usr_agent_id: 200, sys_module_id: 5 }]);
  });
});
