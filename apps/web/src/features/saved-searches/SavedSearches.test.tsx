import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SavedSearchMessages as M,
  SavedSearchPaths as P,
  type Page,
  type SavedSearch,
} from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { findDialog, renderWithProviders } from '../../test/render.tsx';
import { pasteInto } from '../../test/user-actions.ts';
import { SavedSearchesPage } from './SavedSearchesPage.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';

const SLOW = { timeout: 60_000 };
const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const api = (path: string) => `/api${path}`;
const ALL = ['data:condition:list', 'data:condition:save', 'data:condition:delete'];

function saved(over: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 7,
    name: '深圳科技小微',
    condition: { keyword: '科技', region: '440300', capital: ['lt100'] },
    summary: '关键词：科技；地区：广东省 / 深圳市；注册资本：100万以内',
    watch: false,
    last_count: 12345,
    checked_at: null,
    created_at: '2026-11-20 09:00:00',
    updated_at: '2026-11-21 15:30:12',
    ...over,
  };
}

describe('搜索条件 (/search/conditions)', SLOW, () => {
  const runHref = (s: SavedSearch) =>
    `/data/seek?keyword=${encodeURIComponent(s.condition.keyword ?? '')}&saved=${s.id}`;
  const serve = (rows: SavedSearch[]) =>
    installFakeServer({
      [api(P.list)]: () => envelopeResponse({ list: rows, total: rows.length } satisfies Page<SavedSearch>),
      [api(P.watch)]: (body) =>
        envelopeResponse({
          message: (body as { watch: boolean }).watch ? M.watched : M.unwatched,
          search: saved({ watch: (body as { watch: boolean }).watch }),
        }),
      [api(P.remove)]: () => envelopeResponse({ message: M.deleted }),
      [api(P.save)]: (body) =>
        envelopeResponse({ message: M.updated, search: saved({ name: (body as { name: string }).name }) }),
    });

  it('lists the saved searches with their conditions, counts and a link that runs them', async () => {
    serve([
      saved(),
      saved({ id: 8, name: '杭州物流', watch: true, checked_at: '2026-11-22 08:00:03', last_count: 320 }),
    ]);
    signIn(userInfo({ authList: ALL }));
    renderWithProviders(<SavedSearchesPage runHref={runHref} />, { route: '/search/conditions' });
    const row = (await screen.findByText('深圳科技小微')).closest('tr')!;
    expect(
      within(row).getByText('关键词：科技；地区：广东省 / 深圳市；注册资本：100万以内'),
    ).toBeInTheDocument();
    expect(within(row).getByText('12,345 家')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21 15:30')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查询' })).toHaveAttribute(
      'href',
      '/data/seek?keyword=%E7%A7%91%E6%8A%80&saved=7',
    );
    const watched = screen.getByText('杭州物流').closest('tr')!;
    expect(within(watched).getByRole('switch', { name: '关注：杭州物流' })).toBeChecked();
    expect(within(watched).getByText('最近检查 2026-11-22 08:00')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: '关注：深圳科技小微' })).not.toBeChecked();
  });

  it('watches, renames and deletes, telling the server which saved search', async () => {
    const fetchMock = serve([saved()]);
    signIn(userInfo({ authList: ALL }));
    const actor = fastUser();
    renderWithProviders(<SavedSearchesPage runHref={runHref} />);
    await actor.click(await screen.findByRole('switch', { name: '关注：深圳科技小微' }));
    expect(await screen.findByText(M.watched)).toBeInTheDocument();
    expect(postedBodies(fetchMock, api(P.watch))).toEqual([{ id: 7, watch: true }]);

    await actor.click(screen.getByRole('button', { name: '重命名' }));
    const dialog = await findDialog('重命名搜索条件');
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await actor.clear(name);
    await actor.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    await pasteInto(actor, name, '深圳科技（新）');
    await actor.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.save))).toEqual([
        { id: 7, name: '深圳科技（新）', condition: saved().condition },
      ]),
    );

    await actor.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await waitFor(() => {
      const pop = document.querySelector<HTMLElement>('.ant-popconfirm');
      if (!pop) throw new Error('no confirmation');
      return pop;
    });
    await actor.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postedBodies(fetchMock, api(P.remove))).toEqual([{ id: 7 }]));
  });

  it('shows only what the role may do', async () => {
    serve([saved()]);
    signIn(userInfo({ authList: ['data:condition:list'] }));
    renderWithProviders(<SavedSearchesPage runHref={runHref} />);
    expect(await screen.findByRole('switch', { name: '关注：深圳科技小微' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '重命名' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('refuses a role without data:condition:list', async () => {
    serve([]);
    signIn(userInfo({ authList: [] }));
    renderWithProviders(<SavedSearchesPage runHref={runHref} />);
    expect(await screen.findByText('当前角色无权查看搜索条件')).toBeInTheDocument();
  });
});

describe('保存搜索 on the search page', SLOW, () => {
  const condition = { keyword: '科技', flags: ['hasMobile' as const] };

  it('names the current conditions and saves them as a new saved search', async () => {
    const fetchMock = installFakeServer({
      [api(P.save)]: (body) =>
        envelopeResponse({ message: M.saved, search: saved({ name: (body as { name: string }).name }) }),
    });
    signIn(userInfo({ authList: ALL }));
    const actor = fastUser();
    renderWithProviders(
      <SaveSearchButton
        condition={condition}
        summary="关键词：科技；更多筛选：有手机"
        listHref="/search/conditions"
      />,
    );
    await actor.click(screen.getByRole('button', { name: /保存搜索/ }));
    const dialog = await findDialog('保存搜索条件');
    expect(within(dialog).getByText('当前条件：关键词：科技；更多筛选：有手机')).toBeInTheDocument();
    await actor.click(within(dialog).getByRole('button', { name: '保存搜索' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    await pasteInto(actor, within(dialog).getByRole('textbox', { name: '名称' }), '科技有手机');
    await actor.click(within(dialog).getByRole('button', { name: '保存搜索' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.save))).toEqual([{ name: '科技有手机', condition }]),
    );
    expect(await screen.findByText('查看搜索条件')).toBeInTheDocument();
  });

  it('updates the saved search it was opened from, or saves a copy', async () => {
    const fetchMock = installFakeServer({
      [api(P.save)]: () => envelopeResponse({ message: M.updated, search: saved() }),
    });
    signIn(userInfo({ authList: ALL }));
    const actor = fastUser();
    renderWithProviders(
      <SaveSearchButton
        condition={condition}
        from={{ id: 7, name: '深圳科技小微' }}
        listHref="/search/conditions"
      />,
    );
    await actor.click(screen.getByRole('button', { name: /保存搜索/ }));
    let dialog = await findDialog('保存搜索条件');
    expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('深圳科技小微');
    await actor.click(within(dialog).getByRole('button', { name: '更新「深圳科技小微」' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.save))).toEqual([{ id: 7, name: '深圳科技小微', condition }]),
    );
    await actor.click(screen.getByRole('button', { name: /保存搜索/ }));
    dialog = await findDialog('保存搜索条件');
    await actor.click(within(dialog).getByRole('button', { name: '另存为新条件' }));
    await waitFor(() =>
      expect(postedBodies(fetchMock, api(P.save))[1]).toEqual({ name: '深圳科技小微', condition }),
    );
  });

  it('is disabled before any condition is chosen, and hidden without data:condition:save', () => {
    signIn(userInfo({ authList: ALL }));
    const { unmount } = renderWithProviders(
      <SaveSearchButton condition={{}} listHref="/search/conditions" />,
    );
    expect(screen.getByRole('button', { name: /保存搜索/ })).toBeDisabled();
    unmount();
    signIn(userInfo({ authList: ['data:condition:list'] }));
    renderWithProviders(<SaveSearchButton condition={condition} listHref="/search/conditions" />);
    expect(screen.queryByRole('button', { name: /保存搜索/ })).not.toBeInTheDocument();
  });
});
