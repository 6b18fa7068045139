import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ActionMessages,
  ActionPaths,
  AssignMessages,
  AssignPaths,
  LeadPaths,
  SaleLabelMessages,
  SaleLabelPaths,
  fillPath,
  type LeadDetail,
  type Page,
  type SaleLabelRow,
  type TimelineItem,
  type VisitRow,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import { chooseOption, pasteInto } from '../../test/user-actions.ts';
import { LeadPage } from './LeadPage.tsx';
import { api, fastUser, fetched, SLOW, visitRow } from './test-fixtures.ts';

const FOLLOW = ['sale:follow:list', 'sale:follow:update', 'sale:follow:create'];
const LABELS_PERMS = ['sale:label:list', 'sale:label:update'];

const at = (path: string, id = 11) => api(fillPath(path, { id }));

function detail(over: Partial<LeadDetail> = {}): LeadDetail {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    ccode: '91440300MA5FXXXX1K',
    legal_person: '王海',
    reg_capital: 1000,
    reg_date: '2016-04-12',
    company_status: '存续',
    address: '深圳市南山区科技园',
    owner_id: 7,
    owner_name: '林晓峰',
    stage: 'interested',
    lost_reason: null,
    amount_fen: 1_250_000,
    source: 'seek',
    labels: [{ label_id: 1, name: '重点客户', color: 'red' }],
    next_follow_at: '2099-01-05 10:30:00',
    next_action: '发送报价单',
    last_follow_at: '2026-11-25 14:00:00',
    created_at: '2026-11-20 09:00:00',
    owned_at: '2026-11-20 09:00:00',
    can_edit: true,
    ...over,
  };
}

const LABELS: SaleLabelRow[] = [
  { label_id: 1, name: '重点客户', color: 'red', lead_count: 12, created_at: '2026-11-01 09:00:00' },
  { label_id: 2, name: '已报价', color: 'green', lead_count: 3, created_at: '2026-11-01 09:00:00' },
];

/** Newest first, as the server answers. */
const TIMELINE: TimelineItem[] = [
  {
    kind: 'follow',
    sub: 'call',
    at: '2026-11-26 15:30:12',
    by_name: '林晓峰',
    title: '电话沟通年度数据包',
    detail: '客户关心价格，约下周再谈',
  },
  {
    kind: 'event',
    sub: 'stage',
    at: '2026-11-24 10:05:00',
    by_name: '林晓峰',
    title: '已联系 → 有意向',
    detail: null,
  },
  {
    kind: 'event',
    sub: 'collect',
    at: '2026-11-20 09:00:00',
    by_name: null,
    title: '从企业查询收录',
    detail: null,
  },
];

const VISIT = visitRow({
  planned_at: '2026-12-02 14:00:00',
  purpose: '演示年度数据包',
  created_at: '2026-11-26 16:00:00',
});

/** A server that keeps the lead: applying labels and saving the amount change what it answers next. */
function serve(over: Partial<LeadDetail> = {}) {
  const lead = detail(over);
  return installFakeServer({
    [at(ActionPaths.lead)]: () => envelopeResponse(lead),
    [at(ActionPaths.timeline)]: () => envelopeResponse(TIMELINE),
    [at(ActionPaths.amount)]: (body) => {
      lead.amount_fen = (body as { amount_fen: number }).amount_fen;
      return envelopeResponse({ message: ActionMessages.amountSaved });
    },
    [api(SaleLabelPaths.list)]: () => envelopeResponse(LABELS),
    [api(SaleLabelPaths.apply)]: (body) => {
      const { add, remove } = body as { add: number[]; remove: number[] };
      const kept = lead.labels.filter((l) => !remove.includes(l.label_id));
      const added = LABELS.filter((l) => add.includes(l.label_id)).map(({ label_id, name, color }) => ({
        label_id,
        name,
        color,
      }));
      lead.labels = [...kept, ...added];
      return envelopeResponse({ message: SaleLabelMessages.applied(1), changed: 1 });
    },
    [api(LeadPaths.stage)]: () => envelopeResponse({ message: '已移至「商务洽谈」' }),
    [api(AssignPaths.release)]: () => envelopeResponse({ message: AssignMessages.released(1), released: 1 }),
    [api(ActionPaths.visits)]: () => envelopeResponse({ list: [VISIT], total: 1 } satisfies Page<VisitRow>),
  });
}

function renderLead(aside?: boolean) {
  return renderRoutes(
    [
      {
        path: '/sale/lead/:id',
        element: <LeadPage aside={aside ? (lead) => <p>企业概况：{lead.company_name}</p> : undefined} />,
      },
    ],
    { route: '/sale/lead/11' },
  );
}

/** The value shown beside the label `label` of the header's facts. */
function fact(label: string): HTMLElement {
  const cell = screen
    .getAllByText(label)
    .map((el) => el.closest('.ant-descriptions-item'))
    .find((el): el is HTMLElement => el !== null);
  if (!cell) throw new Error(`no fact ${label}`);
  return cell.querySelector<HTMLElement>('.ant-descriptions-item-content')!;
}

describe('线索详情 (/sale/lead/:id)', SLOW, () => {
  it('shows the lead: company (to its profile), credit code, stage, owner, amount, labels and next follow-up', async () => {
    serve();
    signIn(userInfo({ authList: FOLLOW }));
    renderLead(true);
    const company = await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(company).toHaveAttribute('href', '/data/details/501');
    expect(screen.getByRole('heading', { level: 4 })).toContainElement(company);
    expect(screen.getByText('91440300MA5FXXXX1K')).toBeInTheDocument();
    expect(within(fact('阶段')).getByText('有意向')).toBeInTheDocument();
    expect(within(fact('负责人')).getByText('林晓峰')).toBeInTheDocument();
    expect(within(fact('预计金额')).getByText('¥12,500.00')).toBeInTheDocument();
    expect(within(fact('下次跟进')).getByText('2099-01-05 10:30')).toBeInTheDocument();
    expect(within(fact('下次跟进')).getByText('发送报价单')).toBeInTheDocument();
    expect(within(fact('下次跟进')).queryByText('已逾期')).not.toBeInTheDocument();
    expect(within(fact('上次跟进')).getByText('2026-11-25 14:00')).toBeInTheDocument();
    expect(within(fact('来源')).getByText('企业查询')).toBeInTheDocument();
    // without the label permissions the labels are tags, not a select
    expect(within(fact('标签')).getByText('重点客户')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '标签' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '记录跟进：深圳市蓝鲸科技有限公司' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /退回公海/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移至：深圳市蓝鲸科技有限公司' })).toBeInTheDocument();
    // the company's summary, composed beside it
    expect(
      within(screen.getByRole('complementary', { name: '企业概况' })).getByText(/企业概况：/),
    ).toHaveTextContent('企业概况：深圳市蓝鲸科技有限公司');
  });

  it('edits the expected amount in yuan and posts it in fen', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: FOLLOW }));
    renderLead();
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '修改预计金额' }));
    const input = screen.getByRole('spinbutton', { name: '预计金额（元）' });
    expect(input).toHaveValue('12500.00');
    await user.clear(input);
    await pasteInto(user, input, '23456.78');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, at(ActionPaths.amount))).toEqual([{ amount_fen: 2_345_678 }]),
    );
    expect(await screen.findByText(ActionMessages.amountSaved)).toBeInTheDocument();
    expect(await within(fact('预计金额')).findByText('¥23,456.78')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: '预计金额（元）' })).not.toBeInTheDocument();

    // a value the server would refuse is not sent
    await user.click(screen.getByRole('button', { name: '修改预计金额' }));
    await user.clear(screen.getByRole('spinbutton', { name: '预计金额（元）' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(ActionMessages.amountBad)).toBeInTheDocument();
    expect(postedBodies(fetchMock, at(ActionPaths.amount))).toHaveLength(1);
  });

  it('adds and removes labels in place, each change posted as add / remove', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: [...FOLLOW, ...LABELS_PERMS] }));
    renderLead();
    const user = fastUser();
    await screen.findByRole('combobox', { name: '标签' });
    await chooseOption(user, document.body, '标签', '已报价');
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(SaleLabelPaths.apply))).toEqual([
        { lead_ids: [11], add: [2], remove: [] },
      ]),
    );
    await waitFor(() => expect(within(fact('标签')).getByText('已报价')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: '标签' })).toBeEnabled());

    await chooseOption(user, document.body, '标签', '重点客户');
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(SaleLabelPaths.apply)).at(-1)).toEqual({
        lead_ids: [11],
        add: [],
        remove: [1],
      }),
    );
    await waitFor(() => expect(within(fact('标签')).queryByText('重点客户')).not.toBeInTheDocument());
    expect(within(fact('标签')).getByText('已报价')).toBeInTheDocument();
  });

  it('shows the timeline newest first, each item with its kind in words, who and when', async () => {
    serve();
    signIn(userInfo({ authList: FOLLOW }));
    renderLead();
    const first = await screen.findByText('电话沟通年度数据包');
    const second = screen.getByText('已联系 → 有意向');
    const third = screen.getByText('从企业查询收录');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(second.compareDocumentPosition(third) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('跟进 · 电话')).toBeInTheDocument();
    expect(screen.getByText('阶段变更')).toBeInTheDocument();
    expect(screen.getByText('收录线索')).toBeInTheDocument();
    expect(screen.getByText('客户关心价格，约下周再谈')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26 15:30')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 09:00', { selector: 'time' })).toBeInTheDocument();
  });

  it('lists the lead’s visits with the way to manage them, asking for this lead only', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: [...FOLLOW, 'action:visit:list'] }));
    renderLead();
    const user = fastUser();
    // no contract or order tab without their permissions
    expect(await screen.findByRole('tab', { name: '拜访' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '合同' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '订单' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '拜访' }));
    const row = (await screen.findByText('演示年度数据包')).closest('tr')!;
    expect(within(row).getByText('2026-12-02 14:00')).toBeInTheDocument();
    expect(within(row).getByText('计划中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /在拜访记录中管理/ })).toHaveAttribute(
      'href',
      '/action/visit?lead_id=11',
    );
    expect(fetched(fetchMock, api(ActionPaths.visits)).at(-1)).toContain('lead_id=11');
  });

  it('moves the stage (输单 asks the reason) and returns the lead to the pool after confirming', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: FOLLOW }));
    renderLead();
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: '移至：深圳市蓝鲸科技有限公司' }));
    await user.click(await screen.findByRole('menuitem', { name: '商务洽谈' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(LeadPaths.stage))).toEqual([{ id: 11, stage: 'negotiating' }]),
    );
    await user.click(screen.getByRole('button', { name: '移至：深圳市蓝鲸科技有限公司' }));
    await user.click(await screen.findByRole('menuitem', { name: '输单' }));
    expect(await findDialog('标记为输单')).toBeInTheDocument();
    await user.click(within(await findDialog('标记为输单')).getByRole('button', { name: /取\s*消/ }));

    await user.click(screen.getByRole('button', { name: /退回公海/ }));
    const question = await screen.findByText(/确定把「深圳市蓝鲸科技有限公司」退回公海吗/);
    await user.click(
      within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: /退\s*回/ }),
    );
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(AssignPaths.release))).toEqual([{ lead_ids: [11] }]),
    );
    expect(await screen.findByText(AssignMessages.released(1))).toBeInTheDocument();
  });

  it('offers no editing when the server says the caller may not edit this lead', async () => {
    serve({ can_edit: false });
    signIn(userInfo({ authList: [...FOLLOW, ...LABELS_PERMS] }));
    renderLead();
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('button', { name: '修改预计金额' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /移至/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /退回公海/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /记录跟进/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '标签' })).not.toBeInTheDocument();
    expect(within(fact('标签')).getByText('重点客户')).toBeInTheDocument();
  });

  it('says so without sale:follow:list, and when the lead is not there', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: [] }));
    const { unmount } = renderLead();
    expect(await screen.findByText('当前角色无权查看销售线索')).toBeInTheDocument();
    expect(fetched(fetchMock, at(ActionPaths.lead))).toEqual([]);
    unmount();

    installFakeServer({
      [at(ActionPaths.lead)]: () => envelopeResponse(null, 404, '线索不存在或无权查看'),
    });
    signIn(userInfo({ authList: FOLLOW }));
    renderLead();
    expect(await screen.findByText('线索不存在或无权查看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回线索跟进' })).toBeInTheDocument();
  });
});
