import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import type { OpenTab, UserInfo } from '@qishu/contract';
import { TAB_LIST_KEY } from '../../lib/session/index.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import type { WorkspaceRouteHandle } from './page-access.ts';
import { renderWorkspaceLayout } from './test-render.tsx';
import type { WorkspaceMenuItem } from './workspace-menu.ts';

/** A page with state of its own: kept alive, its count survives; remounted, it starts at 0. */
function CounterPage({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const admin = userInfo({ sys_module_id: 0, usr_agent_id: 1 });
const adminMenus: WorkspaceMenuItem[] = [
  menuNode({ sys_menu_id: 1, name: '首页', vue_url: '/admin/index' }),
  menuNode({ sys_menu_id: 2, name: '角色管理', vue_url: '/sys/roles' }),
];
const menuRoute = (path: string): WorkspaceRouteHandle => ({ menuRoute: path });
/** The admin home at both its addresses (as app/backoffice does), a menu page, and the refusals. */
const pages: RouteObject[] = [
  { path: 'admin', element: <CounterPage name="概览" />, handle: menuRoute('/admin/index') },
  { path: 'admin/index', element: <CounterPage name="概览" />, handle: menuRoute('/admin/index') },
  { path: 'sys/roles', element: <p>角色页</p>, handle: menuRoute('/sys/roles') },
  { path: 'sys/users', element: <p>用户页</p>, handle: menuRoute('/sys/users') },
  { path: 'park/index', element: <p>园区页</p>, handle: menuRoute('/park/index') },
  { path: 'pass/on', element: <p>转到别处</p>, handle: { noTab: true } },
  { path: '*', element: null, handle: { notFound: true } },
];

function renderShell(route: string, user: UserInfo = admin, menus = adminMenus) {
  signIn(user, menus);
  return renderWorkspaceLayout(route, { menus, pages });
}

type Router = ReturnType<typeof renderShell>['router'];

async function go(router: Router, path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

const tabTitles = () => screen.queryAllByRole('tab').map((tab) => tab.textContent ?? '');
const storedPaths = () =>
  (JSON.parse(sessionStorage.getItem(TAB_LIST_KEY) ?? '[]') as OpenTab[]).map((t) => t.path);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('one home tab', () => {
  it('/admin and /admin/index are one 首页 tab, one kept page', async () => {
    const { router } = renderShell('/admin');
    await waitFor(() => expect(tabTitles()).toEqual(['首页']));
    await userEvent.setup().click(screen.getByRole('button', { name: '概览 0' }));

    await go(router, '/admin/index');
    await waitFor(() => expect(tabTitles()).toEqual(['首页']));
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true');
    // the same page, not a second copy: its state is still there
    expect(screen.getByRole('button', { name: '概览 1' })).toBeVisible();
    expect(screen.getAllByTestId('kept-page')).toHaveLength(1);

    await go(router, '/sys/roles');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '角色管理']));
    await go(router, '/admin');
    await waitFor(() => expect(storedPaths()).toEqual(['/admin', '/sys/roles']));
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['/admin', '/admin/index'])(
    'the home page at %s selects 首页 in the menu; the breadcrumb says 首页 once',
    async (route) => {
      renderShell(route);
      const menu = await screen.findByRole('menu', { name: '工作台菜单' });
      expect(within(menu).getByRole('menuitem', { name: /首页/ })).toHaveClass('ant-menu-item-selected');
      const crumbs = screen.getByRole('navigation', { name: '当前位置' });
      expect(within(crumbs).getAllByRole('listitem')).toHaveLength(1);
    },
  );

  it('the agency’s /agency and /index/home are one tab, titled 机构首页', async () => {
    const agency = userInfo({ sys_module_id: 7, usr_agent_id: 701 });
    const menus = [
      menuNode({ sys_menu_id: 71, name: '机构首页', vue_url: '/index/home' }),
      menuNode({ sys_menu_id: 72, name: '企业查询', vue_url: '/data/seek' }),
    ];
    signIn(agency, menus);
    const { router } = renderWorkspaceLayout('/agency', { menus });
    await waitFor(() => expect(tabTitles()).toEqual(['机构首页']));
    await go(router, '/index/home');
    await go(router, '/data/seek');
    await waitFor(() => expect(tabTitles()).toEqual(['机构首页', '企业查询']));
    expect(storedPaths()).toEqual(['/agency', '/data/seek']);
  });
});

describe('pages without a tab', () => {
  it('403 (another module’s page), 404 and pass-through pages open no tab, however often', async () => {
    const { router } = renderShell('/sys/roles');
    await waitFor(() => expect(tabTitles()).toEqual(['首页', '角色管理']));
    for (const path of ['/sys/users', '/park/index', '/pass/on', '/nowhere', '/sys/users', '/park/index']) {
      await go(router, path);
    }
    expect(screen.getByText('您没有访问该页面的权限，如需开通请联系管理员')).toBeVisible();
    await go(router, '/nowhere');
    expect(screen.getByText('您访问的地址不存在，请检查地址是否正确')).toBeVisible();
    expect(tabTitles()).toEqual(['首页', '角色管理']);
    expect(storedPaths()).toEqual(['/admin', '/sys/roles']);
  });

  it('a refused first page still finds the home tab', async () => {
    renderShell('/park/index');
    expect(await screen.findByText('您没有访问该页面的权限，如需开通请联系管理员')).toBeVisible();
    await waitFor(() => expect(tabTitles()).toEqual(['首页']));
    expect(screen.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'false');
  });

  it('the refusal’s 返回首页 goes to the home tab', async () => {
    const { router } = renderShell('/nowhere');
    await userEvent.setup().click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('button', { name: '概览 0' })).toBeVisible();
  });
});
