import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../test/identity-fixtures.ts';
import { recentView, SEEK_RECENT, SEEK_SEARCH, seekResult } from '../test/seek-fixtures.ts';
import { CompanySeekPage } from '../features/company-seek/CompanySeekPage.tsx';
import { renderWorkspaceLayout } from './workspace-shell/test-render.tsx';

const menus = [menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' })];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data search inside the workspace tabs', () => {
  it('opens a result as a 企业详情 tab, keeps the search meanwhile, and the 数据查询 tab returns to it', async () => {
    const fetchMock = installFakeServer({
      [SEEK_SEARCH]: () => envelopeResponse(seekResult()),
      [SEEK_RECENT]: () => envelopeResponse([recentView(42, '深圳华瑞科技有限公司')]),
      '/api/admin/Msgcontent/unreadCount': () => envelopeResponse(0),
    });
    // module 5: the home tab is /data/seek
    signIn(userInfo({ sys_module_id: 5 }), menus);
    const { router } = renderWorkspaceLayout('/data/seek?keyword=%E5%8D%8E%E7%91%9E', {
      menus,
      pages: [
        { path: 'data/seek', element: <CompanySeekPage /> },
        { path: 'data/details/:id', element: <p>企业详情页面</p> },
      ],
    });
    fireEvent.click(await screen.findByRole('link', { name: '深圳华瑞科技有限公司' }));
    expect(await screen.findByText('企业详情页面')).toBeVisible();
    expect(await screen.findByRole('tab', { name: '企业详情' })).toHaveAttribute('aria-selected', 'true');
    // the hidden search page neither forgets its search nor asks again
    expect(screen.getByText('找到 12,345 家企业')).not.toBeVisible();
    expect(screen.queryByText('最近浏览')).not.toBeInTheDocument();
    expect(postedBodies(fetchMock, SEEK_SEARCH)).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('tab', { name: '数据查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('华瑞');
    expect(screen.getByText('找到 12,345 家企业')).toBeVisible();
    expect(postedBodies(fetchMock, SEEK_SEARCH)).toHaveLength(1);
  });
});
