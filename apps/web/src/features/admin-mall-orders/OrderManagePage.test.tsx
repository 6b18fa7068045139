import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallOrderDetail, MallOrderRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { orderDelivery, shopBuyer } from './test-fixtures.ts';
import { okButton } from '../../test/antd-queries.ts';
import { OrderManagePage } from './OrderManagePage.tsx';

const LIST = '/api/malldata/ordermanage';

function row(over: Partial<MallOrderRow>): MallOrderRow {
  return {
    shop_order_id: 1,
    order_code: 'QT20261122001',
    order_name: '广东省制造业企业名录（2026）',
    shop_product_id: 3,
    product_name: '广东省制造业企业名录（2026）',
    amount: '199.00',
    status: 1,
    is_send: 1,
    send_remark: null,
    email: 'buyer@example.com',
    created_at: '2026-11-22T01:00:00.000Z',
    paid_at: '2026-11-22T01:01:00.000Z',
    ...shopBuyer,
    pay_provider: 'sandbox',
    pay_status: 1,
    out_trade_no: 'PAY001',
    provider_txn_id: 'TXN001',
    delivery_count: 1,
    last_delivery_status: 'sent',
    last_delivery_at: '2026-11-22T01:02:00.000Z',
    ...over,
  };
}

const paid = row({});
const unpaid = row({
  shop_order_id: 2,
  order_code: 'QT20261122002',
  amount: '1234.5',
  status: 0,
  is_send: 0,
  paid_at: null,
  pay_status: 0,
  provider_txn_id: null,
  delivery_count: 0,
  last_delivery_status: null,
  last_delivery_at: null,
});
const failed = row({
  shop_order_id: 3,
  order_code: 'QT20261120003',
  is_send: 2,
  send_remark: '邮件服务器拒收',
});

const detail: MallOrderDetail = {
  ...paid,
  payments: [
    {
      payment_id: 5,
      provider: 'sandbox',
      out_trade_no: 'PAY001',
      provider_txn_id: 'TXN001',
      amount: '199.00',
      status: 1,
      created_at: '2026-11-22T01:00:30.000Z',
      paid_at: '2026-11-22T01:01:00.000Z',
    },
  ],
  deliveries: [orderDelivery({ expires_at: null })],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** the list's row holding `text` (the drawer may show the same text) */
const rowOf = (text: string) =>
  screen
    .getAllByText(text)
    .map((e) => e.closest<HTMLElement>('tr.ant-table-row'))
    .find((tr) => tr !== null)!;
const listUrls = (fetchMock: ReturnType<typeof installFakeServer>) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith(`${LIST}?`));

function server() {
  return installFakeServer({
    [LIST]: () => envelopeResponse({ list: [unpaid, paid, failed], total: 3 }),
    '/api/malldata/ordermanage/1': () => envelopeResponse(detail),
    '/api/malldata/ordermanage/1/resend': (body) =>
      envelopeResponse({ data_delivery_id: 12, email: (body as { email?: string }).email ?? paid.email }),
  });
}

describe('OrderManagePage (/malldata/ordermanage)', () => {
  it(
    'shows orders with buyer, money in yuan, China time and coloured states',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['mall:order:list', 'mall:order:resend'] }));
      server();
      renderWithProviders(<OrderManagePage />);
      await screen.findByText('QT20261122001');
      const first = within(rowOf('QT20261122001'));
      expect(first.getByText('¥199.00')).toBeInTheDocument();
      expect(first.getByText('王购物 13600000000')).toBeInTheDocument();
      // the order's status and its payment's status
      expect(first.getAllByText('已支付').map((e) => e.closest('.ant-tag')?.className)).toEqual([
        expect.stringContaining('ant-tag-green'),
        expect.stringContaining('ant-tag-success'),
      ]);
      // sent: the order's send state and its last delivery (with its time)
      expect(first.getAllByText('已发送')).toHaveLength(2);
      expect(first.getByText('2026-11-22 09:02')).toBeInTheDocument();
      expect(first.getByText('2026-11-22 09:00')).toBeInTheDocument();
      expect(within(rowOf('QT20261122002')).getByText('¥1,234.50')).toBeInTheDocument();
      expect(within(rowOf('QT20261122002')).getByText('未支付').closest('.ant-tag')).toHaveClass(
        'ant-tag-orange',
      );
      expect(within(rowOf('QT20261120003')).getByText('发送失败').closest('.ant-tag')).toHaveClass(
        'ant-tag-error',
      );
      // an unpaid order cannot be resent
      expect(within(rowOf('QT20261122002')).getByRole('button', { name: '补发数据' })).toBeDisabled();
    },
  );

  it(
    'searches by keyword and send status from page 1; no 补发数据 or 导出 without the permission',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['mall:order:list'] }));
      const fetchMock = server();
      const actor = userEvent.setup();
      renderWithProviders(<OrderManagePage />);
      await screen.findByText('QT20261122001');
      await actor.click(screen.getByLabelText('关键词'));
      await actor.paste('13600000000');
      fireEvent.mouseDown(screen.getByLabelText('发送状态'));
      fireEvent.click(await screen.findByTitle('发送失败'));
      await actor.click(screen.getByRole('button', { name: /查\s*询/ }));
      await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('keyword=13600000000'));
      const q = new URL(listUrls(fetchMock).at(-1)!, 'http://x').searchParams;
      expect(q.get('is_send')).toBe('2');
      expect(q.get('page')).toBe('1');
      // without the permissions there is no 补发数据 and no 导出
      expect(screen.queryByRole('button', { name: '补发数据' })).toBeNull();
      expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    },
  );

  it('opens the detail drawer and resends to another address', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:order:list', 'mall:order:resend'] }));
    const fetchMock = server();
    const actor = userEvent.setup();
    renderWithProviders(<OrderManagePage />);
    await screen.findByText('QT20261122001');

    await actor.click(within(rowOf('QT20261122001')).getByRole('button', { name: /详\s*情/ }));
    expect(await screen.findByText('广东省制造业企业名录-20261122.xlsx')).toBeInTheDocument();
    expect(screen.getByText('订单详情 QT20261122001')).toBeInTheDocument();
    expect(screen.getByText('首次发送')).toBeInTheDocument();
    expect(screen.getByText('TXN001', { selector: 'td' })).toBeInTheDocument();

    await actor.click(within(rowOf('QT20261122001')).getByRole('button', { name: '补发数据' }));
    const dialog = await findDialog('补发数据');
    await actor.click(within(dialog).getByLabelText('收件邮箱'));
    await actor.paste('boss@example.com');
    await actor.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, '/api/malldata/ordermanage/1/resend')).toEqual([
        { email: 'boss@example.com' },
      ]),
    );
    expect(
      await screen.findByText('已安排发送至 boss@example.com，稍后可在发送记录中查看结果'),
    ).toBeInTheDocument();
  });

  it('exports the current search as .xlsx', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:order:list', 'mall:order:export'] }));
    const fetchMock = installFakeServer({
      [LIST]: () => envelopeResponse({ list: [paid], total: 1 }),
      '/api/malldata/ordermanage/export': () =>
        new Response('xlsx', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('商城订单-20261122-100000.xlsx')}`,
          },
        }),
    });
    const created = vi.fn(() => 'blob:orders');
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const actor = userEvent.setup();
    renderWithProviders(<OrderManagePage />);
    await screen.findByText('QT20261122001');
    await actor.click(screen.getByLabelText('关键词'));
    await actor.paste('QT2026');
    await actor.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('导出完成')).toBeInTheDocument();
    const url = fetchMock.mock.calls
      .map(([u]) => u)
      .find((u) => u.startsWith('/api/malldata/ordermanage/export'));
    expect(url).toBe('/api/malldata/ordermanage/export?keyword=QT2026');
    expect(created).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
});
