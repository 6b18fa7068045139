import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  envelopeResponse,
  installFakeServer,
  never,
  postedBodies,
  product,
  productPage,
  SHOP_PRODUCTS_URL,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LoginGateProvider } from '../../lib/session/index.ts';
import { MallPage } from './MallPage.tsx';

function renderMall(route = '/mall', gate = { loggedIn: true, openLogin: vi.fn() }) {
  return renderRoutes(
    [
      {
        path: '/mall',
        element: (
          <LoginGateProvider value={gate}>
            <MallPage />
          </LoginGateProvider>
        ),
      },
      { path: '/custom', element: <p>定制页</p> },
    ],
    { route },
  );
}

function pagedServer(siteInfoAnswer: () => Response | Promise<Response> = () => envelopeResponse(siteInfo)) {
  return installFakeServer({
    [SITE_INFO_PATH]: siteInfoAnswer,
    [SHOP_PRODUCTS_URL]: (body) => {
      const { page } = body as { page: number };
      return envelopeResponse(productPage([product({ shop_product_id: page, name: `第${page}页商品` })], 30));
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MallPage', () => {
  it('shows the claim from the site info and the real local count', async () => {
    pagedServer();
    renderMall();
    expect(await screen.findByText('超过2.3亿企业数据，日新增10万+')).toBeInTheDocument();
    expect(screen.getByText('123,456')).toBeInTheDocument();
    expect(screen.getByText(/平台现有企业/)).toBeInTheDocument();
  });

  it('keeps the banner and list when the site info is still loading', async () => {
    pagedServer(never);
    renderMall();
    expect(screen.getByRole('heading', { name: '企业数据商城' })).toBeInTheDocument();
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
    expect(screen.queryByText(/超过/)).not.toBeInTheDocument();
  });

  it('the 定制数据 button opens the login dialog for a visitor', async () => {
    pagedServer();
    const user = userEvent.setup();
    const gate = { loggedIn: false, openLogin: vi.fn() };
    const { router } = renderMall('/mall', gate);
    await user.click(screen.getByRole('button', { name: '定制数据' }));
    expect(gate.openLogin).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/mall');
  });

  it('the 定制数据 button goes to /custom when signed in', async () => {
    pagedServer();
    const user = userEvent.setup();
    const { router } = renderMall();
    await user.click(screen.getByRole('button', { name: '定制数据' }));
    expect(await screen.findByText('定制页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/custom');
  });

  it('asks for 10 products a page and keeps the page number in the address', async () => {
    const fetchMock = pagedServer();
    const user = userEvent.setup();
    const { router } = renderMall();

    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));

    expect(await screen.findByText('第2页商品')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([
      { page: 1, pagesize: 10 },
      { page: 2, pagesize: 10 },
    ]);
  });

  it('opens at the page named in the address', async () => {
    const fetchMock = pagedServer();
    renderMall('/mall?page=3');
    expect(await screen.findByText('第3页商品')).toBeInTheDocument();
    await waitFor(() =>
      expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([{ page: 3, pagesize: 10 }]),
    );
  });

  it('reads a nonsense page number as page 1', async () => {
    const fetchMock = pagedServer();
    renderMall('/mall?page=abc');
    expect(await screen.findByText('第1页商品')).toBeInTheDocument();
    expect(postedBodies(fetchMock, SHOP_PRODUCTS_URL)).toEqual([{ page: 1, pagesize: 10 }]);
  });
});
