import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { ActionMessages as M, ActionPaths as P, LeadPaths, type Page, type VisitRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { okButton } from '../../test/antd-queries.ts';
import { api, fastUser, fetched, lastQuery, LEADS, SLOW, visitRow } from './test-fixtures.ts';
import { VisitsPage } from './VisitsPage.tsx';

dayjs.extend(utc);
dayjs.extend(timezone);

const ALL = [
  'action:visit:list',
  'action:visit:create',
  'action:visit:update',
  'action:visit:delete',
  'sale:follow:list',
];

const VISITS = [
  visitRow(),
  visitRow({
    visit_id: 42,
    lead_id: 12,
    company_id: 502,
    company_name: '杭州云栖数据有限公司',
    status: 'done',
    checked_in_at: '2026-11-24 15:10:00',
    outcome: '客户同意试用',
  }),
];

function serve() {
  return installFakeServer({
    [api(P.visits)]: () => envelopeResponse({ list: VISITS, total: VISITS.length } satisfies Page<VisitRow>),
    [api(LeadPaths.list)]: () => envelopeResponse({ list: LEADS, total: LEADS.length }),
    [api(P.visitCreate)]: () => envelopeResponse({ message: M.visitPlanned, visit_id: 43 }),
    [api('/action/visit/41')]: () => envelopeResponse({ message: M.saved }),
    [api('/action/visit/41/checkin')]: () => envelopeResponse({ message: M.checkedIn }),
    [api('/action/visit/41/cancel')]: () => envelopeResponse({ message: M.visitCancelled }),
  });
}

/** A day 10 days ahead, as the picker's text and as the instant the form must send (China time). */
const AHEAD = dayjs().add(10, 'day').format('YYYY-MM-DD');
const aheadInstant = (hm: string) => dayjs.tz(`${AHEAD} ${hm}`, 'Asia/Shanghai').toISOString();

describe('拜访记录 (/action/visit)', SLOW, () => {
  it('lists the visits with the lead link, status in words and the check-in', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<VisitsPage />, { route: '/action/visit' });

    const link = await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(link).toHaveAttribute('href', '/sale/lead/11');
    const done = screen.getByText('杭州云栖数据有限公司').closest('tr')!;
    expect(within(done).getByText('已拜访')).toBeInTheDocument();
    expect(within(done).getByText('2026-11-24 15:10')).toBeInTheDocument();
    expect(within(done).getByText('客户同意试用')).toBeInTheDocument();
    // only a planned visit can be checked in, changed or cancelled
    expect(within(done).queryByRole('button', { name: /签到/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '签到：深圳市蓝鲸科技有限公司' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消拜访：深圳市蓝鲸科技有限公司' })).toBeInTheDocument();
    const q = lastQuery(fetchMock, api(P.visits));
    expect(q.get('sort')).toBe('planned_at');
    expect(q.get('order')).toBe('desc');
  });

  it('creates a visit: lead from the picker search, planned_at as an ISO instant, purpose and address', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<VisitsPage />, { route: '/action/visit' });
    const user = fastUser();
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });

    await user.click(screen.getByRole('button', { name: /新建拜访/ }));
    const dialog = await findDialog('新建拜访');
    // nothing is sent while the required fields are empty
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText(M.leadRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.plannedAtRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.purposeRequired)).toBeInTheDocument();

    const picker = within(dialog).getByRole('combobox', { name: '客户' });
    await user.click(picker);
    await user.paste('云栖');
    // the search waits for the typing to pause, then asks for the company name
    await waitFor(() => expect(lastQuery(fetchMock, api(LeadPaths.list)).get('keyword')).toBe('云栖'));
    await user.click(await screen.findByTitle('杭州云栖数据有限公司'));

    const when = within(dialog).getByLabelText('计划拜访时间');
    await user.click(when);
    await user.type(when, `${AHEAD} 14:30{Enter}`);
    await pasteInto(user, within(dialog).getByLabelText('拜访地址'), ' 杭州市西湖区文三路 ');
    await pasteInto(user, within(dialog).getByLabelText('拜访目的'), '洽谈年度合作');
    await user.click(okButton(dialog));

    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.visitCreate))).toEqual([
        {
          lead_id: 12,
          planned_at: aheadInstant('14:30'),
          purpose: '洽谈年度合作',
          address: '杭州市西湖区文三路',
        },
      ]),
    );
    expect(await screen.findByText(M.visitPlanned)).toBeInTheDocument();
    await waitFor(() => expect(fetched(fetchMock, api(P.visits)).length).toBeGreaterThan(1));
  });

  it('check-in requires the outcome, then posts it with the next step', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<VisitsPage />, { route: '/action/visit' });
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '签到：深圳市蓝鲸科技有限公司' }));
    const dialog = await findDialog('拜访签到');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText(M.outcomeRequired)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api('/action/visit/41/checkin'))).toEqual([]);

    await pasteInto(user, within(dialog).getByLabelText('拜访结果'), ' 见到采购总监，确认预算 ');
    await pasteInto(user, within(dialog).getByLabelText('下一步计划'), '发送报价单');
    await user.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/action/visit/41/checkin'))).toEqual([
        { outcome: '见到采购总监，确认预算', next_action: '发送报价单' },
      ]),
    );
    expect(await screen.findByText(M.checkedIn)).toBeInTheDocument();
  });

  it('opened for one lead (?lead_id=): lists its visits and a new visit preselects it', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<VisitsPage />, { route: '/action/visit?lead_id=11' });
    const user = fastUser();

    expect(await screen.findByText('仅显示「深圳市蓝鲸科技有限公司」的记录')).toBeInTheDocument();
    expect(lastQuery(fetchMock, api(P.visits)).get('lead_id')).toBe('11');
    await user.click(screen.getByRole('button', { name: /新建拜访/ }));
    const dialog = await findDialog('新建拜访');
    const field = within(dialog).getByRole('combobox', { name: '客户' }).closest('.ant-select')!;
    await waitFor(() => expect(field).toHaveTextContent('深圳市蓝鲸科技有限公司'));
  });

  it('changes a planned visit (PUT) and offers no buttons without the permissions', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ALL }));
    const { unmount } = renderWithProviders(<VisitsPage />, { route: '/action/visit' });
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '修改：深圳市蓝鲸科技有限公司' }));
    const dialog = await findDialog('修改拜访');
    const purpose = within(dialog).getByLabelText('拜访目的');
    await user.clear(purpose);
    await user.paste('复盘试用情况');
    // the planned time is already set; move it into the future so the form accepts it
    const when = within(dialog).getByLabelText('计划拜访时间');
    await user.clear(when);
    await user.type(when, `${AHEAD} 09:00{Enter}`);
    await user.click(okButton(dialog));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/action/visit/41'))).toEqual([
        { planned_at: aheadInstant('09:00'), purpose: '复盘试用情况', address: '深圳市南山区科技园' },
      ]),
    );
    unmount();

    signIn(userInfo({ authList: ['action:visit:list'] }));
    renderWithProviders(<VisitsPage />, { route: '/action/visit' });
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('button', { name: /新建拜访/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /签到：/ })).not.toBeInTheDocument();
  });
});
