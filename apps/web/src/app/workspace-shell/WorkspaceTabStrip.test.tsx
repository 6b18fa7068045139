import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_OPEN_TABS, type OpenTab } from '@qishu/contract';
import { renderWorkspaceLayout } from './test-render.tsx';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { TAB_LIST_KEY } from '../../lib/session/index.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';

const menus: WorkspaceMenuItem[] = [
  menuNode({ sys_menu_id: 1, name: '企业首页', vue_url: '/ent' }),
  menuNode({
    sys_menu_id: 2,
    name: '企业服务',
    children: [
      menuNode({ sys_menu_id: 21, name: '页面A', vue_url: '/ent/a' }),
      menuNode({ sys_menu_id: 22, name: '页面B', vue_url: 'ent/b' }),
      menuNode({ sys_menu_id: 23, name: '页面C', vue_url: '/ent/c' }),
    ],
  }),
  menuNode({ sys_menu_id: 3, name: '数据查询', vue_url: '/data/seek' }),
  menuNode({ sys_menu_id: 4, name: '对外发布管理', vue_url: '/public/manas' }),
];

/** A module-4 (enterprise) user: the home tab is /ent. */
function renderShell(route: string, user = userInfo({ sys_module_id: 4, usr_agent_id: 200 })) {
  signIn(user, menus);
  return renderWorkspaceLayout(route, { menus });
}

type Router = ReturnType<typeof renderShell>['router'];

async function go(router: Router, path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

function tabTitles(): string[] {
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

async function expectTabs(titles: string[]) {
  await waitFor(() => expect(tabTitles()).toEqual(titles));
}

function storedTabs(): OpenTab[] {
  return JSON.parse(sessionStorage.getItem(TAB_LIST_KEY) ?? '[]') as OpenTab[];
}

function closeIcon(title: string): HTMLElement | null {
  return within(screen.getByRole('tab', { name: title })).queryByTestId('tab-close');
}

async function chooseMenu(item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '标签操作' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('WorkspaceTabStrip', () => {
  it('opens a tab per navigation, titled from the menu, with the home tab first', async () => {
    const { router } = renderShell('/ent/a');
    await expectTabs(['企业首页', '页面A']);

    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '页面B']);
    expect(screen.getByRole('tab', { name: '页面B' })).toHaveAttribute('aria-selected', 'true');

    await go(router, '/ent/a');
    await expectTabs(['企业首页', '页面A', '页面B']);
    expect(screen.getByRole('tab', { name: '页面A' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names detail pages 企业详情 and unknown pages 当前页面', async () => {
    const { router } = renderShell('/data/details/abc123');
    await expectTabs(['企业首页', '企业详情']);
    await go(router, '/somewhere/else');
    await expectTabs(['企业首页', '企业详情', '当前页面']);
  });

  it("uses agent 511's renamed tabs", async () => {
    const { router } = renderShell('/data/seek', userInfo({ sys_module_id: 4, usr_agent_id: 511 }));
    await expectTabs(['企业首页', '全部企业']);
    await go(router, '/public/manas');
    await expectTabs(['企业首页', '全部企业', '对外发布']);
  });

  it('clicking a tab navigates to its page', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/ent/a');
    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '页面B']);

    await user.click(screen.getByRole('tab', { name: '页面A' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ent/a'));
    await user.click(screen.getByRole('tab', { name: '企业首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ent'));
  });

  it('going back to a tab returns to the search it showed (its query string)', async () => {
    const { router } = renderShell('/data/seek?keyword=%E5%8D%8E%E7%91%9E&page=2');
    await expectTabs(['企业首页', '数据查询']);
    await go(router, '/data/details/42');
    await expectTabs(['企业首页', '数据查询', '企业详情']);

    await userEvent.setup().click(screen.getByRole('tab', { name: '数据查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/seek'));
    expect(router.state.location.search).toBe('?keyword=%E5%8D%8E%E7%91%9E&page=2');

    // a tab whose page had no query string opens bare
    await userEvent.setup().click(screen.getByRole('tab', { name: '企业详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data/details/42'));
    expect(router.state.location.search).toBe('');
  });

  it('the home tab and the seek tab have no close icon; other tabs do', async () => {
    const { router } = renderShell('/ent/a');
    await go(router, '/data/seek');
    await expectTabs(['企业首页', '页面A', '数据查询']);
    expect(closeIcon('企业首页')).toBeNull();
    expect(closeIcon('数据查询')).toBeNull();
    expect(closeIcon('页面A')).not.toBeNull();
  });

  it('shows the 关闭全部 / 关闭当前 / 关闭其他 menu only with more than 2 tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/ent/a');
    await expectTabs(['企业首页', '页面A']);
    expect(screen.queryByRole('button', { name: '标签操作' })).not.toBeInTheDocument();

    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '页面B']);
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    const first = await screen.findByRole('menuitem', { name: '关闭全部' });
    const menu = first.closest<HTMLElement>('[role="menu"]')!;
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['关闭全部', '关闭当前', '关闭其他']);
  });

  it('closing the active tab goes to its left neighbour; closing another tab stays', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/ent/a');
    await go(router, '/ent/b');
    await go(router, '/ent/c');
    await expectTabs(['企业首页', '页面A', '页面B', '页面C']);

    await user.click(closeIcon('页面A')!);
    await expectTabs(['企业首页', '页面B', '页面C']);
    expect(router.state.location.pathname).toBe('/ent/c');

    await user.click(closeIcon('页面C')!);
    await expectTabs(['企业首页', '页面B']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ent/b'));
    expect(storedTabs().map((t) => t.path)).toEqual(['/ent', '/ent/b']);
  });

  it('关闭当前 closes the active tab and goes to its neighbour', async () => {
    const { router } = renderShell('/ent/a');
    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '页面B']);

    await chooseMenu('关闭当前');
    await expectTabs(['企业首页', '页面A']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ent/a'));
  });

  it('关闭其他 keeps the active tab and the unclosable ones', async () => {
    const { router } = renderShell('/ent/a');
    await go(router, '/data/seek');
    await go(router, '/ent/b');
    await go(router, '/ent/c');
    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '数据查询', '页面B', '页面C']);

    await chooseMenu('关闭其他');
    await expectTabs(['企业首页', '数据查询', '页面B']);
    expect(router.state.location.pathname).toBe('/ent/b');
  });

  it('关闭全部 keeps the unclosable tabs and goes home', async () => {
    const { router } = renderShell('/ent/a');
    await go(router, '/data/seek');
    await go(router, '/ent/b');
    await expectTabs(['企业首页', '页面A', '数据查询', '页面B']);

    await chooseMenu('关闭全部');
    await expectTabs(['企业首页', '数据查询']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ent'));
    expect(screen.getByRole('tab', { name: '企业首页' })).toHaveAttribute('aria-selected', 'true');
  });

  it('51 navigations keep 50 tabs, the home tab first, dropping the oldest others', async () => {
    // 48 earlier navigations restored from sessionStorage (rendering 51 navigations one by one took
    // 10 s), then three more: 1 + 51 tabs, the two oldest others dropped
    sessionStorage.setItem(
      TAB_LIST_KEY,
      JSON.stringify([
        { path: '/ent', title: '企业首页' },
        ...Array.from({ length: 48 }, (_, i) => ({ path: `/p/${i + 1}`, title: '当前页面' })),
      ]),
    );
    const { router } = renderShell('/p/49');
    await waitFor(() => expect(storedTabs()).toHaveLength(MAX_OPEN_TABS));
    expect(storedTabs()[1]!.path).toBe('/p/1');
    for (let i = 50; i <= 51; i += 1) await go(router, `/p/${i}`);

    await waitFor(() => expect(storedTabs()).toHaveLength(MAX_OPEN_TABS));
    const paths = storedTabs().map((t) => t.path);
    expect(MAX_OPEN_TABS).toBe(50);
    expect(paths[0]).toBe('/ent');
    expect(paths[1]).toBe('/p/3');
    expect(paths.at(-1)).toBe('/p/51');
    expect(paths).not.toContain('/p/2');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(50));
    expect(tabTitles()[0]).toBe('企业首页');
  });

  it('keeps the tabs in sessionStorage tabList and restores them', async () => {
    sessionStorage.setItem(
      TAB_LIST_KEY,
      JSON.stringify([
        { path: '/ent', title: '企业首页' },
        { path: '/ent/b', title: '页面B' },
      ]),
    );
    renderShell('/ent/a');
    await expectTabs(['企业首页', '页面B', '页面A']);
    expect(storedTabs()).toEqual([
      { path: '/ent', title: '企业首页' },
      { path: '/ent/b', title: '页面B' },
      { path: '/ent/a', title: '页面A' },
    ]);
  });

  it('without a known module the home tab is the first menu item with a route', async () => {
    renderShell('/ent/b', userInfo({ sys_module_id: 99 }));
    await expectTabs(['企业首页', '页面B']);
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')[0]).toHaveTextContent('企业首页');
  });
});
