import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { recentView, SEEK_RECENT, SEEK_SUGGEST } from '../../test/seek-fixtures.ts';
import { SearchHomePage } from './SearchHomePage.tsx';

const routes = [
  { path: '/search/index', element: <SearchHomePage saved={<p>我的搜索条件列表</p>} /> },
  { path: '/data/seek', element: <p>数据查询页面</p> },
  { path: '/data/details/:id', element: <p>企业详情页面</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchHomePage (/search/index)', () => {
  it('shows the search box, the recently viewed companies and the saved searches given to it; a search opens /data/seek with the keyword', async () => {
    installFakeServer({
      [SEEK_RECENT]: () => envelopeResponse([recentView(42, '深圳华瑞科技有限公司')]),
      [SEEK_SUGGEST]: () => envelopeResponse([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { route: '/search/index' });

    expect(await screen.findByRole('heading', { level: 1, name: '企业搜索' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: '最近浏览' });
    expect((await within(recent).findByText('深圳华瑞科技有限公司')).closest('a')).toHaveAttribute(
      'href',
      '/data/details/42',
    );
    // saved searches do not exist yet: the place says so, with nothing made up
    const saved = screen.getByRole('region', { name: '我的搜索' });
    // the saved searches come from app/ (the saved-searches feature): shown in their place
    expect(within(saved).getByText('我的搜索条件列表')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: '企业搜索关键词' }), ' 华瑞 {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('华瑞');
  });

  it('tells a user without history that viewed companies will appear', async () => {
    installFakeServer({ [SEEK_RECENT]: () => envelopeResponse([]) });
    renderRoutes(routes, { route: '/search/index' });
    expect(await screen.findByText('暂无浏览记录，打开企业详情后会出现在这里')).toBeInTheDocument();
  });
});
