import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  AssignMessages as M,
  AssignPaths as P,
  LeadPaths,
  SaleLabelPaths,
  type ClaimRow,
  type LeadRow,
  type Page,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { LeadApplyPage } from './LeadApplyPage.tsx';
import { api, fastUser, fetched, LABELS, poolLead, SLOW } from './test-fixtures.ts';

const APPLY = ['sale:apply:list', 'sale:apply:create', 'sale:follow:list', 'sale:label:list'];

const LEADS = [poolLead(), poolLead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司' })];

function claim(over: Partial<ClaimRow> = {}): ClaimRow {
  return {
    claim_id: 31,
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    user_id: 9,
    user_name: '陈可',
    reason: '已与对方有过接触',
    status: 'pending',
    decided_by_name: null,
    decide_note: null,
    created_at: '2026-11-26 10:00:00',
    decided_at: null,
    ...over,
  };
}

function serve(claims: ClaimRow[] = [claim()]) {
  return installFakeServer({
    [api(LeadPaths.list)]: () =>
      envelopeResponse({ list: LEADS, total: LEADS.length } satisfies Page<LeadRow>),
    [api(SaleLabelPaths.list)]: () => envelopeResponse(LABELS),
    [api(P.claim)]: () => envelopeResponse({ message: M.claimed(1, 1), created: 1 }),
    [api(P.claims)]: () => envelopeResponse({ list: claims, total: claims.length } satisfies Page<ClaimRow>),
    [api('/sale/claim/31/decide')]: (body) =>
      envelopeResponse({
        message: (body as { approve: boolean }).approve ? M.claimApproved : M.claimRejected,
      }),
  });
}

describe('线索申领 (/sale/apply)', SLOW, () => {
  it('applies to claim the chosen pool leads with a reason, filtered by label', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: APPLY }));
    renderWithProviders(<LeadApplyPage />, { route: '/sale/apply' });
    const user = fastUser();

    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(fetched(fetchMock, api(LeadPaths.list)).at(-1)).toContain('pool=true');
    await chooseOption(user, document.body, '标签', '重点客户');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetched(fetchMock, api(LeadPaths.list)).at(-1)).toContain('label_id=3'));

    expect(screen.getByRole('button', { name: /申请领取/ })).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: '选择 深圳市蓝鲸科技有限公司' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 杭州云栖数据有限公司' }));
    await user.click(screen.getByRole('button', { name: /申请领取/ }));
    const dialog = await findDialog('申请领取 2 条线索');
    await pasteInto(user, within(dialog).getByLabelText('申请说明'), '已与对方有过接触');
    await user.click(within(dialog).getByRole('button', { name: /申请领取/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.claim))).toEqual([
        { lead_ids: [11, 12], reason: '已与对方有过接触' },
      ]),
    );
    expect(await screen.findByText(M.claimed(1, 1))).toBeInTheDocument();
  });

  it('lists my claims with their status in words (我的申请)', async () => {
    const fetchMock = serve([
      claim({
        status: 'rejected',
        decided_by_name: '王经理',
        decide_note: '已由同事跟进',
        decided_at: '2026-11-26 12:00:00',
      }),
    ]);
    signIn(userInfo({ authList: APPLY }));
    renderWithProviders(<LeadApplyPage />, { route: '/sale/apply?tab=mine' });
    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(within(row).getByText('已驳回')).toBeInTheDocument();
    expect(within(row).getByText('已由同事跟进')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 10:00')).toBeInTheDocument();
    expect(fetched(fetchMock, api(P.claims)).at(-1)).not.toContain('review=');
    // 待审核 is offered only with public:apply:audit
    expect(screen.queryByRole('tab', { name: '待审核' })).not.toBeInTheDocument();
  });

  it('rejects a claim only with a reason (待审核), and approves after confirming', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: [...APPLY, 'public:apply:audit'] }));
    renderWithProviders(<LeadApplyPage />, { route: '/sale/apply?tab=review' });
    const user = fastUser();

    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    const asked = fetched(fetchMock, api(P.claims)).at(-1)!;
    expect(asked).toContain('review=true');
    expect(asked).toContain('status=pending');
    expect(within(row).getByText('陈可')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '驳回：深圳市蓝鲸科技有限公司' }));
    const dialog = await findDialog('驳回申请');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await within(dialog).findByText('驳回时请填写原因')).toBeInTheDocument();
    expect(postedBodies(fetchMock, api('/sale/claim/31/decide'))).toEqual([]);
    await pasteInto(user, within(dialog).getByLabelText('驳回原因'), '该企业已由其他同事跟进');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/sale/claim/31/decide'))).toEqual([
        { approve: false, note: '该企业已由其他同事跟进' },
      ]),
    );
    expect(await screen.findByText(M.claimRejected)).toBeInTheDocument();
    // the list loads again
    await waitFor(() => expect(fetched(fetchMock, api(P.claims)).length).toBeGreaterThan(1));

    await user.click(within(row).getByRole('button', { name: '通过：深圳市蓝鲸科技有限公司' }));
    const question = await screen.findByText(/通过对「深圳市蓝鲸科技有限公司」的领取申请/);
    await user.click(
      within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: /通\s*过/ }),
    );
    await waitFor(() =>
      expect(postedBodies(fetchMock, api('/sale/claim/31/decide')).at(-1)).toEqual({ approve: true }),
    );
  });

  it('shows the pool without claiming for a role without sale:apply:create, and 403 without sale:apply:list', async () => {
    serve();
    signIn(userInfo({ authList: ['sale:apply:list', 'sale:follow:list'] }));
    const { unmount } = renderWithProviders(<LeadApplyPage />, { route: '/sale/apply' });
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('button', { name: /申请领取/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '标签' })).not.toBeInTheDocument();
    unmount();

    signIn(userInfo({ authList: [] }));
    renderWithProviders(<LeadApplyPage />, { route: '/sale/apply' });
    expect(await screen.findByText('当前角色无权查看线索申领')).toBeInTheDocument();
  });
});
