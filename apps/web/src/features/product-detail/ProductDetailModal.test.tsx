import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopCartMessages, ShopCartPaths, type CompanyPreview } from '@qishu/contract';
import {
  envelopeResponse,
  installFakeServer,
  postedBodies,
  product,
  SITE_INFO_PATH,
  siteInfo,
} from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LoginGateProvider } from '../../lib/session/index.ts';
import { ProductDetailModal, type ProductDetailModalProps } from './ProductDetailModal.tsx';

const url = (path: string) => `/api${path}`;

function company(i: number): CompanyPreview {
  return {
    company_id: 1000 + i,
    name: `杭州样例科技有限公司${i}`,
    ccode: `91330100MA2${String(i).padStart(7, '0')}`,
    legal_person: `法人${i}`,
    reg_date: '2018-03-01',
    reg_amount: '500万人民币',
    status: '存续',
    province_name: '浙江省',
    city_name: '杭州市',
    town_name: '西湖区',
    address: '文三路 1 号',
    tel: '0571-88888888',
    scope: '软件开发',
  };
}

function server(opts: { inCart?: boolean; add?: () => Response; onShelf?: boolean; bought?: boolean } = {}) {
  return installFakeServer({
    [SITE_INFO_PATH]: () => envelopeResponse(siteInfo),
    [url(ShopCartPaths.getShopProductInfo)]: () => envelopeResponse(product({ name: '按编号取到的商品' })),
    [url(ShopCartPaths.getShopBasicDatas)]: () =>
      envelopeResponse({ res: Array.from({ length: 10 }, (_, i) => company(i + 1)), count: 321 }),
    [url(ShopCartPaths.statusCart)]: () => envelopeResponse(opts.inCart ?? false),
    [url(ShopCartPaths.statusBought)]: () => envelopeResponse(opts.bought ?? false),
    [url(ShopCartPaths.getProductStatus)]: () => envelopeResponse(opts.onShelf ?? true),
    [url(ShopCartPaths.addCart)]:
      opts.add ?? (() => envelopeResponse({ shop_cart_id: 9, message: ShopCartMessages.added })),
  });
}

function renderModal(
  props: Partial<ProductDetailModalProps> = {},
  gate = { loggedIn: true, openLogin: vi.fn() },
) {
  renderWithProviders(
    <LoginGateProvider value={gate}>
      <ProductDetailModal open product={product()} onClose={vi.fn()} onBuy={vi.fn()} {...props} />
    </LoginGateProvider>,
  );
  return gate;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProductDetailModal', () => {
  it('shows the facts, price, service phone, customise link and a 10-company preview', async () => {
    server();
    signIn(userInfo({ sys_user_id: 7 }));
    renderModal();
    expect(await screen.findByText('浙江省软件企业名录')).toBeInTheDocument();
    for (const text of [
      '12,345 条',
      '浙江省',
      '软件和信息技术服务业',
      '2024',
      '公开信息',
      'xlsx',
      '2MB',
      '2024-05-01',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId('detail-price')).toHaveTextContent('¥1,234.50');
    expect(await screen.findByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    expect(screen.getByRole('link', { name: '没有合适的数据？去定制' })).toHaveAttribute('href', '/custom');
    await waitFor(() => expect(screen.getAllByText(/^杭州样例科技有限公司\d+$/)).toHaveLength(10));
    expect(screen.getAllByText('浙江省 杭州市 西湖区')).toHaveLength(10);
    // a company's name opens its profile in a new browser tab
    const name = screen.getByText('杭州样例科技有限公司1').closest('a');
    expect(name).toHaveAttribute('href', '/data/details/1001');
    expect(name).toHaveAttribute('target', '_blank');
    expect(screen.getByText('共 321 家企业符合本产品条件，以下为部分样例')).toBeInTheDocument();
  });

  it('loads the facts by id when only the id is given', async () => {
    const fetchMock = server();
    renderModal({ product: null, productId: 42 });
    expect(await screen.findByText('按编号取到的商品')).toBeInTheDocument();
    expect(postedBodies(fetchMock, url(ShopCartPaths.getShopProductInfo))).toEqual([{ shop_product_id: 42 }]);
  });

  it('asks a visitor to log in before adding to the cart', async () => {
    const fetchMock = server();
    const gate = renderModal({}, { loggedIn: false, openLogin: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(gate.openLogin).toHaveBeenCalled();
    expect(postedBodies(fetchMock, url(ShopCartPaths.addCart))).toHaveLength(0);
  });

  it('adds to the cart and then reads 已加入购物车', async () => {
    const fetchMock = server();
    signIn(userInfo({ sys_user_id: 7 }));
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(await screen.findByText(ShopCartMessages.added)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已加入购物车/ })).toBeInTheDocument();
    expect(postedBodies(fetchMock, url(ShopCartPaths.addCart))).toEqual([
      { sys_user_id: 7, shop_product_id: 1 },
    ]);
  });

  it('shows the already-in-cart state and warns on a second add', async () => {
    const fetchMock = server({ inCart: true });
    signIn(userInfo({ sys_user_id: 7 }));
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: /已加入购物车/ }));
    expect(await screen.findByText(ShopCartMessages.alreadyInCart)).toBeInTheDocument();
    expect(postedBodies(fetchMock, url(ShopCartPaths.addCart))).toHaveLength(0);
  });

  it("shows the server's warning when another tab added it first", async () => {
    server({ add: () => envelopeResponse(null, 400, ShopCartMessages.alreadyInCart) });
    signIn(userInfo({ sys_user_id: 7 }));
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(await screen.findByText(ShopCartMessages.alreadyInCart)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已加入购物车/ })).toBeInTheDocument();
  });

  it('buy now checks the shelf and hands the product to onBuy', async () => {
    const fetchMock = server();
    signIn(userInfo({ sys_user_id: 7 }));
    const onBuy = vi.fn();
    renderModal({ onBuy });
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    await waitFor(() => expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ shop_product_id: 1 })));
    expect(postedBodies(fetchMock, url(ShopCartPaths.getProductStatus))).toEqual([{ shop_product_id: 1 }]);
    expect(screen.queryByText(/在线支付即将开放/)).not.toBeInTheDocument();
  });

  it('says 已购买 of a product the shopper paid for and offers no second purchase', async () => {
    const fetchMock = server({ bought: true });
    signIn(userInfo({ sys_user_id: 7 }));
    const onBuy = vi.fn();
    renderModal({ onBuy });
    const button = await screen.findByRole('button', { name: '已购买' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: '立即购买' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '到我的订单下载' })).toHaveAttribute(
      'href',
      '/manin/manorder?status=1',
    );
    expect(postedBodies(fetchMock, url(ShopCartPaths.statusBought))).toEqual([
      { sys_user_id: 7, shop_product_id: 1 },
    ]);
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in before buying', async () => {
    const fetchMock = server();
    const onBuy = vi.fn();
    const gate = renderModal({ onBuy }, { loggedIn: false, openLogin: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(gate.openLogin).toHaveBeenCalled();
    expect(onBuy).not.toHaveBeenCalled();
    expect(postedBodies(fetchMock, url(ShopCartPaths.getProductStatus))).toHaveLength(0);
  });

  it('warns that a product taken off the shelf cannot be bought', async () => {
    server({ onShelf: false });
    signIn(userInfo({ sys_user_id: 7 }));
    const onBuy = vi.fn();
    renderModal({ onBuy });
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(await screen.findByText(ShopCartMessages.withdrawn)).toBeInTheDocument();
    expect(onBuy).not.toHaveBeenCalled();
  });

  it('shows the withdrawn tag and the server refusal when adding a withdrawn product', async () => {
    server({ add: () => envelopeResponse(null, 400, ShopCartMessages.withdrawn) });
    signIn(userInfo({ sys_user_id: 7 }));
    renderModal({ product: product({ status: 2 }) });
    expect(await screen.findByText('已下架')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(await screen.findByText(ShopCartMessages.withdrawn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /已加入购物车/ })).not.toBeInTheDocument();
  });
});
