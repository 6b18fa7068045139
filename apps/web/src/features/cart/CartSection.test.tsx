import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopCartMessages, ShopCartPaths, type CartItem } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies, product } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CartSection, type CartSectionProps } from './CartSection.tsx';

const LIST = `/api${ShopCartPaths.getCartList}`;
const DEL = `/api${ShopCartPaths.delCart}`;

function item(i: number, over: Partial<CartItem> = {}): CartItem {
  return {
    ...product({ shop_product_id: 100 + i, name: `购物车商品${i}` }),
    shop_cart_id: i,
    added: '2026-11-20 10:05:00',
    sold_off: false,
    bought: false,
    ...over,
  };
}

/** A cart of `count` rows kept in memory; delete removes a row. */
function cartServer(count: number, over: (i: number) => Partial<CartItem> = () => ({})) {
  let rows = Array.from({ length: count }, (_, i) => item(i + 1, over(i + 1)));
  return installFakeServer({
    [LIST]: (body) => {
      const { page, size } = body as { page: number; size: number };
      return envelopeResponse({ data: rows.slice((page - 1) * size, page * size), count: rows.length });
    },
    [DEL]: (body) => {
      const { shop_cart_id } = body as { shop_cart_id: number };
      rows = rows.filter((r) => r.shop_cart_id !== shop_cart_id);
      return envelopeResponse({ message: ShopCartMessages.deleted });
    },
  });
}

function renderCart(props: Partial<CartSectionProps> = {}, route = '/manin/cart') {
  return renderRoutes([{ path: '/manin/cart', element: <CartSection onBuy={vi.fn()} {...props} /> }], {
    route,
  });
}

beforeEach(() => signIn(userInfo({ sys_user_id: 7 })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CartSection', () => {
  it('lists 10 per page and pages with the pager', async () => {
    const fetchMock = cartServer(12);
    const { router } = renderCart();
    expect(await screen.findByText('购物车商品1')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(10);
    expect(await screen.findByText('共 12 件')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('购物车商品11')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-item')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(postedBodies(fetchMock, LIST)).toContainEqual({ sys_user_id: 7, page: 2, size: 10 });
  });

  it('shows the empty state', async () => {
    cartServer(0);
    renderCart();
    expect(await screen.findByText('购物车还是空的，去商城挑选数据吧')).toBeInTheDocument();
  });

  it('deletes after confirmation and steps back when the page empties', async () => {
    const fetchMock = cartServer(11);
    const { router } = renderCart({}, '/manin/cart?page=2');
    const card = (await screen.findByText('购物车商品11')).closest<HTMLElement>('[data-testid="cart-item"]')!;
    await userEvent.click(within(card).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定从购物车删除该商品吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(postedBodies(fetchMock, DEL)).toEqual([{ sys_user_id: 7, shop_cart_id: 11 }]));
    expect(await screen.findByText(ShopCartMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('购物车商品1')).toBeInTheDocument();
  });

  it('marks sold-off products and refuses to buy them; buy now uses the hook', async () => {
    cartServer(2, (i) => (i === 2 ? { sold_off: true, status: 2 } : {}));
    const onBuy = vi.fn();
    renderCart({ onBuy });
    const sold = (await screen.findByText('购物车商品2')).closest<HTMLElement>('[data-testid="cart-item"]')!;
    expect(within(sold).getByText('已下架')).toBeInTheDocument();
    expect(within(sold).getByText(ShopCartMessages.withdrawn)).toBeInTheDocument();
    await userEvent.click(within(sold).getByRole('button', { name: '立即购买' }));
    expect(onBuy).not.toHaveBeenCalled();
    const fine = screen.getByText('购物车商品1').closest<HTMLElement>('[data-testid="cart-item"]')!;
    await userEvent.click(within(fine).getByRole('button', { name: '立即购买' }));
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ shop_cart_id: 1 }));
  });

  it('says 已购买 of a product already paid for and does not offer to buy it again', async () => {
    cartServer(2, (i) => (i === 2 ? { bought: true } : {}));
    const onBuy = vi.fn();
    renderCart({ onBuy });
    const paid = (await screen.findByText('购物车商品2')).closest<HTMLElement>('[data-testid="cart-item"]')!;
    expect(within(paid).getByText('您已购买过该数据，无需重复购买，')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: '到我的订单下载' })).toHaveAttribute(
      'href',
      '/manin/manorder?status=1',
    );
    const button = within(paid).getByRole('button', { name: '已购买' });
    expect(button).toBeDisabled();
    expect(within(paid).queryByRole('button', { name: '立即购买' })).not.toBeInTheDocument();
    const fine = screen.getByText('购物车商品1').closest<HTMLElement>('[data-testid="cart-item"]')!;
    expect(within(fine).getByRole('button', { name: '立即购买' })).toBeEnabled();
    expect(within(fine).queryByText('已购买')).not.toBeInTheDocument();
  });

  it('buy now hands the item to the purchase flow; the name opens the product', async () => {
    cartServer(1);
    const onOpenProduct = vi.fn();
    const onBuy = vi.fn();
    renderCart({ onOpenProduct, onBuy });
    await userEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(onBuy).toHaveBeenCalledWith(expect.objectContaining({ shop_product_id: 101, price: '1234.5' }));
    expect(screen.queryByText(/在线支付即将开放/)).not.toBeInTheDocument();
    expect(onOpenProduct).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('购物车商品1'));
    expect(onOpenProduct).toHaveBeenCalledWith(expect.objectContaining({ shop_product_id: 101 }));
  });

  it('shows an error with a retry', async () => {
    installFakeServer({ [LIST]: () => envelopeResponse(null, 500, '服务器开小差了') });
    renderCart();
    expect(await screen.findByText('购物车加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
