import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '../../test/user-actions.ts';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { loginResponse } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import { ShopAuthDialogs, type ShopDialog } from './ShopAuthDialogs.tsx';

const USER_LOGIN = '/api/admin/base/userLogin';
const MOBILE_CODE = '/api/admin/base/mobileCode';
const REG_USER = '/api/admin/base/regUser';
const REVISE_PASS = '/api/admin/base/revisePass';

function Harness({ start }: { start: ShopDialog }) {
  const [dialog, setDialog] = useState<ShopDialog>(start);
  const [phone, setPhone] = useState<string>();
  return (
    <>
      <p>商城页</p>
      <ShopAuthDialogs dialog={dialog} onChange={setDialog} phone={phone} onPhone={setPhone} />
    </>
  );
}

function renderDialogs(start: ShopDialog = 'login') {
  return renderRoutes(
    [
      { path: '/mall', element: <Harness start={start} /> },
      { path: '/', element: <p>根页面</p> },
    ],
    { route: '/mall' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('shop login modal', () => {
  it('requires phone and password with the spec texts', async () => {
    installFakeServer({});
    const user = userEvent.setup();
    renderDialogs();
    const dialog = await findDialog('账号登录');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('密码不能为空')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByLabelText('手机号'), '11012345678');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入正确的11位手机号码')).toBeInTheDocument();
  });

  it('signs in, stores the session, clears tabs, remembers phone and password and goes to landing', async () => {
    const fetchMock = installFakeServer({
      [USER_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/mall', token: 'tok-shop' })),
    });
    sessionStorage.setItem('tabList', '[{"path":"/old"}]');
    const user = userEvent.setup();
    const { router } = renderDialogs();
    const dialog = await findDialog('账号登录');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000001');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'secret-1');
    await user.click(within(dialog).getByRole('checkbox', { name: '记住密码' }));
    await user.click(within(dialog).getByRole('button', { name: '登录' }));

    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-shop'));
    expect(postedBodies(fetchMock, USER_LOGIN)[0]).toMatchObject({
      username: '13800000001',
      password: 'secret-1',
      entry: 'shop',
    });
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ realname: '张三' });
    expect(localStorage.getItem('menuList')).toContain('数据查询');
    expect(localStorage.getItem('quickList')).toBe('[]');
    expect(sessionStorage.getItem('tabList')).toBeNull();
    expect(JSON.parse(localStorage.getItem('rememberLogin') ?? '{}')).toEqual({
      phone: '13800000001',
      password: 'secret-1',
      remember: true,
    });
    expect(router.state.location.pathname).toBe('/mall');
  });

  it('signed in over another shop page (the /custom login overlay), the shopper stays on it', async () => {
    installFakeServer({
      [USER_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/mall', token: 'tok-shop' })),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/custom', element: <Harness start="login" /> },
        { path: '/mall', element: <p>商城首页</p> },
      ],
      { route: '/custom?tab=precise' },
    );
    const dialog = await findDialog('账号登录');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000001');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-shop'));
    expect(router.state.location.pathname).toBe('/custom');
    expect(router.state.location.search).toBe('?tab=precise');
  });

  it('without 记住密码 only the phone is remembered, and it is filled next time', async () => {
    installFakeServer({ [USER_LOGIN]: () => envelopeResponse(loginResponse()) });
    localStorage.setItem(
      'rememberLogin',
      JSON.stringify({ phone: '13900000009', password: 'old', remember: true }),
    );
    const user = userEvent.setup();
    renderDialogs();
    const dialog = await findDialog('账号登录');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13900000009');
    expect(within(dialog).getByLabelText('密码')).toHaveValue('old');
    await user.click(within(dialog).getByRole('checkbox', { name: '记住密码' }));
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-new'));
    expect(JSON.parse(localStorage.getItem('rememberLogin') ?? '{}')).toEqual({
      phone: '13900000009',
      remember: false,
    });
  });

  it('code 400 shows the 登录失败 notice with the server text', async () => {
    installFakeServer({ [USER_LOGIN]: () => envelopeResponse(null, 400, '手机号或密码错误') });
    const user = userEvent.setup();
    renderDialogs();
    const dialog = await findDialog('账号登录');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000001');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(screen.getByText('手机号或密码错误')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('code 412 opens the set-password dialog with the phone filled', async () => {
    installFakeServer({ [USER_LOGIN]: () => envelopeResponse(null, 412, '首次登录请修改密码') });
    const user = userEvent.setup();
    renderDialogs();
    const dialog = await findDialog('账号登录');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000001');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'initial');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    const setDialog = await findDialog('设置新密码');
    expect(within(setDialog).getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.queryByText('登录失败')).not.toBeInTheDocument();
  });

  it('codes 544/545 say the WeChat scan timed out and go to /', async () => {
    installFakeServer({ [USER_LOGIN]: () => envelopeResponse(null, 545, 'timeout') });
    const user = userEvent.setup();
    const { router } = renderDialogs();
    const dialog = await findDialog('账号登录');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000001');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('微信扫码登录超时，请重新扫码')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the forgot-password link opens 找回密码', async () => {
    installFakeServer({});
    const user = userEvent.setup();
    renderDialogs();
    const dialog = await findDialog('账号登录');
    await user.click(within(dialog).getByRole('button', { name: '忘记密码？' }));
    expect(await findDialog('找回密码')).toBeInTheDocument();
  });
});

describe('register dialog', () => {
  it('asks for a phone before sending a code', async () => {
    const fetchMock = installFakeServer({});
    const user = userEvent.setup();
    renderDialogs('register');
    const dialog = await findDialog('注册账号');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('获取验证码手机不能为空')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the 60 s countdown only after a successful send (from 1)', async () => {
    let answer = envelopeResponse(null, 400, '该手机号已注册，请直接登录');
    const fetchMock = installFakeServer({ [MOBILE_CODE]: () => answer });
    const user = userEvent.setup();
    renderDialogs('register');
    const dialog = await findDialog('注册账号');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000002');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已注册，请直接登录')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeEnabled();

    answer = envelopeResponse(null);
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    const counting = await within(dialog).findByRole('button', { name: '60秒后重新获取' });
    expect(counting).toBeDisabled();
    expect(postedBodies(fetchMock, MOBILE_CODE)).toEqual([
      { phone: '13800000002', from: 1 },
      { phone: '13800000002', from: 1 },
    ]);
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: '59秒后重新获取' })).toBeDisabled(),
      {
        timeout: 2500,
      },
    );
  });

  it('registered: signs the shopper in and goes to the landing', async () => {
    const fetchMock = installFakeServer({
      [REG_USER]: () => envelopeResponse(loginResponse({ token: 'tok-reg', landing: '/mall' })),
    });
    sessionStorage.setItem('tabList', '[1]');
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/custom', element: <Harness start="register" /> },
        { path: '/mall', element: <p>商城首页</p> },
      ],
      { route: '/custom' },
    );
    const dialog = await findDialog('注册账号');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000002');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'longenough1');
    await pasteInto(user, within(dialog).getByLabelText('验证码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(await screen.findByText('注册成功，已为您自动登录')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-reg');
    expect(sessionStorage.getItem('tabList')).toBeNull();
    expect(postedBodies(fetchMock, REG_USER)).toHaveLength(1);
  });

  it('checks the fields and, registered without a session, opens the login dialog with the phone', async () => {
    const fetchMock = installFakeServer({ [REG_USER]: () => envelopeResponse(null) });
    const user = userEvent.setup();
    renderDialogs('register');
    const dialog = await findDialog('注册账号');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    // antd validates the fields one after another: on a busy machine the messages appear in separate renders
    expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('密码不能为空')).toBeInTheDocument();
    expect(await within(dialog).findByText('验证码不能为空')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000002');
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'short');
    await pasteInto(user, within(dialog).getByLabelText('验证码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(await within(dialog).findByText('新密码长度需在8位至20位之间')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('密码'));
    await pasteInto(user, within(dialog).getByLabelText('密码'), 'longenough1');
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    const login = await findDialog('账号登录');
    expect(within(login).getByLabelText('手机号')).toHaveValue('13800000002');
    expect(postedBodies(fetchMock, REG_USER)).toEqual([
      { username: '13800000002', code: '123456', password: 'longenough1' },
    ]);
  });
});

describe('forgot-password dialog', () => {
  it('shows the spec messages and sends revisePass with type forgetPassword', async () => {
    const fetchMock = installFakeServer({ [REVISE_PASS]: () => envelopeResponse(null) });
    const user = userEvent.setup();
    renderDialogs('forgot');
    const dialog = await findDialog('找回密码');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入11位手机号码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入验证码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入新密码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入确认密码')).toBeInTheDocument();

    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000003');
    await pasteInto(user, within(dialog).getByLabelText('验证码'), '654321');
    await pasteInto(user, within(dialog).getByLabelText('新密码'), 'newpass-01');
    await pasteInto(user, within(dialog).getByLabelText('确认密码'), 'newpass-02');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('两次输入密码不一致!')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('确认密码'));
    await pasteInto(user, within(dialog).getByLabelText('确认密码'), 'newpass-01');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await findDialog('账号登录');
    expect(postedBodies(fetchMock, REVISE_PASS)).toEqual([
      {
        phone: '13800000003',
        code: '654321',
        password: 'newpass-01',
        passwdCheck: 'newpass-01',
        type: 'forgetPassword',
      },
    ]);
  });

  it('the resend countdown lasts 60 s', async () => {
    installFakeServer({ [MOBILE_CODE]: () => envelopeResponse(null) });
    const user = userEvent.setup();
    renderDialogs('forgot');
    const dialog = await findDialog('找回密码');
    await pasteInto(user, within(dialog).getByLabelText('手机号'), '13800000003');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await act(async () => {});
  });
});
