import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PrecisePaths,
  ShopDeliveryPaths,
  type GetAccurateOrderListResponse,
  type PreciseOrder,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { PreciseOrderList } from './PreciseOrderList.tsx';

const LIST = `/api${PrecisePaths.getAccurateOrderList}`;
const SEND = `/api${ShopDeliveryPaths.sendEmailDatas}`;
const DOWNLOAD = `/api${ShopDeliveryPaths.downloadDirectly}`;

function order(over: Partial<PreciseOrder>): PreciseOrder {
  return {
    per_order_id: 1,
    order_code: 'PQ20261124001',
    order_name: '精准查询导出 12,345 条',
    search_arr: [],
    search_text: '经营状态：存续',
    nums: 12345,
    amount: '1234.50',
    order_status: 1,
    status: 1,
    order_created: '2026-11-24T01:00:00.000Z',
    exported_at: '2026-11-24T02:30:00.000Z',
    email: 'buyer@example.com',
    shop_search_condition_id: 41,
    is_send: 1,
    send_remark: null,
    ...over,
  };
}

beforeEach(() => signIn(userInfo({ sys_user_id: 7 })));
afterEach(() => vi.unstubAllGlobals());

describe('PreciseOrderList', () => {
  it('shows the empty state, and an error with a retry', async () => {
    let fail = true;
    installFakeServer({
      [LIST]: () =>
        fail
          ? envelopeResponse(null, 500, '服务器开小差了', 500)
          : envelopeResponse({ res: [], count: 0 } satisfies GetAccurateOrderListResponse),
    });
    renderWithProviders(<PreciseOrderList />);
    expect(await screen.findByText('精准查询订单加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('暂无精准查询数据')).toBeInTheDocument();
  });

  it('lists orders: cut conditions, export time with 发送到邮箱 and 下载数据; order time with 去支付', async () => {
    const long = '地区：浙江省'.padEnd(200, '，行业：软件');
    const fetchMock = installFakeServer({
      [LIST]: () =>
        envelopeResponse({
          res: [
            order({ search_text: long }),
            order({
              per_order_id: 2,
              order_code: 'PQ20261124002',
              order_status: 0,
              status: 0,
              exported_at: null,
              is_send: 0,
            }),
          ],
          count: 2,
        } satisfies GetAccurateOrderListResponse),
      [SEND]: () => envelopeResponse({ message: '数据已发送至您的邮箱，请注意查收' }),
      [DOWNLOAD]: () =>
        envelopeResponse({
          url: '/api/download/t1',
          file_name: 'a.xlsx',
          expires_at: '2026-11-27T00:00:00Z',
        }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<PreciseOrderList />);

    const list = await screen.findByRole('list', { name: '精准查询订单' });
    const [exported, unpaid] = within(list).getAllByRole('listitem');
    expect(within(exported!).getByText(`${Array.from(long).slice(0, 120).join('')}…`)).toBeInTheDocument();
    expect(within(exported!).getByText(/导出时间/)).toHaveTextContent('2026-11-24 10:30');
    expect(within(exported!).getByText('12,345 条')).toBeInTheDocument();
    expect(within(exported!).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(unpaid!).getByText(/下单时间/)).toHaveTextContent('2026-11-24 09:00');
    expect(within(unpaid!).queryByRole('button', { name: /下载数据/ })).not.toBeInTheDocument();
    expect(within(unpaid!).getByRole('button', { name: /去支付/ })).toBeInTheDocument();

    // 下载数据: DownloadDirectly with per_order_id, then the link
    fireEvent.click(within(exported!).getByRole('button', { name: /下载数据/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(postedBodies(fetchMock, DOWNLOAD)).toEqual([{ per_order_id: 1 }]);

    // 发送到邮箱: asks for an address (checked on change), then sendEmailDatas
    fireEvent.click(within(exported!).getByRole('button', { name: /发送到邮箱/ }));
    const dialog = await findDialog('发送数据到邮箱');
    const email = within(dialog).getByRole('textbox', { name: '接收邮箱' });
    expect(email).toHaveValue('buyer@example.com');
    fireEvent.change(email, { target: { value: 'other@' } });
    expect(await within(dialog).findByText('请输入正确的邮箱！')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'other@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, SEND)).toEqual([{ per_order_id: 1, email: 'other@example.com' }]),
    );
    expect(await screen.findByText('数据已发送至您的邮箱，请注意查收')).toBeInTheDocument();
    click.mockRestore();
  });
});
