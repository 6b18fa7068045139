import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  leadStageKeys,
  LeadMessages as M,
  LeadPaths as P,
  type LeadBoard,
  type LeadRow,
  type Page,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { LeadFollowPage } from './LeadFollowPage.tsx';

const SLOW = { timeout: 60_000 };
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const api = (path: string) => `/api${path}`;
const ALL = ['sale:follow:list', 'sale:follow:update'];

function lead(over: Partial<LeadRow> = {}): LeadRow {
  return {
    lead_id: 11,
    company_id: 501,
    company_name: '深圳市蓝鲸科技有限公司',
    owner_id: 7,
    owner_name: '林晓峰',
    stage: 'new',
    amount_fen: 1_250_000,
    updated_at: '2026-11-26 15:30:12',
    ...over,
  };
}

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

describe('线索跟进 (/sale/follow)', SLOW, () => {
  const serve = (cards: LeadRow[]) =>
    installFakeServer({
      [api(P.board)]: () => envelopeResponse(boardOf(cards)),
      [api(P.list)]: () => envelopeResponse({ list: cards, total: cards.length } satisfies Page<LeadRow>),
      [api(P.stage)]: () => envelopeResponse({ message: '已移至「有意向」' }),
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
  });

  it('says so without the permission', async () => {
    serve([]);
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<LeadFollowPage />, { route: '/sale/follow' });
    expect(await screen.findByText('当前角色无权查看销售线索')).toBeInTheDocument();
  });
});
