import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  leadStageKeys,
  LeadMessages as M,
  LeadPaths as P,
  listExportPath,
  SaleLabelMessages as LM,
  SaleLabelPaths as LP,
  type LeadBoard,
  type LeadRow,
  type Page,
  type SaleLabelRow,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { LeadFollowPage } from './LeadFollowPage.tsx';
import { api, expectLeadDetailLink, fastUser, leadRow, queriesTo, SLOW } from './test-fixtures.ts';

const ALL = ['sale:follow:list', 'sale:follow:update'];

/** The page's lead: 12,500 元 expected. */
const lead = (over: Partial<LeadRow> = {}) => leadRow({ amount_fen: 1_250_000, ...over });

const boardOf = (cards: LeadRow[]): LeadBoard => ({
  columns: leadStageKeys.map((stage) => {
    const mine = cards.filter((c) => c.stage === stage);
    return {
      stage,
      count: stage === 'new' ? mine.length + 40 : mine.length,
      amount_fen: mine.reduce((n, c) => n + c.amount_fen, 0),
      cards: mine,
    };
  }),
});

function saleLabel(over: Partial<SaleLabelRow> = {}): SaleLabelRow {
  return {
    label_id: 1,
    name: '重点客户',
    color: 'red',
    lead_count: 12,
    created_at: '2026-11-20 09:00:00',
    ...over,
  };
}
const LABELS = [saleLabel(), saleLabel({ label_id: 2, name: '已报价', color: 'green', lead_count: 3 })];
const tag = (l: SaleLabelRow) => ({ label_id: l.label_id, name: l.name, color: l.color });

/** The header cell of the column titled `title` (a sortable one: clicking it changes the order). */
const header = (title: string) =>
  screen
    .getAllByText(title)
    .map((el) => el.closest('th'))
    .find((th): th is HTMLTableCellElement => th !== null)!;

/** Picks `option` in the antd Select labelled `label` (in the drop-down of that very select). */
async function pick(user: ReturnType<typeof fastUser>, root: HTMLElement, label: string, option: string) {
  const box = within(root).getByRole('combobox', { name: label });
  await user.click(box);
  const item = await waitFor(() => {
    const popup = document
      .getElementById(box.getAttribute('aria-controls') ?? '')
      ?.closest('.ant-select-dropdown');
    const found = [...(popup?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
      (el) => el.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

describe('线索跟进 (/sale/follow)', SLOW, () => {
  const serve = (cards: LeadRow[]) =>
    installFakeServer({
      [api(P.board)]: () => envelopeResponse(boardOf(cards)),
      [api(P.list)]: () => envelopeResponse({ list: cards, total: cards.length } satisfies Page<LeadRow>),
      [api(P.stage)]: () => envelopeResponse({ message: '已移至「有意向」' }),
      [api(LP.list)]: () => envelopeResponse(LABELS),
      [api(LP.apply)]: () => envelopeResponse({ message: LM.applied(2), changed: 2 }),
      [api(listExportPath(P.list))]: () =>
        new Response('PK', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': "attachment; filename*=UTF-8''leads.xlsx",
          },
        }),
    });

  it('shows the kanban: each stage with its count and amount, cards that link to the company', async () => {
    serve([
      lead(),
      lead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司', stage: 'won' }),
    ]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    const fresh = await screen.findByRole('region', { name: '新线索' });
    expect(within(fresh).getByText('新线索 · 41 条')).toBeInTheDocument();
    expect(within(fresh).getByText('¥12,500.00')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: '深圳市蓝鲸科技有限公司' })).toHaveAttribute(
      'href',
      '/data/details/501',
    );
    expectLeadDetailLink(fresh);
    expect(within(fresh).getByText('另有 40 条，可在列表中查看')).toBeInTheDocument();
    const won = screen.getByRole('region', { name: '赢单' });
    expect(within(won).getByText('杭州云栖数据有限公司')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '商务洽谈' })).getByText('暂无线索'),
    ).toBeInTheDocument();
  });

  it('moves a card by dropping it on another stage, and asks the reason before 输单', async () => {
    const fetchMock = serve([lead()]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    const card = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest(
      '[draggable="true"]',
    )!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(card, { dataTransfer });
    const interested = screen.getByRole('region', { name: '有意向' });
    fireEvent.dragOver(interested, { dataTransfer });
    fireEvent.drop(interested, { dataTransfer });
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.stage))).toEqual([{ id: 11, stage: 'interested' }]),
    );

    // 输单 by the card's menu: a reason first, refused when blank
    const user = fastUser();
    await user.click(screen.getByRole('button', { name: '移至：深圳市蓝鲸科技有限公司' }));
    await user.click(await screen.findByRole('menuitem', { name: '输单' }));
    const dialog = await findDialog('标记为输单');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(M.lostReasonRequired)).toBeInTheDocument();
    await pasteInto(user, within(dialog).getByLabelText('输单原因'), '已选竞品');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.stage)).at(-1)).toEqual({
        id: 11,
        stage: 'lost',
        lost_reason: '已选竞品',
      }),
    );
  });

  it('lists the leads with their stage and owner', async () => {
    serve([lead({ owner_id: null, owner_name: null })]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    await fastUser().click(await screen.findByText('列表'));
    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(within(row).getByText('新线索')).toBeInTheDocument();
    expect(within(row).getByText('公海')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 15:30')).toBeInTheDocument();
    expectLeadDetailLink(row);
  });

  it('shows each lead’s labels on its card, at most three and then +n', async () => {
    const four = [
      ...LABELS.map(tag),
      { label_id: 3, name: '华东区', color: 'blue' },
      { label_id: 4, name: '待回访', color: 'gold' },
    ];
    serve([lead({ labels: four })]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    const card = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest<HTMLElement>(
      '.ant-card',
    )!;
    expect(within(card).getByText('重点客户')).toBeInTheDocument();
    expect(within(card).getByText('华东区')).toBeInTheDocument();
    expect(within(card).queryByText('待回访')).not.toBeInTheDocument();
    expect(within(card).getByText('+1').closest('[aria-label]')).toHaveAttribute(
      'aria-label',
      '另有 1 个标签：待回访',
    );
  });

  it('filters the board and the list by company name and label, and sorts the list', async () => {
    const fetchMock = serve([
      lead({ labels: [tag(LABELS[0]!)], next_follow_at: '2026-11-28 10:00:00', next_action: '电话回访' }),
    ]);
    signIn(userInfo({ authList: [...ALL, 'sale:label:list'] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    const user = fastUser();
    await screen.findByRole('region', { name: '新线索' });
    await pasteInto(user, screen.getByLabelText('企业名称'), ' 蓝鲸 ');
    await pick(user, document.body, '标签', '重点客户');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.board)).at(-1)).toEqual({ keyword: '蓝鲸', label_id: '1' }),
    );

    await user.click(screen.getByText('列表'));
    const row = (await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' })).closest('tr')!;
    expect(within(row).getByText('重点客户')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-28 10:00')).toBeInTheDocument();
    expect(within(row).getByText('电话回访')).toBeInTheDocument();
    expect(queriesTo(fetchMock, api(P.list)).at(-1)).toEqual({
      page: '1',
      limit: '20',
      sort: 'updated_at',
      order: 'desc',
      keyword: '蓝鲸',
      label_id: '1',
    });

    // 预计金额: largest first, then smallest first
    await user.click(header('预计金额'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.list)).at(-1)).toMatchObject({ sort: 'amount_fen', order: 'desc' }),
    );
    await user.click(header('预计金额'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.list)).at(-1)).toMatchObject({ sort: 'amount_fen', order: 'asc' }),
    );
    await user.click(header('下次跟进'));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.list)).at(-1)).toMatchObject({
        sort: 'next_follow_at',
        order: 'desc',
      }),
    );

    // 导出: the leads the list shows, in the table's order, every page (jsdom saves nothing)
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:leads');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: /导\s*出/ }));
      await waitFor(() =>
        expect(queriesTo(fetchMock, api(listExportPath(P.list)))).toEqual([
          { sort: 'next_follow_at', order: 'desc', keyword: '蓝鲸', label_id: '1' },
        ]),
      );
      expect(await screen.findByText('导出完成')).toBeInTheDocument();
    } finally {
      clicked.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }

    // 重置 drops both filters
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, api(P.list)).at(-1)).toEqual({
        page: '1',
        limit: '20',
        sort: 'next_follow_at',
        order: 'desc',
      }),
    );
  });

  it('opens the list filtered by the label of the address (?label_id=, the labels page’s link)', async () => {
    const fetchMock = serve([lead()]);
    signIn(userInfo({ authList: [...ALL, 'sale:label:list'] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow?label_id=2' });
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(queriesTo(fetchMock, api(P.list)).at(-1)).toMatchObject({ label_id: '2' });
    expect(queriesTo(fetchMock, api(P.board))).toEqual([]);
    // the filter shows the label by its name once the labels arrived
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '标签' }).closest('.ant-select')!.textContent).toContain(
        '已报价',
      ),
    );
  });

  it('labels the selected leads in bulk: the labels to add and to remove, then reloads', async () => {
    const fetchMock = serve([
      lead(),
      lead({ lead_id: 12, company_id: 502, company_name: '杭州云栖数据有限公司', stage: 'won' }),
      lead({ lead_id: 13, company_id: 503, company_name: '南京紫金制造有限公司' }),
    ]);
    signIn(userInfo({ authList: [...ALL, 'sale:label:list', 'sale:label:update'] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    const user = fastUser();
    await user.click(await screen.findByText('列表'));
    await screen.findByRole('link', { name: '杭州云栖数据有限公司' });
    const bulk = screen.getByRole('button', { name: /打标签/ });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByLabelText('选择：深圳市蓝鲸科技有限公司'));
    await user.click(screen.getByLabelText('选择：杭州云栖数据有限公司'));
    expect(screen.getByText('已选 2 条线索')).toBeInTheDocument();
    await user.click(bulk);
    const dialog = await findDialog('批量打标签');
    expect(within(dialog).getByText(/为已选的 2 条线索/)).toBeInTheDocument();

    // nothing chosen: refused before any call
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(LM.nothingToChange)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(LP.apply))).toEqual([]);

    await pick(user, dialog, '添加标签', '重点客户');
    await pick(user, dialog, '移除标签', '已报价');
    const listCalls = queriesTo(fetchMock, api(P.list)).length;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(LP.apply))).toEqual([{ lead_ids: [11, 12], add: [1], remove: [2] }]),
    );
    expect(await screen.findByText(LM.applied(2))).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(fetchMock, api(P.list)).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.getByText('勾选线索后可批量打标签')).toBeInTheDocument());
  });

  it('offers no bulk labelling without sale:label:update', async () => {
    serve([lead()]);
    signIn(userInfo({ authList: [...ALL, 'sale:label:list'] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    await fastUser().click(await screen.findByText('列表'));
    await screen.findByRole('link', { name: '深圳市蓝鲸科技有限公司' });
    expect(screen.queryByRole('button', { name: /打标签/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('选择：深圳市蓝鲸科技有限公司')).not.toBeInTheDocument();
  });

  it('says so without the permission', async () => {
    serve([]);
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    expect(await screen.findByText('当前角色无权查看销售线索')).toBeInTheDocument();
  });
});
