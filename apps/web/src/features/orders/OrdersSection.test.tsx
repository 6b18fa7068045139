import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopCartPaths, ShopDeliveryPaths, type UserOrder } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { OrdersSection } from './OrdersSection.tsx';

const ORDERS = `/api${ShopCartPaths.getUserOrders}`;

function order(i: number, status: number, over: Partial<UserOrder> = {}): UserOrder {
  return {
    shop_order_id: i,
    order_name: `${status ? '已付' : '待付'}订单${i}`,
    order_code: `SO2026112200${i}`,
    order_created: '2026-11-22 10:05:33',
    amount: '88.5',
    status,
    shop_product_id: 30 + i,
    sys_user_id: 7,
    email: 'shopper@example.com',
    is_send: status ? 1 : 0,
    send_remark: null,
    ...over,
  };
}

function ordersServer(unpaid: number, paid: number, over: (i: number) => Partial<UserOrder> = () => ({})) {
  const all = {
    0: Array.from({ length: unpaid }, (_, i) => order(i + 1, 0, over(i + 1))),
    1: Array.from({ length: paid }, (_, i) => order(i + 1, 1, over(i + 1))),
  };
  return installFakeServer({
    [`/api${ShopDeliveryPaths.downloadDirectly}`]: () =>
      envelopeResponse({
        url: '/api/download/tok123',
        file_name: 'a.xlsx',
        expires_at: '2026-11-25T00:00:00.000Z',
      }),
    [`/api${ShopDeliveryPaths.sendEmailDatas}`]: () =>
      envelopeResponse({ message: '数据已发送至您的邮箱，请注意查收' }),
    [ORDERS]: (body) => {
      const { status, page, size } = body as { status: 0 | 1; page: number; size: number };
      const rows = all[status];
      return envelopeResponse({ res: rows.slice((page - 1) * size, page * size), count: rows.length });
    },
  });
}

function renderOrders(route = '/manin/manorder?status=0', onOpenProduct = vi.fn()) {
  const r = renderRoutes(
    [{ path: '/manin/manorder', element: <OrdersSection onOpenProduct={onOpenProduct} /> }],
    {
      route,
    },
  );
  return { ...r, onOpenProduct };
}

beforeEach(() => signIn(userInfo({ sys_user_id: 7 })));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OrdersSection', () => {
  it('shows order cards with code, time, amount in yuan and status label', async () => {
    ordersServer(1, 0);
    renderOrders();
    expect(await screen.findByText('待付订单1')).toBeInTheDocument();
    expect(screen.getByText(/订单编号 SO20261122001/)).toHaveTextContent('下单时间 2026-11-22 10:05');
    expect(screen.getByText('¥88.50')).toBeInTheDocument();
    expect(screen.getAllByText('未支付').length).toBeGreaterThan(1); // tab and label
  });

  it('has per-tab empty texts; switching tab resets to page 1', async () => {
    const fetchMock = ordersServer(12, 0);
    const { router } = renderOrders('/manin/manorder?status=0&page=2');
    expect(await screen.findByText('待付订单11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已支付' }));
    expect(await screen.findByText('暂无已支付订单')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=1');
    expect(postedBodies(fetchMock, ORDERS)).toContainEqual({ sys_user_id: 7, status: 1, page: 1, size: 10 });
    await userEvent.click(screen.getByRole('tab', { name: '未支付' }));
    expect(await screen.findByText('待付订单1')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-card')).toHaveLength(10);
  });

  it('shows the unpaid empty text', async () => {
    ordersServer(0, 0);
    renderOrders();
    expect(await screen.findByText('暂无未支付订单')).toBeInTheDocument();
  });

  it('opens the product of a card whose shop_product_id is above 0 only', async () => {
    ordersServer(2, 0, (i) => (i === 2 ? { shop_product_id: 0 } : {}));
    const { onOpenProduct } = renderOrders();
    await userEvent.click(await screen.findByText('待付订单1'));
    expect(onOpenProduct).toHaveBeenCalledWith(31);
    await userEvent.click(screen.getByText('待付订单2'));
    await waitFor(() => expect(onOpenProduct).toHaveBeenCalledTimes(1));
  });

  it('a paid order shows its send state; its data can be downloaded again or mailed to another address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = ordersServer(0, 2, (i) =>
      i === 2 ? { is_send: 2, send_remark: '数据发送失败：邮件服务暂不可用' } : {},
    );
    renderOrders('/manin/manorder?status=1');
    expect(await screen.findByText('已付订单1')).toBeInTheDocument();
    expect(screen.getByText('数据已发送')).toBeInTheDocument();
    expect(screen.getByText('已发送至 shopper@example.com')).toBeInTheDocument();
    expect(screen.getByText('数据发送失败')).toBeInTheDocument();
    expect(screen.getByText('数据发送失败：邮件服务暂不可用')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: /下载数据/ })[0]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/download/tok123'));
    expect(postedBodies(fetchMock, `/api${ShopDeliveryPaths.downloadDirectly}`)).toEqual([
      { shop_order_id: 1 },
    ]);

    await userEvent.click(screen.getAllByRole('button', { name: /发送到邮箱/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '重新发送数据到邮箱' });
    const input = within(dialog).getByLabelText('接收邮箱');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(dialog).findByText('请输入邮箱')).toBeInTheDocument();
    await userEvent.type(input, 'not-an-email');
    expect(await within(dialog).findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'boss@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('数据已发送至您的邮箱，请注意查收')).toBeInTheDocument();
    expect(postedBodies(fetchMock, `/api${ShopDeliveryPaths.sendEmailDatas}`)).toEqual([
      { shop_order_id: 1, email: 'boss@example.com' },
    ]);
  });
});
