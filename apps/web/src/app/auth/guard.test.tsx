import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@qishu/contract';
import { pasteInto } from '../../test/user-actions.ts';
import {
  envelopeResponse,
  installFakeServer,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { loginResponse, menuNode, signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';

import { appRoutes } from '../routes.tsx';

const CHECK_LOGIN = '/api/admin/base/checkLogin';
const USER_LOGIN = '/api/admin/base/userLogin';
const LOGOUT = '/api/admin/base/logout';
const LINK_LOGIN = '/api/admin/base/login';
const AGENT_LOGIN = '/api/api/Agent/loginAction';

const sessionAnswer = {
  userInfo: userInfo({ realname: '李四' }),
  menuList: [menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' })],
  quickList: [],
};

function server(extra: Record<string, (body: unknown) => Response> = {}) {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([product()])),
    [CHECK_LOGIN]: () => envelopeResponse(sessionAnswer),
    [LOGOUT]: () => envelopeResponse(null),
    ...extra,
  });
}

const reload = stubPageReload();

const adminUser = (over: Partial<UserInfo> = {}) =>
  userInfo({ sys_module_id: 0, usr_agent_id: 1, realname: '平台管理员', ...over });
/** The platform admin's login: home /admin, 首页 and 角色管理 in the menu. */
const adminAnswer = loginResponse({
  userInfo: adminUser(),
  landing: '/admin',
  menuList: [
    menuNode({ sys_menu_id: 1, name: '首页', vue_url: '/admin/index' }),
    menuNode({ sys_menu_id: 2, name: '角色管理', vue_url: '/sys/roles' }),
    menuNode({ sys_menu_id: 3, name: '修改密码', vue_url: '/sys/editpwd', location: 1 }),
  ],
});
/** A data-search user with 线索跟进 in the menu. */
const saleAnswer = loginResponse({
  menuList: [
    menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' }),
    menuNode({ sys_menu_id: 4, name: '线索跟进', vue_url: '/sale/follow' }),
  ],
});

/** Fills the phone and password of the login form or dialog `scope` and submits it. */
async function signInWith(scope: Pick<typeof screen, 'findByRole' | 'getByLabelText' | 'getByRole'>) {
  const user = userEvent.setup();
  await pasteInto(user, await scope.findByRole('textbox', { name: '手机号' }), '13800000001');
  await pasteInto(user, scope.getByLabelText('密码'), 'secret-1');
  await user.click(scope.getByRole('button', { name: '登录' }));
}

describe('route guard', () => {
  it('/ with a token clears the session, calls logout with the token and reloads', async () => {
    const fetchMock = server();
    signIn();
    renderRoutes(appRoutes, { route: '/' });
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    const call = fetchMock.mock.calls.find(([url]) => url === LOGOUT);
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('/directLogin with a token ends the session even when logout fails', async () => {
    server({ [LOGOUT]: () => new Response('down', { status: 503 }) });
    signIn();
    renderRoutes(appRoutes, { route: '/directLogin' });
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('/directLogin without a token or a query goes to / and on to the mall', async () => {
    server();
    const { router } = renderRoutes(appRoutes, { route: '/directLogin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(reload()).not.toHaveBeenCalled();
  });

  it('checks the session once, stores it and feeds the menus to the workspace', async () => {
    const fetchMock = server();
    signIn(userInfo(), []);
    const { router } = renderRoutes(appRoutes, { route: '/data/seek' });
    const menu = await screen.findByRole('menu', { name: '工作台菜单' });
    expect(within(menu).getByRole('link', { name: '数据查询' })).toHaveAttribute('href', '/data/seek');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ realname: '李四' });
    expect(screen.getByText('李四')).toBeInTheDocument();

    await router.navigate('/sys/roles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys/roles'));
    await screen.findByRole('menu', { name: '工作台菜单' });
    expect(postedBodies(fetchMock, CHECK_LOGIN)).toHaveLength(1);
  });

  it('a failed session check shows the error and goes to / after 1 s', async () => {
    server({ [CHECK_LOGIN]: () => envelopeResponse(null, 403, '没有访问权限') });
    signIn();
    const { router } = renderRoutes(appRoutes, { route: '/data/seek' });
    expect(await screen.findByText('没有访问权限')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data/seek');
    // after one second: / with a token ends the session
    await waitFor(() => expect(reload()).toHaveBeenCalled(), { timeout: 3000 });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a visitor at /manin gets the mall with the login dialog', async () => {
    const fetchMock = server();
    const { router } = renderRoutes(appRoutes, { route: '/manin/cart' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(await findDialog('账号登录')).toBeInTheDocument();
    expect(postedBodies(fetchMock, CHECK_LOGIN)).toHaveLength(0);
  });

  it.each(['/manin/cart', '/manin/record?tab=custom'])(
    'a visitor at %s signs in in the dialog and is back there, not on /mall',
    async (route) => {
      const shopper = userInfo({ realname: '王购物', is_shopper: 1 });
      const fetchMock = server({
        [USER_LOGIN]: () => envelopeResponse(loginResponse({ userInfo: shopper, landing: '/mall' })),
        [CHECK_LOGIN]: () => envelopeResponse({ ...sessionAnswer, userInfo: shopper }),
      });
      const { router } = renderRoutes(appRoutes, { route });
      const dialog = await findDialog('账号登录');
      await signInWith(within(dialog));
      const [path, search = ''] = route.split('?');
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(router.state.location.search).toBe(search ? `?${search}` : '');
      expect(postedBodies(fetchMock, USER_LOGIN)[0]).toMatchObject({ entry: 'shop' });
      expect(await screen.findByRole('button', { name: /王购物/ })).toBeInTheDocument();
    },
  );

  it.each([
    ['/admin', adminAnswer],
    ['/sys/roles', adminAnswer],
    ['/data/seek?keyword=%E5%8D%8E%E7%91%9E', loginResponse()],
    ['/sale/follow', saleAnswer],
    ['/data/details/42', loginResponse()],
  ])('a visitor at %s signs in on /login and is taken back there', async (route, answer) => {
    const fetchMock = server({ [USER_LOGIN]: () => envelopeResponse(answer) });
    const { router } = renderRoutes(appRoutes, { route });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInWith(screen);
    const [path, search = ''] = route.split('?');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe(search ? `?${search}` : '');
    expect(postedBodies(fetchMock, USER_LOGIN)[0]).toMatchObject({ entry: 'workspace' });
  });

  it.each([
    ['/sys/roles', 'another module’s page'],
    ['/sale/follow', 'a page outside the menu'],
  ])('a visitor at %s (%s for the user who signs in) lands on their home instead', async (route) => {
    server({ [USER_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/data/seek' })) });
    const { router } = renderRoutes(appRoutes, { route });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInWith(screen);
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
  });

  it('the forced password change comes first, whatever address the visitor asked for', async () => {
    server({
      [USER_LOGIN]: () =>
        envelopeResponse({
          ...adminAnswer,
          userInfo: adminUser({ after_login: 1 }),
          landing: '/sys/editpwd',
        }),
    });
    const { router } = renderRoutes(appRoutes, { route: '/sys/roles' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInWith(screen);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys/editpwd'));
  });

  it('a signed-in shopper sees the user menu instead of 登录', async () => {
    server();
    signIn(userInfo({ realname: '王五' }));
    renderRoutes(appRoutes, { route: '/mall' });
    expect(await screen.findByRole('button', { name: /王五/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it.each(['/sys/editpwd', '/admin/editpassword', '/gov/editpwd', '/adgar/updatepwd', '/adven/updatepwd'])(
    '%s shows the forced password change while after_login is 1',
    async (route) => {
      const user = userInfo({ after_login: 1 });
      server({ [CHECK_LOGIN]: () => envelopeResponse({ ...sessionAnswer, userInfo: user }) });
      signIn(user);
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('heading', { name: '修改初始密码' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/sys/editpwd', adminUser(), adminAnswer.menuList],
    ['/gov/editpwd', adminUser(), adminAnswer.menuList],
    [
      '/index/updatepwd',
      userInfo({ sys_module_id: 7, usr_agent_id: 701 }),
      [menuNode({ sys_menu_id: 7, name: '修改密码', vue_url: '/index/updatepwd', location: 1 })],
    ],
  ])(
    '%s is the ordinary change (SMS code) for a user past the first login',
    async (route, user, menuList) => {
      server({ [CHECK_LOGIN]: () => envelopeResponse({ userInfo: user, menuList, quickList: [] }) });
      signIn(user);
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '修改初始密码' })).not.toBeInTheDocument();
      expect(screen.queryByText('首次登录请修改密码')).not.toBeInTheDocument();
    },
  );

  it('/config/updatepwd is the forced change only while after_login is 1', async () => {
    server({
      [CHECK_LOGIN]: () => envelopeResponse({ ...sessionAnswer, userInfo: userInfo({ after_login: 0 }) }),
    });
    signIn();
    renderRoutes(appRoutes, { route: '/config/updatepwd' });
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '修改初始密码' })).not.toBeInTheDocument();
  });
});

describe('login by link', () => {
  it('signs in with username + token from the hash and goes to landing', async () => {
    const fetchMock = server({
      [LINK_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/ven', token: 'tok-link' })),
    });
    const token = 'a'.repeat(32);
    const { router } = renderRoutes(appRoutes, { route: `/#/?username=13800000001&token=${token}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ven'));
    expect(postedBodies(fetchMock, LINK_LOGIN)).toEqual([{ username: '13800000001', token }]);
    expect(localStorage.getItem('token')).toBe('tok-link');
    expect(localStorage.getItem('menuList')).toContain('数据查询');
  });

  it('signs in with agent_token + login_token from the search string', async () => {
    const fetchMock = server({
      [AGENT_LOGIN]: () => envelopeResponse(loginResponse({ landing: '/data/seek' })),
    });
    const { router } = renderRoutes(appRoutes, {
      route: '/directLogin?username=13800000001&agent_token=agent-abc1&login_token=login-token-0123456789',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    expect(postedBodies(fetchMock, AGENT_LOGIN)).toEqual([
      { username: '13800000001', agent_token: 'agent-abc1', login_token: 'login-token-0123456789' },
    ]);
  });

  it('a refused link shows 登录失败 and returns to the mall', async () => {
    server({ [LINK_LOGIN]: () => envelopeResponse(null, 400, '登录链接已失效') });
    const { router } = renderRoutes(appRoutes, { route: '/?username=13800000001&token=' + 'b'.repeat(32) });
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(screen.getByText('登录链接已失效')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
