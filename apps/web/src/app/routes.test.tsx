import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

const CHECK_LOGIN = '/api/admin/base/checkLogin';

function shopServer() {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [SHOP_PRODUCTS_URL]: () => envelopeResponse(productPage([product()])),
    [CHECK_LOGIN]: () =>
      envelopeResponse({
        userInfo: userInfo(),
        menuList: [menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' })],
        quickList: [],
      }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('shows the module-under-construction result for an unknown address', async () => {
    shopServer();
    renderRoutes(appRoutes, { route: '/no-such-page' });
    expect(await screen.findByText('模块正在建设中，敬请期待')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
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

  it.each(['/public/manas', '/garden/index', '/api/index'])(
    'puts %s in the workspace shell for a signed-in user',
    async (route) => {
      shopServer();
      signIn();
      renderRoutes(appRoutes, { route });
      expect(await screen.findByRole('menu', { name: '工作台菜单' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
      expect(screen.getByText('模块正在建设中，敬请期待')).toBeInTheDocument();
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
      const fetchMock = shopServer();
      signIn();
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

  it('sends a visitor without a token from a workspace page to the mall', async () => {
    shopServer();
    const { router } = renderRoutes(appRoutes, { route: '/sys/roles' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'));
  });

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
