import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntallResult } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { seekRow } from '../../test/seek-fixtures.ts';
import { EntallPage } from './EntallPage.tsx';

const ENTALL = '/api/admin/Enterprise/entall';
const SLOW = { timeout: 60_000 };

const page = (over: Partial<EntallResult> = {}): EntallResult => ({
  total: 2,
  list: [
    {
      ...seekRow({ company_id: 1, name: '深圳市华瑞物流有限公司' }),
      watch_count: 2,
      my_searches: ['物流企业'],
    },
    { ...seekRow({ company_id: 2, name: '杭州晨光科技有限公司' }), watch_count: 1, my_searches: [] },
  ],
  ...over,
});

describe('全部企业 (/data/entall)', SLOW, () => {
  it('lists the organisation’s watched companies with the caller’s own searches; the name filter asks the server', async () => {
    const fetchMock = installFakeServer({ [ENTALL]: () => envelopeResponse(page()) });
    signIn(userInfo({ authList: ['data:search:entall'] }));
    renderWithProviders(<EntallPage />, { route: '/data/entall' });
    expect(await screen.findByRole('heading', { level: 1, name: '全部企业' })).toBeInTheDocument();
    expect(await screen.findByText('共 2 家企业')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: '深圳市华瑞物流有限公司' }).closest('li')!;
    expect(within(first).getByText('2 个关注的搜索条件匹配（我的：物流企业）')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: '杭州晨光科技有限公司' }).closest('li')!;
    expect(within(second).getByText('1 个关注的搜索条件匹配')).toBeInTheDocument();

    const actor = userEvent.setup({ delay: null });
    await actor.type(screen.getByRole('searchbox', { name: '在全部企业中按名称查找' }), '物流{Enter}');
    await screen.findByText('共 2 家企业');
    const urls = fetchMock.mock.calls.map(([u]) => u);
    expect(urls).toContain(`${ENTALL}?keyword=%E7%89%A9%E6%B5%81&page=1&limit=20`);
  });

  it('explains how companies get here when there are none', async () => {
    installFakeServer({ [ENTALL]: () => envelopeResponse({ total: 0, list: [] }) });
    signIn(userInfo({ authList: ['data:search:entall'] }));
    renderWithProviders(<EntallPage />, { route: '/data/entall' });
    expect(await screen.findByText(/在企业查询中保存搜索条件并开启关注后/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去企业查询' })).toHaveAttribute('href', '/data/seek');
  });
});
