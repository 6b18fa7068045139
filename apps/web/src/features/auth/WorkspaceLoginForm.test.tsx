import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../test/user-actions.ts';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { loginResponse } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import { WorkspaceLoginForm } from './WorkspaceLoginForm.tsx';

const USER_LOGIN = '/api/admin/base/userLogin';
const MOBILE_CODE = '/api/admin/base/mobileCode';
const REVISE_PASS = '/api/admin/base/revisePass';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <WorkspaceLoginForm /> },
      { path: '*', element: <p>落地页</p> },
    ],
    { route: '/login' },
  );
}

async function fillAndSubmit(phone = '13800000001', password = 'secret-1') {
  const user = userEvent.setup();
  await pasteInto(user, await screen.findByRole('textbox', { name: '手机号' }), phone);
  await pasteInto(user, screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('workspace login', () => {
  it('signs in with entry workspace and goes to the landing the server gave', async () => {
    const fetchMock = installFakeServer({
      [USER_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/sys/editpwd' })),
    });
    const { router } = renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys/editpwd'));
    expect(postedBodies(fetchMock, USER_LOGIN)[0]).toMatchObject({
      username: '13800000001',
      password: 'secret-1',
      entry: 'workspace',
    });
    expect(localStorage.getItem('token')).toBe('tok-new');
  });

  it('code 400 keeps a closable 登录失败 notice with the server text', async () => {
    installFakeServer({
      [USER_LOGIN]: () => envelopeResponse(null, 400, '密码错误次数过多，账号已锁定，请15分钟后再试'),
    });
    renderLogin();
    await fillAndSubmit();
    const notice = (await screen.findByText('登录失败')).closest<HTMLElement>('.ant-notification-notice');
    expect(notice).not.toBeNull();
    expect(within(notice!).getByText('密码错误次数过多，账号已锁定，请15分钟后再试')).toBeInTheDocument();
    expect(within(notice!).getByRole('button', { name: /close|关闭/i })).toBeInTheDocument();
  });

  it('code 412 opens the password reset dialog', async () => {
    installFakeServer({ [USER_LOGIN]: () => envelopeResponse(null, 412, '首次登录请修改密码') });
    renderLogin();
    await fillAndSubmit();
    const dialog = await findDialog('重置密码');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13800000001');
  });

  it('the reset dialog: empty phone, 验证失败！, 120 s countdown, phone sent as username', async () => {
    const fetchMock = installFakeServer({
      [MOBILE_CODE]: () => envelopeResponse(null),
      [REVISE_PASS]: () => envelopeResponse(null),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
    const dialog = await findDialog('重置密码');

    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('获取验证码手机不能为空')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('验证失败！')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000005');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
    expect(postedBodies(fetchMock, MOBILE_CODE)).toEqual([{ phone: '13800000005' }]);

    await pasteInto(user, within(dialog).getByLabelText('验证码'), '112233');
    await pasteInto(user, within(dialog).getByLabelText('新密码'), 'abcdefgh1');
    await pasteInto(user, within(dialog).getByLabelText('确认密码'), 'abcdefgh1');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, REVISE_PASS)).toEqual([
        {
          username: '13800000005',
          code: '112233',
          password: 'abcdefgh1',
          passwdCheck: 'abcdefgh1',
          type: 'forgetPassword',
        },
      ]),
    );
    expect(await screen.findByText('密码修改成功，请使用新密码登录')).toBeInTheDocument();
  });
});
