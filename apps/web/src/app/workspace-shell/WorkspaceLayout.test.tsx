import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWorkspaceLayout } from './test-render.tsx';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { SIDEBAR_COOKIE } from './sidebar-status.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { menuNode } from '../../test/identity-fixtures.ts';

const menus: WorkspaceMenuItem[] = [
  menuNode({
    sys_menu_id: 1,
    name: '系统管理',
    children: [
      menuNode({ sys_menu_id: 11, name: '角色管理', vue_url: '/sys/roles' }),
      menuNode({ sys_menu_id: 12, name: '菜单管理', vue_url: 'sys/menus' }),
      menuNode({ sys_menu_id: 13, name: '待开发功能', vue_url: '' }),
    ],
  }),
  menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' }),
];

function renderWorkspace(route: string, withMenus: WorkspaceMenuItem[] = []) {
  return renderWorkspaceLayout(route, { menus: withMenus });
}

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
}

afterEach(clearSidebarCookie);

describe('WorkspaceLayout', () => {
  it('frames the page: empty menu state, breadcrumb, tab strip and content', async () => {
    renderWorkspace('/admin/index');
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(screen.getByText('暂无可用菜单')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getByText('首页')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '当前页面' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '首页' })).toBeInTheDocument();
  });

  it('collapses the menu and keeps the choice in the sidebarStatus cookie', async () => {
    const user = userEvent.setup();
    renderWorkspace('/admin/index');

    await user.click(await screen.findByRole('button', { name: '收起菜单' }));
    expect(screen.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);

    await user.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    renderWorkspace('/admin/index');
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    expect(screen.queryByText('暂无可用菜单')).not.toBeInTheDocument();
  });

  it('renders the menu it is given, with the current page in the breadcrumb and the tab', async () => {
    renderWorkspace('/sys/menus', menus);

    const menu = await screen.findByRole('menu', { name: '工作台菜单' });
    expect(within(menu).getByRole('link', { name: '菜单管理' })).toHaveAttribute('href', '/sys/menus');
    expect(within(menu).getByRole('link', { name: '数据查询' })).toHaveAttribute('href', '/data/seek');
    expect(screen.queryByText('暂无可用菜单')).not.toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByText('系统管理')).toBeInTheDocument();
    expect(within(breadcrumb).getByText('菜单管理')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '菜单管理' })).toBeInTheDocument();
  });

  it('an item without a route says the module is under construction', async () => {
    const user = userEvent.setup();
    renderWorkspace('/sys/roles', menus);

    await user.click(await screen.findByText('待开发功能'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('模块正在建设中，敬请期待').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeInTheDocument();
  });

  it('on a phone the menu is a drawer the menu button opens, and a page link closes it', async () => {
    const real = window.matchMedia;
    const matchMedia = vi.fn((query: string) => ({ ...real(query), matches: query === PHONE_QUERY }));
    window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      renderWorkspace('/sys/menus', menus);
      expect(await screen.findByText('页面内容')).toBeInTheDocument();
      // no column of menu and no breadcrumb squeezing the page
      expect(screen.queryByRole('menu', { name: '工作台菜单' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '展开菜单' }));
      const menu = await screen.findByRole('menu', { name: '工作台菜单' });
      expect(within(menu).getByRole('link', { name: '数据查询' })).toBeInTheDocument();
      // the choice of a page does not touch the desktop's collapsed-menu cookie
      expect(document.cookie).not.toContain(`${SIDEBAR_COOKIE}=`);

      await user.click(within(menu).getByRole('link', { name: '数据查询' }));
      expect(await screen.findByRole('button', { name: '展开菜单' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    } finally {
      window.matchMedia = real;
    }
  });
});
