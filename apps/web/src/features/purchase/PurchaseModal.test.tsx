import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PAYMENT_POLL_MS,
  PaymentMessages,
  PaymentPaths,
  ShopDeliveryPaths,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies, product } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { advanceTimers } from '../../test/user-actions.ts';
import { PurchaseModal, type PurchaseProduct } from './PurchaseModal.tsx';
import { userOrdersQuery } from '../../lib/queries/shop.ts';

const PAY = `/api${PaymentPaths.getPayUrl}`;
const STATUS = `/api${PaymentPaths.getOrderStatus}`;
const EMAIL = `/api${ShopDeliveryPaths.getemailInfo}`;
const CODE_URL = 'http://localhost:5173/api/pay/sandbox/QS202611220001';

function payAnswer(over: Partial<GetPayUrlResponse> = {}): GetPayUrlResponse {
  return {
    code_url: CODE_URL,
    per_order_id: null,
    shop_order_id: 31,
    order_id: 'QS202611220001',
    order_code: 'SO202611220001',
    order_name: '浙江省软件企业名录',
    amount: '1234.50',
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...over,
  };
}

const st = (status: number, is_send = 0, send_remark: string | null = null): GetOrderStatusResponse => ({
  status,
  is_send,
  send_remark,
});

type Answer = GetOrderStatusResponse | (() => Response);

/**
 * A fake server: getPayUrl answers `pay`, getOrderStatus answers the queued statuses in order (the
 * last one repeats), getemailInfo accepts every address unless `emailInvalid`.
 */
function server(
  opts: {
    pay?: () => Response;
    statuses?: Answer[];
    emailInvalid?: (email: string) => boolean;
  } = {},
) {
  const queue = [...(opts.statuses ?? [st(0)])];
  return installFakeServer({
    [PAY]: opts.pay ?? (() => envelopeResponse(payAnswer())),
    [STATUS]: () => {
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      return typeof next === 'function' ? next() : envelopeResponse(next);
    },
    [EMAIL]: (body) =>
      opts.emailInvalid?.((body as { email: string }).email)
        ? envelopeResponse(null, 400, PaymentMessages.emailInvalid)
        : envelopeResponse({ valid: true }),
  });
}

/** The modal behind an open button, as the app composes it; hands out the app's query client. */
function Harness({ item, onClient }: { item: PurchaseProduct; onClient: (client: QueryClient) => void }) {
  const [open, setOpen] = useState(true);
  onClient(useQueryClient());
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开购买
      </button>
      <PurchaseModal product={item} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderPurchase(item: PurchaseProduct = product()) {
  let queryClient: QueryClient | undefined;
  const result = renderWithProviders(<Harness item={item} onClient={(client) => (queryClient = client)} />);
  return { ...result, queryClient: queryClient! };
}

const calls = (fetchMock: ReturnType<typeof server>, path: string) => postedBodies(fetchMock, path).length;

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  signIn(userInfo({ sys_user_id: 7, email: 'zhangsan@example.com' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function submitOrder() {
  await user.click(await screen.findByRole('button', { name: '提交订单' }));
  return screen.findByAltText('支付二维码');
}

describe('PurchaseModal', () => {
  it('walks the three steps: submit order, scan to pay (0, 0, 1), send data (0, 1)', async () => {
    // the order's state on the server; polls read it whenever they come
    let current = st(0);
    const fetchMock = server({ statuses: [() => envelopeResponse(current)] });
    const { queryClient } = renderPurchase();
    const ordersKey = userOrdersQuery(7, 1, 1).queryKey;
    queryClient.setQueryData(ordersKey, { res: [], count: 0 });

    // step 1: the product, the prefilled e-mail, the fixed pay method and the notices
    expect(await screen.findByText('浙江省软件企业名录')).toBeInTheDocument();
    const steps = document.querySelector<HTMLElement>('.ant-steps')!;
    expect(steps).toHaveTextContent(/提交订单.*扫码支付.*发送数据/);
    expect(screen.getByText('浙江省软件企业名录')).toBeInTheDocument();
    expect(screen.getByText('12,345 条')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('¥1,234.50');
    expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('zhangsan@example.com');
    expect(screen.getByRole('radio', { name: /微信支付/ })).toBeChecked();
    expect(screen.getByText(/概不退款/)).toBeInTheDocument();
    expect(screen.getByText(/2 分钟至 4 小时/)).toBeInTheDocument();

    // step 2: the order is created and its QR code drawn from code_url
    const qr = await submitOrder();
    expect(postedBodies(fetchMock, PAY)).toEqual([
      {
        money: 1234.5,
        shop_product_id: 1,
        sys_user_id: 7,
        type: 1,
        email: 'zhangsan@example.com',
        pay_type: 0,
      },
    ]);
    expect(postedBodies(fetchMock, EMAIL)).toEqual([{ email: 'zhangsan@example.com' }]);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
    expect(screen.getByText('请使用微信扫码支付')).toBeInTheDocument();
    expect(screen.getByText('SO202611220001')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥1,234.50');
    expect(screen.getByTestId('pay-countdown')).toHaveTextContent(/^1[45]:\d\d$/);
    const local = screen.getByRole('link', { name: '在本机打开支付页面' });
    expect(local).toHaveAttribute('href', CODE_URL);
    expect(local).toHaveAttribute('target', '_blank');
    expect(local.getAttribute('rel')).toContain('noopener');
    // the new unpaid order refreshed 我的订单; refill the cache to see the paid refresh below
    expect(queryClient.getQueryState(ordersKey)?.isInvalidated).toBe(true);
    queryClient.setQueryData(ordersKey, { res: [], count: 0 });

    // polled every 2 s: 0, 0 keep waiting, 1 is paid
    await advanceTimers(PAYMENT_POLL_MS);
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(calls(fetchMock, STATUS)).toBeGreaterThanOrEqual(2));
    expect(postedBodies(fetchMock, STATUS)[0]).toEqual({ order_id: 'QS202611220001' });
    expect(screen.getByAltText('支付二维码')).toBeInTheDocument();
    expect(screen.queryByText('数据正在打包发送，请稍候…')).not.toBeInTheDocument();
    current = st(1, 0);
    await advanceTimers(PAYMENT_POLL_MS);
    expect((await screen.findAllByText('支付成功')).length).toBeGreaterThan(0);
    expect(await screen.findByText('数据正在打包发送，请稍候…')).toBeInTheDocument();
    expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(ordersKey)?.isInvalidated).toBe(true);

    // step 3: is_send 0 keeps polling, 1 is sent
    const atPaid = calls(fetchMock, STATUS);
    await advanceTimers(PAYMENT_POLL_MS);
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(calls(fetchMock, STATUS)).toBeGreaterThanOrEqual(atPaid + 2));
    expect(screen.getByText('数据正在打包发送，请稍候…')).toBeInTheDocument();
    current = st(1, 1);
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('数据发送成功')).toBeInTheDocument();
    expect(screen.getByText('数据已发送至 zhangsan@example.com，请注意查收')).toBeInTheDocument();
    // polling ends with the delivery
    const atSent = calls(fetchMock, STATUS);
    await advanceTimers(10 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(atSent);
  });

  it('checks the e-mail: required, standard pattern, then the server (debounced)', async () => {
    signIn(userInfo({ sys_user_id: 7, email: null }));
    const fetchMock = server({ emailInvalid: (email) => email === 'someone@blocked.company' });
    renderPurchase();
    const input = await screen.findByRole('textbox', { name: '接收邮箱' });
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();

    await user.type(input, 'not-an-address');
    expect(await screen.findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    await advanceTimers(1000);
    expect(calls(fetchMock, EMAIL)).toBe(0);

    await user.clear(input);
    // '…@blocked.co', '…@blocked.com', … already pass the pattern: only the last is sent to the server
    await user.type(input, 'someone@blocked.company');
    await advanceTimers(500);
    expect(await screen.findByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeInTheDocument();
    // one server check after the typing stopped, not one per keystroke
    expect(postedBodies(fetchMock, EMAIL)).toEqual([{ email: 'someone@blocked.company' }]);

    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await advanceTimers(500);
    expect(calls(fetchMock, PAY)).toBe(0);

    await user.clear(input);
    await user.type(input, 'someone@example.com');
    await advanceTimers(500);
    await waitFor(() => expect(screen.queryByText('邮箱格式不正确,请输入正确的邮箱地址')).toBeNull());
    await submitOrder();
    expect(postedBodies(fetchMock, PAY)).toEqual([expect.objectContaining({ email: 'someone@example.com' })]);
  });

  it('shows 支付失败 and 重新下单 goes back to step 1; polling stops', async () => {
    const fetchMock = server({ statuses: [st(0), st(2)] });
    renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('支付失败')).toBeInTheDocument();
    const polled = calls(fetchMock, STATUS);
    expect(polled).toBe(2);
    await advanceTimers(5 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(polled);

    await user.click(screen.getByRole('button', { name: '重新下单' }));
    expect(await screen.findByRole('button', { name: '提交订单' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('zhangsan@example.com');
    expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument();
  });

  it('closes the expired order: 订单已超时关闭，请重新下单', async () => {
    const fetchMock = server({
      pay: () => envelopeResponse(payAnswer({ expires_at: new Date(Date.now() + 3000).toISOString() })),
    });
    renderPurchase();
    await submitOrder();
    await advanceTimers(4000);
    expect(await screen.findByText(PaymentMessages.payClosed)).toBeInTheDocument();
    const polled = calls(fetchMock, STATUS);
    await advanceTimers(5 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(polled);
    expect(screen.getByRole('button', { name: '重新下单' })).toBeInTheDocument();
  });

  it('closing stops the polling; reopening starts again at step 1', async () => {
    const fetchMock = server({ statuses: [st(0)] });
    renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(calls(fetchMock, STATUS)).toBeGreaterThanOrEqual(1));

    await user.click(screen.getByRole('button', { name: '关闭' }));
    const polled = calls(fetchMock, STATUS);
    await advanceTimers(10 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(polled);

    await user.click(screen.getByRole('button', { name: '打开购买' }));
    expect(await screen.findByRole('button', { name: '提交订单' })).toBeInTheDocument();
    expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument();
    await advanceTimers(5 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(polled);
  });

  it('no polling after unmount', async () => {
    const fetchMock = server({ statuses: [st(0)] });
    const { unmount } = renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(calls(fetchMock, STATUS)).toBeGreaterThanOrEqual(1));
    unmount();
    const polled = calls(fetchMock, STATUS);
    await advanceTimers(10 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(polled);
  });

  it('a network error does not end the polling', async () => {
    const fetchMock = server({
      statuses: [() => new Response('bad gateway', { status: 502 }), st(0), st(1, 1)],
    });
    renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    await advanceTimers(PAYMENT_POLL_MS);
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('数据发送成功')).toBeInTheDocument();
    expect(calls(fetchMock, STATUS)).toBe(3);
  });

  it('stops polling on a logout code', async () => {
    const fetchMock = server({ statuses: [() => envelopeResponse(null, 4001, '登录已失效')] });
    renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    await waitFor(() => expect(calls(fetchMock, STATUS)).toBeGreaterThanOrEqual(1));
    await advanceTimers(10 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(1);
  });

  it('shows the send failure with its remark', async () => {
    server({ statuses: [st(1, 2, '邮件服务器拒收：邮箱不存在')] });
    renderPurchase();
    await submitOrder();
    await advanceTimers(PAYMENT_POLL_MS);
    expect(await screen.findByText('数据发送失败！')).toBeInTheDocument();
    expect(screen.getByText('邮件服务器拒收：邮箱不存在')).toBeInTheDocument();
  });

  it('a withdrawn product is refused before calling', async () => {
    const fetchMock = server();
    renderPurchase(product({ status: 2 }));
    expect(await screen.findByText(PaymentMessages.withdrawn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
    expect(calls(fetchMock, PAY)).toBe(0);
  });

  it("shows the server's withdrawn answer and stays at step 1", async () => {
    const fetchMock = server({ pay: () => envelopeResponse(null, 400, PaymentMessages.withdrawn) });
    renderPurchase();
    await user.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(screen.getAllByText(PaymentMessages.withdrawn).length).toBeGreaterThan(0));
    expect(calls(fetchMock, PAY)).toBe(1);
    expect(screen.queryByAltText('支付二维码')).not.toBeInTheDocument();
    await advanceTimers(5 * PAYMENT_POLL_MS);
    expect(calls(fetchMock, STATUS)).toBe(0);
  });
});
