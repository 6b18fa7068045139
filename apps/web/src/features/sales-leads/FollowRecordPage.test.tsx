import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  FollowMessages as M,
  FollowPaths as P,
  type DueLead,
  type DueRange,
  type FollowRecord,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { FollowRecordPage } from './FollowRecordPage.tsx';
import { recordFilters } from './FollowRecordList.tsx';
import { api, expectLeadDetailLink, fastUser, SLOW } from './test-fixtures.ts';

const ALL = ['sale:record:list', 'sale:follow:create'];

type FetchMock = ReturnType<typeof installFakeServer>;

/** The query strings of the calls made to `path`, in order. */
const queriesTo = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.split('?')[0] === path)
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));

/** The query of the call being answered (the fake server records a call before answering it). */
const current = (fetchMock: FetchMock) =>
  new URLSearchParams(fetchMock.mock.calls.at(-1)?.[0].split('?')[1] ?? '');

function dueLead(over: Partial<DueLead> = {}): DueLead {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    stage: 'contacted',
    next_action: '发送报价单',
    next_at: '2026-11-20 09:00:00',
    last_follow_at: null,
    ...over,
  };
}

function record(over: Partial<FollowRecord> = {}): FollowRecord {
  return {
    follow_id: 901,
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    kind: 'visit',
    content: '拜访了采购负责人，对年度数据包有兴趣',
    next_action: '发送报价单',
    next_at: '2026-12-01 09:00:00',
    user_id: 7,
    user_name: '林晓峰',
    created_at: '2026-11-26 15:30:12',
    ...over,
  };
}

function serveDue(byRange: Record<DueRange, DueLead[]>) {
  const counts = {
    overdue: byRange.overdue.length,
    today: byRange.today.length,
    week: byRange.week.length + 10,
  };
  const fetchMock: FetchMock = installFakeServer({
    [api(P.due)]: () => {
      const list = byRange[current(fetchMock).get('range') as DueRange];
      return envelopeResponse({ list, total: list.length, counts });
    },
    [api(P.log)]: () => envelopeResponse({ message: M.logged, follow_id: 902 }),
    [api(P.records)]: () => envelopeResponse({ list: [], total: 0 }),
  });
  return fetchMock;
}

describe('跟进记录 (/sale/record) · 今日待办', SLOW, () => {
  it('opens on 已逾期 with the counts, marks overdue ones in words, and switches range', async () => {
    const fetchMock = serveDue({
      overdue: [dueLead(), dueLead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司' })],
      today: [],
      week: [
        dueLead({
          lead_id: 13,
          company_id: 503,
          company_name: '苏州工业园区星河软件有限公司',
          next_action: null,
          next_at: '2099-01-05 10:30:00',
          last_follow_at: '2026-11-25 14:00:00',
        }),
      ],
    });
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record' });

    const overdue = await screen.findByRole('radio', { name: '已逾期 (2)' });
    expect(overdue).toBeChecked();
    expect(screen.getByRole('radio', { name: '今天 (0)' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '未来 7 天 (11)' })).toBeInTheDocument();

    const link = await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(link).toHaveAttribute('href', '/data/details/501');
    const row = link.closest('tr')!;
    expectLeadDetailLink(row);
    expect(within(row).getByText('已联系')).toBeInTheDocument();
    expect(within(row).getByText('发送报价单')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-20 09:00')).toBeInTheDocument();
    expect(within(row).getByText('已逾期')).toBeInTheDocument();
    expect(within(row).getByText('尚未跟进')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '记录跟进：深圳市蓝鲸科技有限公司' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, api(P.due)).map((q) => q.get('range'))).toEqual(['overdue']);

    await fastUser().click(screen.getByRole('radio', { name: '未来 7 天 (11)' }));
    const later = (await screen.findByRole('link', { name: '苏州工业园区星河软件有限公司' })).closest('tr')!;
    expect(within(later).getByText('2099-01-05 10:30')).toBeInTheDocument();
    expect(within(later).queryByText('已逾期')).not.toBeInTheDocument();
    expect(within(later).getByText('2026-11-25 14:00')).toBeInTheDocument();
    expect(queriesTo(fetchMock, api(P.due)).at(-1)?.get('range')).toBe('week');
    expect(queriesTo(fetchMock, api(P.due)).at(-1)?.get('page')).toBe('1');
  });

  it('opens on 今天 when nothing is overdue, and says what to do when it is empty', async () => {
    const fetchMock = serveDue({ overdue: [], today: [], week: [] });
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record?tab=today' });
    await waitFor(() => expect(screen.getByRole('radio', { name: '今天 (0)' })).toBeChecked());
    expect(await screen.findByText('今天没有到期的跟进。')).toBeInTheDocument();
    expect(screen.getByText(/点「记录跟进」并填写下一步计划和下次跟进时间/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去线索跟进' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, api(P.due)).map((q) => q.get('range'))).toEqual(['overdue', 'today']);
  });

  it('logs a follow-up from a due lead and reloads the due list', async () => {
    const fetchMock = serveDue({ overdue: [dueLead()], today: [], week: [] });
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record' });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '记录跟进：深圳市蓝鲸科技有限公司' }));
    const dialog = await findDialog('记录跟进');
    await user.click(within(dialog).getByRole('radio', { name: '微信' }));
    await pasteInto(user, within(dialog).getByLabelText('跟进内容'), '微信发送了产品资料');
    const before = queriesTo(fetchMock, api(P.due)).length;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.log))).toEqual([
        { lead_id: 11, kind: 'wechat', content: '微信发送了产品资料' },
      ]),
    );
    expect(await screen.findByText(M.logged)).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(fetchMock, api(P.due)).length).toBeGreaterThan(before));
  });

  it('on a phone puts each range’s count under its name (未来 7 天 fits at 390 px), and lists cards', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
    try {
      serveDue({ overdue: [dueLead()], today: [], week: [] });
      signIn(userInfo({ authList: ALL }));
      renderWithProviders(<FollowRecordPage />, { route: '/sale/record' });
      // the same names for a screen reader, the count on a line of its own
      const week = await screen.findByRole('radio', { name: '未来 7 天 (10)' });
      const label = week.closest('.ant-segmented-item')!;
      expect(within(label as HTMLElement).getByText('(10)')).toBeInTheDocument();
      expect(within(label as HTMLElement).getByText('未来 7 天')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '已逾期 (1)' })).toBeChecked();
      // a card per lead, with both links
      expect(await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
        'href',
        '/data/details/501',
      );
      expectLeadDetailLink(document.body);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('says so without the permission', async () => {
    serveDue({ overdue: [], today: [], week: [] });
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record' });
    expect(await screen.findByText('当前角色无权查看跟进记录')).toBeInTheDocument();
  });
});

describe('跟进记录 (/sale/record) · 跟进记录', SLOW, () => {
  it('lists the records, sends the filters in the query, pages, and starts a new search at page 1', async () => {
    const fetchMock = installFakeServer({
      [api(P.records)]: () =>
        envelopeResponse({
          list: [
            record(),
            record({ follow_id: 902, kind: 'call', next_action: null, next_at: null, user_name: null }),
          ],
          total: 45,
        }),
      [api(P.due)]: () => envelopeResponse({ list: [], total: 0, counts: { overdue: 0, today: 0, week: 0 } }),
    });
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record?tab=records' });
    const user = fastUser();

    const row = (await screen.findByText('拜访')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/data/details/501',
    );
    expectLeadDetailLink(row);
    expect(within(row).getByText('2026-11-26 15:30')).toBeInTheDocument();
    expect(within(row).getByText('拜访了采购负责人，对年度数据包有兴趣')).toBeInTheDocument();
    expect(within(row).getByText('发送报价单')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-01 09:00')).toBeInTheDocument();
    expect(within(row).getByText('林晓峰')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(fetchMock, api(P.records))[0]!)).toEqual({ page: '1', limit: '20' });

    // every filter is labelled, the date range's two inputs each
    expect(screen.getByLabelText('跟进日期')).toHaveAttribute('placeholder', '开始日期');
    expect(screen.getByLabelText('跟进日期（结束）')).toHaveAttribute('placeholder', '结束日期');

    // search: the name and the way go into the query
    await pasteInto(user, screen.getByLabelText('企业名称'), ' 蓝鲸 ');
    await chooseOption(user, document.body, '跟进方式', '拜访');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(fetchMock, api(P.records)).at(-1)!)).toEqual({
        keyword: '蓝鲸',
        kind: 'visit',
        page: '1',
        limit: '20',
      }),
    );

    // page 2 keeps the filters
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(fetchMock, api(P.records)).at(-1)!)).toEqual({
        keyword: '蓝鲸',
        kind: 'visit',
        page: '2',
        limit: '20',
      }),
    );

    // a new search starts again at page 1
    await chooseOption(user, document.body, '跟进方式', '电话');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(fetchMock, api(P.records)).at(-1)!)).toEqual({
        keyword: '蓝鲸',
        kind: 'call',
        page: '1',
        limit: '20',
      }),
    );

    // 重置 clears the search (the unfiltered first page is still cached: no new call needed)
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByLabelText('企业名称')).toHaveValue(''));
  });

  it('turns the date range into whole China-time days', () => {
    expect(
      recordFilters({ keyword: '  ', range: [dayjs('2026-11-01 13:00'), dayjs('2026-11-30 08:00')] }),
    ).toEqual({ start_time: '2026-10-31T16:00:00.000Z', end_time: '2026-11-30T15:59:59.999Z' });
  });

  it('switches tabs in the address', async () => {
    installFakeServer({
      [api(P.records)]: () => envelopeResponse({ list: [], total: 0 }),
      [api(P.due)]: () => envelopeResponse({ list: [], total: 0, counts: { overdue: 0, today: 0, week: 0 } }),
    });
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<FollowRecordPage />, { route: '/sale/record?tab=records' });
    expect(await screen.findByText('没有符合条件的跟进记录')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '跟进记录' })).toHaveAttribute('aria-selected', 'true');
    await fastUser().click(screen.getByRole('tab', { name: '今日待办' }));
    expect(await screen.findByText('今天没有到期的跟进。')).toBeInTheDocument();
  });
});
