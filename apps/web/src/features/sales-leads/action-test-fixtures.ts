import userEvent from '@testing-library/user-event';
import type { ClientRow, ContractRow, LeadRow, OrderRow, VisitRow } from '@qishu/contract';
import type { installFakeServer } from '../../test/fake-server.ts';

/** Rows of the 客户管理 calls for the page tests; each test overrides what it is about. */

export const SLOW = { timeout: 60_000 };
export const api = (path: string) => `/api${path}`;
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** The addresses fetched whose path is `path` (with their query strings). */
export const fetched = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

/** The query of the last call to `path`. */
export const lastQuery = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  new URLSearchParams(fetched(fetchMock, path).at(-1)?.split('?')[1] ?? '');

export function leadRow(over: Partial<LeadRow> = {}): LeadRow {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    owner_id: 7,
    owner_name: '林晓峰',
    stage: 'negotiating',
    amount_fen: 0,
    labels: [],
    updated_at: '2026-11-26 15:30:12',
    next_follow_at: null,
    next_action: null,
    last_follow_at: null,
    ...over,
  };
}

export const LEADS = [
  leadRow(),
  leadRow({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司' }),
];

export function visitRow(over: Partial<VisitRow> = {}): VisitRow {
  return {
    visit_id: 41,
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    user_id: 7,
    user_name: '林晓峰',
    planned_at: '2026-12-02 10:00:00',
    address: '深圳市南山区科技园',
    purpose: '演示数据产品',
    status: 'planned',
    checked_in_at: null,
    outcome: null,
    created_at: '2026-11-26 15:30:12',
    ...over,
  };
}

export function contractRow(over: Partial<ContractRow> = {}): ContractRow {
  return {
    contract_id: 61,
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    code: 'HT-2026-001',
    title: '年度数据服务合同',
    amount_fen: 10_000_000,
    received_fen: 6_000_000,
    signed_on: '2026-11-20',
    start_on: '2026-12-01',
    end_on: '2027-11-30',
    status: 'executing',
    remark: null,
    owner_id: 7,
    owner_name: '林晓峰',
    attachment_count: 1,
    created_at: '2026-11-20 10:00:00',
    ...over,
  };
}

export function orderRow(over: Partial<OrderRow> = {}): OrderRow {
  return {
    order_id: 81,
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    contract_id: 61,
    contract_code: 'HT-2026-001',
    title: '华南企业名录数据包',
    amount_fen: 2_500_000,
    ordered_on: '2026-11-25',
    status: 'paid',
    remark: null,
    owner_id: 7,
    owner_name: '林晓峰',
    attachment_count: 0,
    created_at: '2026-11-25 09:00:00',
    ...over,
  };
}

export function clientRow(over: Partial<ClientRow> = {}): ClientRow {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    owner_id: 7,
    owner_name: '林晓峰',
    labels: [{ label_id: 3, name: '重点客户', color: 'red' }],
    won_at: '2026-11-20 10:00:00',
    contract_count: 2,
    contract_fen: 123_456_789,
    received_fen: 6_000_000,
    order_count: 3,
    order_fen: 7_500_050,
    last_ordered_on: '2026-11-25',
    ...over,
  };
}
