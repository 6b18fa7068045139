import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../test/user-actions.ts';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ForcedPasswordPage } from './ForcedPasswordPage.tsx';

const UP_AFTER_LOGIN = '/api/admin/Users/upAfterLogin';

function renderPage(route: string) {
  return renderRoutes(
    [
      { path: route, element: <ForcedPasswordPage /> },
      { path: '*', element: <p>模块首页</p> },
    ],
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('forced password change', () => {
  it('checks the fields with the spec texts', async () => {
    installFakeServer({});
    signIn(userInfo({ sys_module_id: 0, after_login: 1 }));
    const user = userEvent.setup();
    renderPage('/sys/editpwd');
    await user.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请输入确认密码')).toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('新密码'), '1234567');
    await pasteInto(user, screen.getByLabelText('确认密码'), '7654321');
    expect(await screen.findByText('新密码长度需在8位至20位之间')).toBeInTheDocument();
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
  });

  it.each([
    [0, '/sys/editpwd', { ok: true, landing: '/admin' }, '/admin'],
    [5, '/config/updatepwd', { ok: true, landing: '/search/index' }, '/search/index'],
    [9, '/gov/editpwd', null, '/gov'],
    [5, '/adven/updatepwd', { ok: true, landing: '/data/seek' }, '/ven'],
  ])(
    'module %i at %s: calls upAfterLogin, then goes to the module home',
    async (module, route, answer, home) => {
      const fetchMock = installFakeServer({ [UP_AFTER_LOGIN]: () => envelopeResponse(answer) });
      signIn(userInfo({ sys_module_id: module, after_login: 1 }));
      const user = userEvent.setup();
      const { router } = renderPage(route);
      await pasteInto(user, await screen.findByLabelText('原密码'), 'initial1');
      await pasteInto(user, screen.getByLabelText('新密码'), 'brand-new-1');
      await pasteInto(user, screen.getByLabelText('确认密码'), 'brand-new-1');
      await user.click(screen.getByRole('button', { name: '提交' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
      expect(postedBodies(fetchMock, UP_AFTER_LOGIN)).toEqual([
        { old_password: 'initial1', password: 'brand-new-1', passwdCheck: 'brand-new-1' },
      ]);
      expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').after_login).toBe(0);
    },
  );
});
