import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  envelopeResponse,
  installFakeServer,
  never,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ShopLayout } from './ShopLayout.tsx';

function renderShop(route: string, props: Parameters<typeof ShopLayout>[0] = {}) {
  return renderRoutes(
    [
      {
        element: <ShopLayout {...props} />,
        children: [
          { path: 'mall', element: <p>商城页</p> },
          { path: 'custom', element: <p>定制页</p> },
          { path: 'popular', element: <p>热门页</p> },
          { path: 'manin/*', element: <p>个人中心页</p> },
        ],
      },
    ],
    { route },
  );
}

function selectedTab(): string | null {
  const nav = screen.getByRole('navigation', { name: '商城导航' });
  return nav.querySelector('[aria-current="page"]')?.textContent ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShopLayout', () => {
  it('shows the logo, the three tabs and a login button that calls onLogin', async () => {
    installFakeServer({ [SITE_INFO_PATH]: never });
    const onLogin = vi.fn();
    const user = userEvent.setup();
    renderShop('/mall', { onLogin });

    expect(await screen.findByText('商城页')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '商城导航' });
    expect(within(nav).getByRole('link', { name: '商城首页' })).toHaveAttribute('href', '/mall');
    expect(within(nav).getByRole('link', { name: '数据定制' })).toHaveAttribute('href', '/custom');
    expect(within(nav).getByRole('link', { name: '热门数据' })).toHaveAttribute('href', '/popular');

    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the account slot instead of the login button when given', async () => {
    installFakeServer({ [SITE_INFO_PATH]: never });
    renderShop('/mall', { account: <span>张三</span> });
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
  });

  it('selects the tab the address names', async () => {
    installFakeServer({ [SITE_INFO_PATH]: never });
    const user = userEvent.setup();
    renderShop('/popular');

    await screen.findByText('热门页');
    expect(selectedTab()).toBe('热门数据');

    await user.click(screen.getByRole('link', { name: '数据定制' }));
    expect(await screen.findByText('定制页')).toBeInTheDocument();
    expect(selectedTab()).toBe('数据定制');
  });

  it.each(['/manin/cart', '/manin/record', '/manin/manorder'])(
    'selects no tab in the personal centre (%s), whichever tab came before',
    async (route) => {
      installFakeServer({ [SITE_INFO_PATH]: never });
      const user = userEvent.setup();
      const { router } = renderShop('/custom');
      await screen.findByText('定制页');
      expect(selectedTab()).toBe('数据定制');

      await router.navigate(route);
      expect(await screen.findByText('个人中心页')).toBeInTheDocument();
      expect(selectedTab()).toBeNull();
      await user.click(screen.getByRole('link', { name: '商城首页' }));
      expect(await screen.findByText('商城页')).toBeInTheDocument();
      expect(selectedTab()).toBe('商城首页');
    },
  );

  it('shows the contacts, the QR code, the ICP line and the support phone in the footer', async () => {
    installFakeServer({ [SITE_INFO_PATH]: () => envelopeResponse(siteInfo) });
    renderShop('/mall');

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:400-800-1234',
    );
    expect(within(footer).getByRole('link', { name: 'service@example.com' })).toHaveAttribute(
      'href',
      'mailto:service@example.com',
    );
    expect(within(footer).getByText('公司地址：浙江省杭州市西湖区文三路 100 号')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '浙ICP备00000000号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(within(footer).getByText('客服热线：400-800-1234')).toBeInTheDocument();

    const qr = await within(footer).findByRole('img', { name: '公众号二维码' });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it('keeps the footer usable when the site info cannot be read', async () => {
    installFakeServer({ [SITE_INFO_PATH]: () => new Response('down', { status: 503 }) });
    renderShop('/mall');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(within(footer).queryByText(/客服热线/)).not.toBeInTheDocument());
    expect(within(footer).getByText('企业数据与商机平台')).toBeInTheDocument();
  });
});
