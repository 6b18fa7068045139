import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ActionMessages as M,
  ActionPaths as P,
  LeadPaths,
  type Attachment,
  type ContractRow,
  type OrderRow,
  type Page,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { okButton } from '../../test/antd-queries.ts';
import { api, contractRow, fastUser, fetched, lastQuery, LEADS, orderRow, SLOW } from './test-fixtures.ts';
import { OrdersPage } from './OrdersPage.tsx';

const ALL = [
  'action:order:list',
  'action:order:create',
  'action:order:update',
  'action:order:delete',
  'sale:follow:list',
];

const ORDERS = [
  orderRow(),
  orderRow({ order_id: 82, title: '接口调用包', contract_id: null, contract_code: null }),
];
/** Each lead's contracts: the list call answers by its lead_id. */
const CONTRACTS: Record<string, ContractRow[]> = {
  '11': [contractRow()],
  '12': [
    contractRow({
      contract_id: 71,
      lead_id: 12,
      company_id: 502,
      company_name: '杭州云栖数据有限公司',
      code: 'HT-2026-007',
      title: '华东数据合作',
    }),
  ],
};
const UPLOAD = api('/action/orders/81/attachment');

function serve() {
  const fetchMock = installFakeServer({
    [api(P.orders)]: () => envelopeResponse({ list: ORDERS, total: ORDERS.length } satisfies Page<OrderRow>),
    [api(P.contracts)]: () => {
      // the handler sees no query: answer for the lead of the latest call
      const lead = lastQuery(fetchMock, api(P.contracts)).get('lead_id') ?? '';
      const list = CONTRACTS[lead] ?? [];
      return envelopeResponse({ list, total: list.length } satisfies Page<ContractRow>);
    },
    [api(LeadPaths.list)]: () => envelopeResponse({ list: LEADS, total: LEADS.length }),
    [api(P.orderCreate)]: () => envelopeResponse({ message: M.saved, order_id: 83 }),
    [api('/action/orders/81')]: () => envelopeResponse({ message: M.saved }),
    [api('/action/orders/81/attachments')]: () => envelopeResponse([] satisfies Attachment[]),
    [UPLOAD]: () => envelopeResponse({ message: M.attachmentUploaded, attachment_id: 9 }),
  });
  return fetchMock;
}

describe('业务订单 (/action/orders)', SLOW, () => {
  it('lists the orders with the contract code, money in yuan and the status in words', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<OrdersPage />, { route: '/action/orders' });

    const row = within((await screen.findByText('华南企业名录数据包')).closest('tr')!);
    expect(row.getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/sale/lead/11',
    );
    expect(row.getByText('HT-2026-001')).toBeInTheDocument();
    expect(row.getByText('¥25,000.00')).toBeInTheDocument();
    expect(row.getByText('已付款')).toBeInTheDocument();
    expect(row.getByText('2026-11-25')).toBeInTheDocument();
    expect(lastQuery(fetchMock, api(P.orders)).get('sort')).toBe('ordered_on');
  });

  it('the contract select offers only the chosen lead’s contracts; the order posts fen and the day', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<OrdersPage />, { route: '/action/orders' });
    const user = fastUser();
    await screen.findByText('华南企业名录数据包');

    await user.click(screen.getByRole('button', { name: /新建订单/ }));
    const dialog = await findDialog('新建订单');
    const d = within(dialog);
    // no contract before a client is chosen
    expect(d.getByRole('combobox', { name: '关联合同' })).toBeDisabled();
    expect(fetched(fetchMock, api(P.contracts))).toEqual([]);

    await user.click(d.getByRole('combobox', { name: '客户' }));
    await user.paste('云栖');
    await waitFor(() => expect(lastQuery(fetchMock, api(LeadPaths.list)).get('keyword')).toBe('云栖'));
    await user.click(await screen.findByTitle('杭州云栖数据有限公司'));

    await waitFor(() => expect(lastQuery(fetchMock, api(P.contracts)).get('lead_id')).toBe('12'));
    await chooseOption(user, dialog, '关联合同', 'HT-2026-007 · 华东数据合作');
    // the contracts were only ever asked for the chosen lead
    expect(
      fetched(fetchMock, api(P.contracts)).map((u) => new URLSearchParams(u.split('?')[1]).get('lead_id')),
    ).toEqual(['12']);

    await pasteInto(user, d.getByLabelText('订单名称'), '华东企业名录数据包');
    await pasteInto(user, d.getByLabelText('订单金额（元）'), '12345.67');
    await user.type(d.getByLabelText('下单日期'), '2026-11-28{Enter}');
    await user.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.orderCreate))).toEqual([
        {
          lead_id: 12,
          contract_id: 71,
          title: '华东企业名录数据包',
          amount_fen: 1234567,
          ordered_on: '2026-11-28',
          status: 'pending',
          remark: null,
        },
      ]),
    );
  });

  it('changing the client clears the contract of the other client', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<OrdersPage />, { route: '/action/orders' });
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '修改：华南企业名录数据包' }));
    const dialog = await findDialog('修改订单');
    const d = within(dialog);
    const contract = d.getByRole('combobox', { name: '关联合同' }).closest('.ant-select')!;
    await waitFor(() => expect(contract).toHaveTextContent('HT-2026-001'));
    expect(lastQuery(fetchMock, api(P.contracts)).get('lead_id')).toBe('11');
    expect(d.getByLabelText('订单金额（元）')).toHaveValue('25,000.00');

    await user.click(d.getByRole('combobox', { name: '客户' }));
    await user.click(await screen.findByTitle('杭州云栖数据有限公司'));
    await waitFor(() => expect(contract).not.toHaveTextContent('HT-2026-001'));
    await user.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/action/orders/81'))).toEqual([
        {
          lead_id: 12,
          contract_id: null,
          title: '华南企业名录数据包',
          amount_fen: 2500000,
          ordered_on: '2026-11-25',
          status: 'paid',
          remark: null,
        },
      ]),
    );
  });

  it('order attachments refuse a file of another type or over the size, without a request', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<OrdersPage />, { route: '/action/orders' });
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '附件：华南企业名录数据包（0 个）' }));
    const drawer = (await screen.findByText('附件 · 华南企业名录数据包')).closest<HTMLElement>(
      '.ant-drawer',
    )!;
    expect(await within(drawer).findByText('还没有附件')).toBeInTheDocument();
    const input = () => drawer.querySelector<HTMLInputElement>('input[type="file"]')!;

    const big = new File(['x'], '订单.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 });
    await user.upload(input(), big);
    expect(await within(drawer).findByText(M.attachmentTooLarge)).toBeInTheDocument();

    // a file the picker would hide (the user chose 所有文件) is refused by its type
    const anyFile = userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: 0 });
    await anyFile.upload(input(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await within(drawer).findByText(M.attachmentType)).toBeInTheDocument();
    expect(fetched(fetchMock, UPLOAD)).toEqual([]);
  });
});
