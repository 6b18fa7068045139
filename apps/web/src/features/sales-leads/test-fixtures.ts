import { expect } from 'vitest';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadLabel, LeadRow, SaleLabelRow } from '@qishu/contract';
import type { installFakeServer } from '../../test/fake-server.ts';

/** The sales-lead pages' tests: what they share (the user, the addresses, the rows they answer). */

export const SLOW = { timeout: 60_000 };
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
export const api = (path: string) => `/api${path}`;

/** The organisation's one label, 重点客户. */
export const LABELS: SaleLabelRow[] = [
  { label_id: 3, name: '重点客户', color: 'red', lead_count: 4, created_at: '2026-11-01 09:00:00' },
];
/** 重点客户 as a lead carries it. */
export const KEY_LABEL: LeadLabel = { label_id: 3, name: '重点客户', color: 'red' };

/** A lead row: 深圳市蓝鲸科技有限公司 (lead 11, company 501), 新线索, owned by 林晓峰 (user 7), no labels. */
export function leadRow(over: Partial<LeadRow> = {}): LeadRow {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    owner_id: 7,
    owner_name: '林晓峰',
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

/** Checks that `root` holds the 线索详情 link of `company`, named after it, to the lead's page. */
export function expectLeadDetailLink(root: HTMLElement, company = '深圳市蓝鲸科技有限公司', leadId = 11) {
  expect(within(root).getByRole('link', { name: `线索详情：${company}` })).toHaveAttribute(
    'href',
    `/sale/lead/${leadId}`,
  );
}

/** The addresses fetched whose path is `path` (with their query strings), in order. */
export const fetched = (fetchMock: ReturnType<typeof installFakeServer>, path: string) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);
