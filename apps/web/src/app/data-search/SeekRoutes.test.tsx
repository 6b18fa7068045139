import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadMessages, LeadPaths, SavedSearchPaths as P, type Page, type SavedSearch } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import {
  recentView,
  SEEK_RECENT,
  SEEK_SEARCH,
  SEEK_SUGGEST,
  seekResult,
  seekRow,
} from '../../test/seek-fixtures.ts';
import { SearchHomeRoute, SeekRoute } from './SeekRoutes.tsx';

const SLOW = { timeout: 60_000 };
const api = (path: string) => `/api${path}`;
const mine: SavedSearch = {
  id: 7,
  name: '广东科技',
  condition: { keyword: '科技', region: '440000' },
  summary: '关键词：科技；地区：广东省',
  watch: false,
  last_count: 321,
  checked_at: null,
  created_at: '2026-11-20 09:00:00',
  updated_at: '2026-11-21 15:30:12',
};

function serve() {
  return installFakeServer({
    [SEEK_SEARCH]: () =>
      envelopeResponse(seekResult({ region_path: [{ value: '440000', label: '广东省' }] })),
    [SEEK_RECENT]: () => envelopeResponse([recentView(42, '深圳华瑞科技有限公司')]),
    [SEEK_SUGGEST]: () => envelopeResponse([]),
    [api(P.list)]: () => envelopeResponse({ list: [mine], total: 1 } satisfies Page<SavedSearch>),
    [api(P.save)]: () => envelopeResponse({ message: '搜索条件已更新', search: mine }),
  });
}

describe('the data search composed with saved searches', SLOW, () => {
  it('/data/seek opened from a saved search offers to update it, with the conditions in words', async () => {
    const fetchMock = serve();
    signIn(userInfo({ authList: ['data:search:seek', 'data:condition:list', 'data:condition:save'] }));
    const actor = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes([{ path: '/data/seek', element: <SeekRoute /> }], {
      route: '/data/seek?keyword=科技&region=440000&saved=7',
    });
    await actor.click(await screen.findByRole('button', { name: /保存搜索/ }));
    const dialog = await findDialog('保存搜索条件');
    expect(within(dialog).getByText('当前条件：关键词：科技；地区：广东省')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('广东科技'),
    );
    await actor.click(within(dialog).getByRole('button', { name: '更新「广东科技」' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.save))).toEqual([
        { id: 7, name: '广东科技', condition: { keyword: '科技', region: '440000' } },
      ]),
    );
  });

  it('/data/seek collects the ticked companies as leads (the page shown when none is ticked)', async () => {
    const fetchMock = installFakeServer({
      [SEEK_SEARCH]: () =>
        envelopeResponse(
          seekResult({
            list: [
              seekRow(),
              seekRow({ company_id: 43, name: '杭州云栖数据有限公司' }),
              seekRow({ company_id: 44, name: '上海浦江软件有限公司' }),
            ],
          }),
        ),
      [SEEK_RECENT]: () => envelopeResponse([]),
      [SEEK_SUGGEST]: () => envelopeResponse([]),
      [api(LeadPaths.collect)]: () =>
        envelopeResponse({ message: LeadMessages.collected(2, 0), added: 2, merged: 0, number_rest: null }),
    });
    signIn(userInfo({ authList: ['data:search:seek', 'sale:collect:create'] }));
    const actor = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderRoutes([{ path: '/data/seek', element: <SeekRoute /> }], { route: '/data/seek?keyword=科技' });
    const collect = await screen.findByRole('button', { name: /收录为线索/ });

    // nothing ticked: the page shown
    await actor.click(collect);
    let dialog = await findDialog('收录为销售线索');
    expect(within(dialog).getByText(/将这 3 家企业收录/)).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await actor.click(screen.getByRole('checkbox', { name: '选择 杭州云栖数据有限公司' }));
    await actor.click(screen.getByRole('checkbox', { name: '选择 深圳华瑞科技有限公司' }));
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: /收录为线索/ }));
    dialog = await findDialog('收录为销售线索');
    expect(within(dialog).getByText(/将这 2 家企业收录/)).toBeInTheDocument();
    // the whole search stays on offer; the ticked ones are the default
    expect(within(dialog).getByRole('radio', { name: /整个查询结果（共 12,345 家）/ })).not.toBeChecked();
    await actor.click(within(dialog).getByRole('button', { name: /收\s*录/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(LeadPaths.collect))).toEqual([
        { company_ids: [43, 42], source: 'seek' },
      ]),
    );
    expect(await screen.findByText(LeadMessages.collected(2, 0))).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(LeadPaths.collectSearch))).toEqual([]);
  });

  it('/search/index lists the latest saved searches, each running on the search page', async () => {
    serve();
    signIn(userInfo({ authList: ['data:search:seek', 'data:condition:list'] }));
    renderRoutes([{ path: '/search/index', element: <SearchHomeRoute /> }], { route: '/search/index' });
    const link = await screen.findByRole('link', { name: '广东科技' });
    expect(link).toHaveAttribute('href', '/data/seek?keyword=%E7%A7%91%E6%8A%80&region=440000&saved=7');
    expect(screen.getByRole('link', { name: '管理搜索条件' })).toHaveAttribute('href', '/search/conditions');
  });
});
