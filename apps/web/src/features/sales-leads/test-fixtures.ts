import { expect } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ClientRow,
  ContractRow,
  LeadLabel,
  LeadRow,
  OrderRow,
  SaleLabelRow,
  UsrCate,
  VisitRow,
} from '@qishu/contract';
import type { installFakeServer } from '../../test/fake-server.ts';

/**
 * The sales-lead and 客户管理 pages' tests: what they share (the user, the addresses, the rows they
 * answer); each test overrides what it is about.
 */

export const SLOW = { timeout: 60_000 };
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
export const api = (path: string) => `/api${path}`;

/** The organisation's one label, 重点客户. */
export const LABELS: SaleLabelRow[] = [
  { label_id: 3, name: '重点客户', color: 'red', lead_count: 4, created_at: '2026-11-01 09:00:00' },
];
/** 重点客户 as a lead carries it. */
export const KEY_LABEL: LeadLabel = { label_id: 3, name: '重点客户', color: 'red' };

/** The lead the rows are of: 深圳市蓝鲸科技有限公司 (lead 11, company 501). */
const LEAD_11 = { lead_id: 11, company_id: 501, company_name: '深圳市蓝鲸科技有限公司' };
/** Its owner, 林晓峰 (user 7). */
const OWNER_7 = { owner_id: 7, owner_name: '林晓峰' };

/** A lead row: 深圳市蓝鲸科技有限公司 (lead 11, company 501), 新线索, owned by 林晓峰 (user 7), no labels. */
export function leadRow(over: Partial<LeadRow> = {}): LeadRow {
  return {
    ...LEAD_11,
    ...OWNER_7,
    stage: 'new',
    amount_fen: 0,
    labels: [],
    updated_at: '2026-11-26 15:30:12',
    next_follow_at: null,
    next_action: null,
    last_follow_at: null,
    ...over,
  };
}

/** The same lead in the shared pool (no owner). */
export const poolLead = (over: Partial<LeadRow> = {}) =>
  leadRow({ owner_id: null, owner_name: null, ...over });

/** The leads the 客户 picker finds: lead 11 and 杭州云栖数据有限公司 (lead 12, company 502), both 洽谈中. */
export const LEADS = [
  leadRow({ stage: 'negotiating' }),
  leadRow({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司', stage: 'negotiating' }),
];

/** Checks that `root` holds the 线索详情 link of `company`, named after it, to the lead's page. */
export function expectLeadDetailLink(root: HTMLElement, company = '深圳市蓝鲸科技有限公司', leadId = 11) {
  expect(within(root).getByRole('link', { name: `线索详情：${company}` })).toHaveAttribute(
    'href',
    `/sale/lead/${leadId}`,
  );
}

/** A group of collected leads: 重点客户 (id 1), top level, 张三's (user 7), 1,280 leads, one subgroup. */
export function groupRow(over: Partial<UsrCate> = {}): UsrCate {
  return {
    id: 1,
    name: '重点客户',
    orders: 1,
    parent_id: 0,
    parent_name: null,
    level: 1,
    user_id: 7,
    user_name: '张三',
    usr_agent_id: 200,
    agent_name: null,
    label_number: 1280,
    child_count: 1,
    created_at: '2026-11-20 09:00:00',
    ...over,
  };
}

/** The addresses fetched whose path is `path` (with their query strings), in order. */
export const fetched = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

/** The query of the last call to `path`. */
export const lastQuery = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  new URLSearchParams(fetched(fetchMock, path).at(-1)?.split('?')[1] ?? '');

/** The query of every call to `path`, in order, as plain objects. */
export const queriesTo = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetched(fetchMock, path).map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));

/** A planned visit of lead 11 by 林晓峰. */
export function visitRow(over: Partial<VisitRow> = {}): VisitRow {
  return {
    visit_id: 41,
    ...LEAD_11,
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

/** Contract HT-2026-001 of lead 11: ¥100,000.00, ¥60,000.00 received, 执行中, one attachment. */
export function contractRow(over: Partial<ContractRow> = {}): ContractRow {
  return {
    contract_id: 61,
    ...LEAD_11,
    code: 'HT-2026-001',
    title: '年度数据服务合同',
    amount_fen: 10_000_000,
    received_fen: 6_000_000,
    signed_on: '2026-11-20',
    start_on: '2026-12-01',
    end_on: '2027-11-30',
    status: 'executing',
    remark: null,
    ...OWNER_7,
    attachment_count: 1,
    created_at: '2026-11-20 10:00:00',
    ...over,
  };
}

/** An order of lead 11 under contract HT-2026-001: ¥25,000.00, 已付款, no attachments. */
export function orderRow(over: Partial<OrderRow> = {}): OrderRow {
  return {
    order_id: 81,
    ...LEAD_11,
    contract_id: 61,
    contract_code: 'HT-2026-001',
    title: '华南企业名录数据包',
    amount_fen: 2_500_000,
    ordered_on: '2026-11-25',
    status: 'paid',
    remark: null,
    ...OWNER_7,
    attachment_count: 0,
    created_at: '2026-11-25 09:00:00',
    ...over,
  };
}

/** Lead 11 as a client (won), labelled 重点客户, with its contracts' and orders' sums. */
export function clientRow(over: Partial<ClientRow> = {}): ClientRow {
  return {
    ...LEAD_11,
    ...OWNER_7,
    labels: [KEY_LABEL],
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
