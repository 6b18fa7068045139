import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedSearchPaths as P, type Page, type SavedSearch } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import { recentView, SEEK_RECENT, SEEK_SEARCH, SEEK_SUGGEST, seekResult } from '../../test/seek-fixtures.ts';
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

  it('/search/index lists the latest saved searches, each running on the search page', async () => {
    serve();
    signIn(userInfo({ authList: ['data:search:seek', 'data:condition:list'] }));
    renderRoutes([{ path: '/search/index', element: <SearchHomeRoute /> }], { route: '/search/index' });
    const link = await screen.findByRole('link', { name: '广东科技' });
    expect(link).toHaveAttribute('href', '/data/seek?keyword=%E7%A7%91%E6%8A%80&region=440000&saved=7');
    expect(screen.getByRole('link', { name: '管理搜索条件' })).toHaveAttribute('href', '/search/conditions');
  });
});
