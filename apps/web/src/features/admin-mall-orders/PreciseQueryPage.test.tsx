import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PreciseAdminRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { PreciseQueryPage } from './PreciseQueryPage.tsx';

const LIST = '/api/malldata/precisequery';

function row(over: Partial<PreciseAdminRow>): PreciseAdminRow {
  return {
    per_order_id: 8,
    order_code: 'PQ20261124008',
    order_name: '精准查询导出 12,345 条',
    search_arr: [
      { title: '所在地区', value: '浙江省' },
      { title: '联系方式', value: '有邮箱' },
    ],
    search_text: '所在地区：浙江省；联系方式：有邮箱',
    nums: 12345,
    amount: '740.70',
    order_status: 1,
    status: 1,
    order_created: '2026-11-24T01:00:00.000Z',
    exported_at: '2026-11-24T01:05:00.000Z',
    email: 'buyer@example.com',
    shop_search_condition_id: 41,
    is_send: 1,
    send_remark: null,
    sys_user_id: 9,
    username: '13600000000',
    realname: '王购物',
    usr_agent_id: 2,
    agent_name: '商城用户',
    paid_at: '2026-11-24T01:01:00.000Z',
    delivery_count: 1,
    data_delivery_id: 31,
    ...over,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreciseQueryPage (/malldata/precisequery)', () => {
  it('lists precise orders, searches, shows the conditions and resends', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['mall:precise:list', 'mall:precise:resend'] }));
    const unpaid = row({
      per_order_id: 9,
      order_code: 'PQ20261124009',
      status: 0,
      order_status: 0,
      is_send: 0,
      paid_at: null,
      exported_at: null,
      data_delivery_id: null,
      delivery_count: 0,
    });
    const fetchMock = installFakeServer({
      [LIST]: () => envelopeResponse({ list: [row({}), unpaid], total: 2 }),
      [`${LIST}/8/resend`]: (body) =>
        envelopeResponse({
          data_delivery_id: 32,
          email: (body as { email?: string }).email ?? 'buyer@example.com',
        }),
    });
    renderWithProviders(<PreciseQueryPage />);

    const first = within((await screen.findByText('PQ20261124008')).closest<HTMLElement>('tr')!);
    expect(first.getByText('王购物 13600000000')).toBeInTheDocument();
    expect(first.getByText('12,345')).toBeInTheDocument();
    expect(first.getByText('¥740.70')).toBeInTheDocument();
    expect(first.getByText('已导出')).toBeInTheDocument();
    expect(first.getByText('下单 2026-11-24 09:00')).toBeInTheDocument();
    // no download permission: no download button
    expect(first.queryByRole('button', { name: /下\s*载/ })).not.toBeInTheDocument();
    const second = within(screen.getByText('PQ20261124009').closest<HTMLElement>('tr')!);
    expect(second.getByText('未支付')).toBeInTheDocument();
    expect(second.getByRole('button', { name: '补发数据' })).toBeDisabled();

    // search: keyword and the export state go to the query
    fireEvent.change(screen.getByRole('textbox', { name: '关键词' }), { target: { value: '136' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => u.startsWith(`${LIST}?`) && u.includes('keyword=136'))).toBe(
        true,
      ),
    );

    // detail: the conditions one per line
    fireEvent.click(first.getByRole('button', { name: /详\s*情/ }));
    expect(await screen.findByText('精准查询订单 PQ20261124008')).toBeInTheDocument();
    expect(screen.getByText('有邮箱')).toBeInTheDocument();

    // 补发数据 → /malldata/precisequery/8/resend
    fireEvent.click(first.getByRole('button', { name: '补发数据' }));
    const dialog = await findDialog('补发数据');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存|提\s*交/ }));
    await waitFor(() => expect(postedBodies(fetchMock, `${LIST}/8/resend`)).toHaveLength(1));
  });
});
