import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { WORKSPACE_PAGE_ROUTES, type MenuNode, type UserInfo } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
  SITE_INFO_PATH,
  siteInfo,
} from '../test/fake-server.ts';
import { renderRoutes } from '../test/render.tsx';
import { menuNode, signIn, userInfo } from '../test/identity-fixtures.ts';
import { appRoutes } from './routes.tsx';
import { UnderConstructionPage } from './lazy-pages.ts';
import { unbuiltPages } from './workspace-routes.ts';

const CHECK_LOGIN = '/api/admin/base/checkLogin';
const UNDER_CONSTRUCTION = '模块正在建设中，敬请期待';
const FORBIDDEN = '您没有访问该页面的权限，如需开通请联系管理员';
const NOT_FOUND = '您访问的地址不存在，请检查地址是否正确';

const dataSearchMenus: MenuNode[] = [menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' })];

/** The shop's calls, and a session check answering `user` with `menus` (a module-5 user by default). */
function shopServer(user: UserInfo = userInfo(), menus: MenuNode[] = dataSearchMenus) {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([product()])),
    [CHECK_LOGIN]: () => envelopeResponse({ userInfo: user, menuList: menus, quickList: [] }),
  });
}

/** Signs `user` in with `menus`, as the session check will answer. */
function signedIn(user: UserInfo = userInfo(), menus: MenuNode[] = dataSearchMenus) {
  const fetchMock = shopServer(user, menus);
  signIn(user, menus);
  return fetchMock;
}

async function inShell() {
  expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
}

function storedTabPaths(): string[] {
  return (JSON.parse(sessionStorage.getItem('tabList') ?? '[]') as { path: string }[]).map((t) => t.path);
}

/** 企业培育 of the park (module 3) and the government (module 9), as menus.ts seeds them. */
const parkUser = userInfo({ sys_module_id: 3, usr_agent_id: 301 });
const parkMenus: MenuNode[] = [
  menuNode({ sys_menu_id: 31, name: '园区首页', vue_url: '/park/index' }),
  menuNode({
    sys_menu_id: 32,
    name: '企业培育',
    children: [
      menuNode({ sys_menu_id: 321, parent_id: 32, name: '专精特新', vue_url: '/raise/zjtx' }),
      menuNode({ sys_menu_id: 322, parent_id: 32, name: '高新技术企业', vue_url: '/raise/hightech' }),
    ],
  }),
];
const govUser = userInfo({ sys_module_id: 9, usr_agent_id: 901 });
const govMenus: MenuNode[] = [
  menuNode({ sys_menu_id: 91, name: '首页', vue_url: '/gov/index' }),
  menuNode({
    sys_menu_id: 92,
    name: '企业培育',
    children: [
      menuNode({ sys_menu_id: 921, parent_id: 92, name: '培育企业库', vue_url: '/raise/list' }),
      menuNode({ sys_menu_id: 922, parent_id: 92, name: '上市后备企业', vue_url: '/raise/listed' }),
      menuNode({ sys_menu_id: 923, parent_id: 92, name: '专精特新', vue_url: '/raise/zjtx' }),
      menuNode({ sys_menu_id: 924, parent_id: 92, name: '高新技术企业', vue_url: '/raise/hightech' }),
    ],
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every route of the table with its full path (no leading slash), depth first. */
function flatRoutes(routes: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.path ? (base ? `${base}/${route.path}` : route.path) : base;
    return [...(route.path ? [{ path, route }] : []), ...flatRoutes(route.children ?? [], path)];
  });
}

describe('the address map', () => {
  const all = flatRoutes(appRoutes);
  const paths = all.map((r) => `/${r.path}`);

  it('routes every workspace page of the contract exactly once', () => {
    expect(WORKSPACE_PAGE_ROUTES.filter((p) => !paths.includes(p))).toEqual([]);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('says 模块正在建设中 exactly at the pages workspace-routes.ts lists as not built', () => {
    const placeholders = all
      .filter(({ route }) => isValidElement(route.element) && route.element.type === UnderConstructionPage)
      .map((r) => `/${r.path}`);
    expect([...placeholders].sort()).toEqual([...unbuiltPages].sort());
  });
});

describe('routes', () => {
  it('sends / to /mall inside the shop shell', async () => {
    shopServer();
    const { router } = renderRoutes(appRoutes, { route: '/' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(await screen.findByRole('heading', { name: '企业数据商城' })).toBeInTheDocument();
    // The mall shows the same fake product in three sections that load in any order: count the hot one.
    const hot = screen.getByRole('region', { name: '热门数据' });
    expect(await within(hot).findAllByTestId('product-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/raise/nothing', '/admin/nothing'])(
    'shows a visitor a plain not-found page at an unknown address (%s)',
    async (route) => {
      shopServer();
      const { router } = renderRoutes(appRoutes, { route });
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
      expect(screen.queryByText(UNDER_CONSTRUCTION)).not.toBeInTheDocument();
      expect(screen.queryByRole('menu', { name: '工作台菜单' })).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(route);
      await userEvent.setup().click(screen.getByRole('button', { name: '返回首页' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    },
  );

  it.each(['/no-such-page', '/raise/nothing', '/sys/nothing'])(
    'shows a signed-in user the not-found page inside the shell at an unknown address (%s), without a tab',
    async (route) => {
      signedIn();
      renderRoutes(appRoutes, { route });
      await inShell();
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
      expect(screen.queryByText(UNDER_CONSTRUCTION)).not.toBeInTheDocument();
      await waitFor(() => expect(storedTabPaths()).toEqual(['/data/seek']));
      expect(screen.queryByRole('tab', { name: '当前页面' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/raise/zjtx', '专精特新'],
    ['/raise/hightech', '高新技术企业'],
    ['/park/index', '园区首页'],
    ['/park', '园区首页'],
  ])('opens the park user’s menu item %s inside the shell (模块正在建设中, tab %s)', async (route, title) => {
    signedIn(parkUser, parkMenus);
    renderRoutes(appRoutes, { route });
    await inShell();
    expect(await screen.findByText(UNDER_CONSTRUCTION)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['/raise/list', '培育企业库'],
    ['/raise/listed', '上市后备企业'],
    ['/raise/zjtx', '专精特新'],
    ['/raise/hightech', '高新技术企业'],
  ])('opens the government user’s menu item %s inside the shell (tab %s)', async (route, title) => {
    signedIn(govUser, govMenus);
    renderRoutes(appRoutes, { route });
    await inShell();
    expect(await screen.findByText(UNDER_CONSTRUCTION)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: title })).toBeInTheDocument();
  });

  it.each(['/raise/list', '/gov/index', '/ent/corpse', '/sale/follow', '/data/query', '/admin'])(
    'answers 403 inside the shell for another module’s page (%s), without a tab or 模块正在建设中',
    async (route) => {
      // a park user without the home item in the menu: /park stays open (the landing), /park/index not
      signedIn(parkUser, parkMenus.slice(1));
      renderRoutes(appRoutes, { route });
      await inShell();
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
      expect(screen.queryByText(UNDER_CONSTRUCTION)).not.toBeInTheDocument();
      // only the home tab (/park): the refused page has none
      await waitFor(() => expect(storedTabPaths()).toEqual(['/park']));
    },
  );

  it('repeated 403 and 404 pages add no tabs', async () => {
    signedIn();
    const { router } = renderRoutes(appRoutes, { route: '/data/seek' });
    await inShell();
    for (const route of [
      '/sys/roles',
      '/park/index',
      '/sys/users',
      '/nowhere',
      '/raise/zjtx',
      '/sys/roles',
    ]) {
      await act(() => router.navigate(route));
      expect(await screen.findByText(route === '/nowhere' ? NOT_FOUND : FORBIDDEN)).toBeInTheDocument();
    }
    expect(storedTabPaths()).toEqual(['/data/seek']);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it.each([
    [
      'the admin',
      userInfo({ sys_module_id: 0, usr_agent_id: 1, realname: '平台管理员' }),
      '/admin',
      '/sys/editpwd',
      [
        menuNode({ sys_menu_id: 1, name: '首页', vue_url: '/admin/index' }),
        menuNode({ sys_menu_id: 8, name: '个人资料', vue_url: '/sys/profile', location: 1 }),
        menuNode({ sys_menu_id: 9, name: '修改密码', vue_url: '/sys/editpwd', location: 1 }),
      ],
    ],
    [
      'the agency',
      userInfo({ sys_module_id: 7, usr_agent_id: 701, realname: '平台管理员' }),
      '/agency',
      '/index/updatepwd',
      [
        menuNode({ sys_menu_id: 71, name: '机构首页', vue_url: '/index/home' }),
        menuNode({ sys_menu_id: 78, name: '个人资料', vue_url: '/index/personal', location: 1 }),
        menuNode({ sys_menu_id: 79, name: '修改密码', vue_url: '/index/updatepwd', location: 1 }),
      ],
    ],
  ])(
    '%s past the first login: one 修改密码, in the account menu, opening the ordinary change at %s',
    async (_who, user, home, password, menus) => {
      signedIn(user, menus);
      const { router } = renderRoutes(appRoutes, { route: home });
      await inShell();
      // the top bar does not repeat the account menu's entries
      expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /修改密码/ })).not.toBeInTheDocument();
      const actor = userEvent.setup();
      await actor.click(screen.getByRole('button', { name: /平台管理员/ }));
      await actor.click(await screen.findByRole('menuitem', { name: '修改密码' }));
      // the menu's own address of the page: its tab is titled after the menu item
      await waitFor(() => expect(router.state.location.pathname).toBe(password));
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
      expect(screen.queryByText('首次登录请修改密码')).not.toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: '修改密码' })).toBeInTheDocument();
    },
  );

  it('the agency’s 数据商城 opens the shop at /mall, leaving no tab behind', async () => {
    const agency = userInfo({ sys_module_id: 7, usr_agent_id: 701 });
    signedIn(agency, [
      menuNode({ sys_menu_id: 71, name: '机构首页', vue_url: '/index/home' }),
      menuNode({ sys_menu_id: 72, name: '数据商城', vue_url: '/index/mall' }),
    ]);
    const { router } = renderRoutes(appRoutes, { route: '/agency' });
    await inShell();
    await userEvent.setup().click(screen.getByRole('link', { name: '数据商城' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
    expect(await screen.findByRole('heading', { name: '企业数据商城' })).toBeInTheDocument();
    expect(storedTabPaths()).toEqual(['/agency']);
  });

  it('shows the login frame with the sign-in form at /login', async () => {
    renderRoutes(appRoutes, { route: '/login' });
    expect(await screen.findByRole('heading', { name: '企数通', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '手机号' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/index', '/sys/roles'])(
    "answers 403 in the workspace shell for a back-office page the user's menu lacks (%s)",
    async (route) => {
      shopServer();
      signIn();
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
      expect(await screen.findByText('您没有访问该页面的权限，如需开通请联系管理员')).toBeInTheDocument();
    },
  );

  it.each(['/public/manas', '/api/index', '/config/change'])(
    'puts the menu item %s, whose screen is not built, in the workspace shell as 模块正在建设中',
    async (route) => {
      signedIn(userInfo(), [
        ...dataSearchMenus,
        menuNode({ sys_menu_id: 9, name: '未建页面', vue_url: route }),
      ]);
      renderRoutes(appRoutes, { route });
      await inShell();
      expect(await screen.findByText(UNDER_CONSTRUCTION)).toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: '未建页面' })).toBeInTheDocument();
    },
  );

  it.each([
    ['/data/details/42', '/api/admin/Detail/getBaseInfo/42', '企业详情'],
    ['/data/person/7', '/api/admin/Detail/getPerson/7', '人员详情'],
  ])(
    'opens the profile page %s in the workspace shell, its tab titled after the page',
    async (route, call, title) => {
      const fetchMock = shopServer();
      signIn();
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
      // the page (not the data/* placeholder) asks for its data; the fake server answers 404
      await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url.split('?')[0])).toContain(call));
      expect(screen.queryByText('模块正在建设中，敬请期待')).not.toBeInTheDocument();
      expect(await screen.findByRole('tab', { name: title })).toBeInTheDocument();
    },
  );

  it.each(['/data/seek', '/search/index'])(
    'opens the data search at %s in the workspace shell, no longer under construction',
    async (route) => {
      const fetchMock = signedIn(userInfo(), [
        ...dataSearchMenus,
        menuNode({ sys_menu_id: 3, name: '检索首页', vue_url: '/search/index' }),
      ]);
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
      // the page asks for the user's recently viewed companies (the fake server answers 404)
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => url.split('?')[0])).toContain(
          '/api/admin/Enterprise/recentViews',
        ),
      );
      expect(await screen.findByRole('combobox', { name: '企业搜索关键词' })).toBeInTheDocument();
      expect(screen.queryByText('模块正在建设中，敬请期待')).not.toBeInTheDocument();
      // module 5's home tab, titled after its menu item
      expect(await screen.findByRole('tab', { name: '数据查询' })).toBeInTheDocument();
    },
  );

  it.each(['/sys/roles', '/admin', '/data/seek', '/sale/follow', '/raise/zjtx', '/data/details/42'])(
    'sends a visitor without a token from the workspace page %s to the workspace login',
    async (route) => {
      shopServer();
      const { router } = renderRoutes(appRoutes, { route });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('textbox', { name: '手机号' })).toBeInTheDocument();
      expect(router.state.location.state).toMatchObject({ from: route });
    },
  );

  it('shows the hot products at /popular', async () => {
    const fetchMock = shopServer();
    renderRoutes(appRoutes, { route: '/popular' });
    expect(await screen.findByRole('heading', { name: '热门数据', level: 1 })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    const productCalls = fetchMock.mock.calls.filter(([url]) => url === SHOP_PRODUCTS_URL);
    expect(JSON.parse(String(productCalls[0]?.[1]?.body))).toEqual({ is_hot: 1, page: 1, pagesize: 10 });
  });

  it('explains data customisation at /custom', async () => {
    shopServer();
    renderRoutes(appRoutes, { route: '/custom' });
    expect(await screen.findByRole('heading', { name: '数据定制' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /个性化定制/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /精准查询导出/ })).toBeInTheDocument();
    expect(await screen.findByText('如需帮助，请致电客服 400-800-1234')).toBeInTheDocument();
  });

  it('opens the personal centre at its first section', async () => {
    shopServer();
    signIn();
    const { router } = renderRoutes(appRoutes, { route: '/manin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/manin/manorder'));
    expect(await screen.findByRole('tab', { name: '未支付' })).toBeInTheDocument();
  });
});
