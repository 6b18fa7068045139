import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPaths, ShopCartPaths, ShopDeliveryPaths, type ShopProduct } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  postedBodies,
  product,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { LoginGateProvider } from '../../lib/session/index.ts';
import { MallRoute } from './ProductBrowsing.tsx';

// The mall page itself is tested in its feature; here a card click is all the wiring needs.
vi.mock('../../features/shop/MallPage.tsx', () => ({
  MallPage: ({ onOpenProduct }: { onOpenProduct: (p: ShopProduct) => void }) => (
    <button type="button" onClick={() => onOpenProduct(product({ shop_product_id: 8, price: '99' }))}>
      打开商品
    </button>
  ),
}));

const url = (path: string) => `/api${path}`;

function server() {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [url(ShopCartPaths.getShopBasicDatas)]: () => envelopeResponse({ res: [], count: 0 }),
    [url(ShopCartPaths.statusCart)]: () => envelopeResponse(false),
    [url(ShopCartPaths.getProductStatus)]: () => envelopeResponse(true),
    [url(ShopDeliveryPaths.getemailInfo)]: () => envelopeResponse({ valid: true }),
    [url(PaymentPaths.getPayUrl)]: () =>
      envelopeResponse({
        code_url: 'weixin://wxpay/bizpayurl?pr=abc',
        per_order_id: null,
        shop_order_id: 3,
        order_id: 'QS1',
        order_code: 'SO1',
        order_name: '浙江省软件企业名录',
        amount: '99.00',
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      }),
    [url(PaymentPaths.getOrderStatus)]: () => envelopeResponse({ status: 0, is_send: 0, send_remark: null }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MallRoute purchase wiring', () => {
  it("the detail's 立即购买 opens the purchase modal for that product", async () => {
    const fetchMock = server();
    signIn(userInfo({ sys_user_id: 7, email: 'buyer@example.com' }));
    renderWithProviders(
      <LoginGateProvider value={{ loggedIn: true, openLogin: vi.fn() }}>
        <MallRoute />
      </LoginGateProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '打开商品' }));
    await findDialog('数据详情');
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    const dialog = await findDialog('购买数据');
    expect(dialog).toHaveTextContent('浙江省软件企业名录');
    expect(dialog).toHaveTextContent('¥99.00');
    expect(screen.queryByText(/在线支付即将开放/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByAltText('支付二维码')).toBeInTheDocument();
    // weixin:// is not a page of this server: no local link
    expect(screen.queryByRole('link', { name: '在本机打开支付页面' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(postedBodies(fetchMock, url(PaymentPaths.getPayUrl))).toEqual([
        { money: 99, shop_product_id: 8, sys_user_id: 7, type: 1, email: 'buyer@example.com', pay_type: 0 },
      ]),
    );
  });

  it('a visitor is asked to log in instead', async () => {
    const fetchMock = server();
    const openLogin = vi.fn();
    renderWithProviders(
      <LoginGateProvider value={{ loggedIn: false, openLogin }}>
        <MallRoute />
      </LoginGateProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '打开商品' }));
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(openLogin).toHaveBeenCalled();
    expect(screen.queryByText('提交订单')).not.toBeInTheDocument();
    expect(postedBodies(fetchMock, url(PaymentPaths.getPayUrl))).toHaveLength(0);
  });
});
