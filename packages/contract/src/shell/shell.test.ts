import { describe, expect, it } from 'vitest';
import { capacityBadge } from './capacity.ts';
import { isTableFilterRoute } from './table-filter.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isTabClosable,
  MAX_OPEN_TABS,
  neighbourAfterClose,
  openTab,
  pathAfterCloseAll,
  showTabMenu,
  tabPathFor,
  tabTitle,
  type OpenTab,
  type TabContext,
} from './tabs.ts';

describe('capacity badge', () => {
  it.each([30, 999])('rank %i is unlimited', (rank) =>
    expect(capacityBadge({ rank, basic_number: 10, un_basic_number: 0 })).toEqual({
      unlimited: true,
      text: '不限',
    }),
  );
  it.each([
    [10_000, 2_000, 'success'],
    [10_000, 10_000, 'success'],
    [10_000, 1_999, 'warning'],
    [10_000, 1_000, 'warning'],
    [10_000, 999, 'error'],
    [10_000, 0, 'error'],
    [0, 0, 'error'],
  ])('basic %i, unused %i → %s', (basic, unused, status) => {
    const b = capacityBadge({ rank: 10, basic_number: basic, un_basic_number: unused });
    expect(b).toMatchObject({ unlimited: false, status, remaining: unused });
  });
  it('shows the remaining count with separators', () =>
    expect(capacityBadge({ rank: 10, basic_number: 50_000, un_basic_number: 12_400 }).text).toBe('12,400'));
});

const ctx: TabContext = { sys_module_id: 5, usr_agent_id: 200, homePath: '/search/index' };
const tab = (i: number): OpenTab => ({ path: `/p/${i}`, title: `页面${i}` });

describe('tab rules', () => {
  it('always keeps the home tab first and not closable', () => {
    const tabs = openTab([], tab(1), ctx);
    expect(tabs[0]!.path).toBe('/search/index');
    expect(closeTab(tabs, '/search/index', ctx)).toEqual(tabs);
    expect(closeAllTabs(tabs, ctx).map((t) => t.path)).toEqual(['/search/index']);
  });

  it('re-opening a tab focuses it instead of adding one', () => {
    let tabs = openTab([], tab(1), ctx);
    tabs = openTab(tabs, { ...tab(1), title: '新标题' }, ctx);
    expect(tabs).toHaveLength(2);
    expect(tabs[1]!.title).toBe('新标题');
  });

  it('beyond 50 tabs drops the second, keeping home and the newest', () => {
    let tabs: OpenTab[] = [];
    for (let i = 1; i <= 51; i++) tabs = openTab(tabs, tab(i), ctx);
    expect(tabs).toHaveLength(MAX_OPEN_TABS);
    expect(tabs[0]!.path).toBe('/search/index');
    expect(tabs.map((t) => t.path)).not.toContain('/p/1');
    expect(tabs.map((t) => t.path)).not.toContain('/p/2');
    expect(tabs.at(-1)!.path).toBe('/p/51');
  });

  it('shows the close menu only with more than 2 tabs', () => {
    expect(showTabMenu([tab(1), tab(2)])).toBe(false);
    expect(showTabMenu([tab(1), tab(2), tab(3)])).toBe(true);
  });

  it('agent 100 may not close the mall tab; others may not close the seek tab', () => {
    expect(isTabClosable('/index/mall', { ...ctx, usr_agent_id: 100 })).toBe(false);
    expect(isTabClosable('/data/seek', { ...ctx, usr_agent_id: 100 })).toBe(true);
    expect(isTabClosable('/data/seek', ctx)).toBe(false);
    expect(isTabClosable('/index/mall', ctx)).toBe(true);
  });

  it('close others keeps home, the chosen tab and unclosable tabs', () => {
    const tabs = [
      { path: '/search/index', title: '首页' },
      { path: '/data/seek', title: '企业查询' },
      tab(1),
      tab(2),
    ];
    expect(closeOtherTabs(tabs, '/p/2', ctx).map((t) => t.path)).toEqual([
      '/search/index',
      '/data/seek',
      '/p/2',
    ]);
    expect(neighbourAfterClose(tabs, '/p/1')).toBe('/data/seek');
  });

  it('detail tabs are titled 企业详情, the person page 人员详情, and agent 511 sees renamed tabs', () => {
    expect(tabTitle('/data/details/123', '详情', ctx)).toBe('企业详情');
    expect(tabTitle('/data/stock/123', '', ctx)).toBe('企业详情');
    expect(tabTitle('/data/map/123', '', ctx)).toBe('企业详情');
    expect(tabTitle('/data/person/77', '', ctx)).toBe('人员详情');
    expect(tabTitle('/data/person/77/more', '当前页面', ctx)).toBe('当前页面');
    expect(tabTitle('/data/seek', '企业查询', { usr_agent_id: 511 })).toBe('全部企业');
    expect(tabTitle('/public/manas', '公海线索', { usr_agent_id: 511 })).toBe('对外发布');
    expect(tabTitle('/data/seek', '企业查询', ctx)).toBe('企业查询');
  });

  it('closing all in the admin goes to /admin', () => {
    expect(pathAfterCloseAll({ sys_module_id: 0, usr_agent_id: 1, homePath: '/admin/index' })).toBe('/admin');
    expect(pathAfterCloseAll(ctx)).toBe('/search/index');
  });
});

describe('table-filter routes', () => {
  it('knows the listed list routes', () => {
    expect(isTableFilterRoute('/park/index')).toBe(true);
    expect(isTableFilterRoute('/ent/corpse/')).toBe(true);
    expect(isTableFilterRoute('/data/seek')).toBe(false);
  });
});

describe('the home tab’s two addresses', () => {
  it.each([
    ['/admin', '/admin/index'],
    ['/park', '/park/index'],
    ['/gov', '/gov/index'],
    ['/agency', '/index/home'],
  ])('%s and %s open one tab, the home tab', (home, alias) => {
    expect(tabPathFor(alias, { homePath: home })).toBe(home);
    expect(tabPathFor(home, { homePath: home })).toBe(home);
  });
  it('leaves every other address, and another user type’s home page, its own tab', () => {
    expect(tabPathFor('/sys/roles', { homePath: '/admin' })).toBe('/sys/roles');
    expect(tabPathFor('/admin/index', { homePath: '/data/seek' })).toBe('/admin/index');
    expect(tabPathFor('/park/index', { homePath: '/admin' })).toBe('/park/index');
  });
});
