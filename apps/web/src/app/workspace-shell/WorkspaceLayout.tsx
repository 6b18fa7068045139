import { Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Card, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { GARDEN_SCREEN_ROUTE, splitMenusByLocation, tabPathFor, type TabContext } from '@qishu/contract';
import { useCurrentUser } from '../../lib/session/index.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { WorkspaceTexts } from '../texts.ts';
import { PageLoading } from '../PageLoading.tsx';
import { ForbiddenPage, NotFoundPage } from '../RefusalPages.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { useSidebarCollapsed } from './sidebar-status.ts';
import { parseTabs, readTabsText, subscribeTabs } from './tab-store.ts';
import { menuPath } from './workspace-menu.ts';
import { pageAccess, useRouteHandle } from './page-access.ts';
import { useWorkspaceMenus } from './WorkspaceMenuContext.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';
import { WorkspaceSider } from './WorkspaceSider.tsx';
import { WorkspaceTabStrip } from './WorkspaceTabStrip.tsx';
import { pageTrail, workspaceHomePath } from './workspace-home.ts';
import styles from './workspace-shell.module.css';

/** Pages that fill the window without the shell's menu, header and tabs (the garden big screen). */
const BARE_ROUTES: readonly string[] = [GARDEN_SCREEN_ROUTE];

interface WorkspaceLayoutProps {
  /** right end of the header: account switch and user dropdown */
  headerExtra?: ReactNode;
  /** routes the account dropdown already offers (location-1 items with these routes are not repeated) */
  accountRoutes?: readonly string[];
}

/**
 * The signed-in workspace shell: dark menu (location-0 items), top bar (location-1 items, quick
 * links, counters, full screen), breadcrumb, tab strip, and the kept-alive pages of the open tabs.
 */
export function WorkspaceLayout({ headerExtra, accountRoutes = [] }: WorkspaceLayoutProps) {
  const allMenus = useWorkspaceMenus();
  const { side: menus, top } = useMemo(() => splitMenusByLocation(allMenus), [allMenus]);
  const topMenus = useMemo(
    () => top.filter((item) => !accountRoutes.includes(menuPath(item) ?? '')),
    [top, accountRoutes],
  );
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // below md (768 px) the menu is a drawer and the top bar keeps only the essentials
  const phone = useMediaQuery(PHONE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useCurrentUser();
  const homePath = workspaceHomePath(user, menus);
  const sysModuleId = user?.sys_module_id ?? -1;
  const agentId = user?.usr_agent_id ?? 0;
  const tabCtx = useMemo<TabContext>(
    () => ({ homePath, sys_module_id: sysModuleId, usr_agent_id: agentId }),
    [homePath, sysModuleId, agentId],
  );
  const homeTitle = pageTrail(menus, homePath, homePath).at(-1)?.name ?? WorkspaceTexts.home;
  // the home page's second address (/admin/index of /admin) is the home tab, kept as one page
  const tabPath = tabPathFor(pathname, tabCtx);
  const trail = useMemo(() => pageTrail(allMenus, tabPath, homePath), [allMenus, tabPath, homePath]);
  const handle = useRouteHandle();
  const access = pageAccess(handle, allMenus, homePath);
  const tabsText = useSyncExternalStore(subscribeTabs, readTabsText);
  const openPaths = useMemo(() => parseTabs(tabsText).map((t) => t.path), [tabsText]);

  // 403 and 404 show in the shell, under no tab (repeated refusals must not pile up tabs)
  const refusal =
    access === 'forbidden' ? (
      <ForbiddenPage home={homePath} />
    ) : access === 'notFound' ? (
      <NotFoundPage home={homePath} />
    ) : undefined;
  const tabbed = access === 'open' && !handle?.noTab;

  if (BARE_ROUTES.includes(pathname) && access === 'open') {
    return (
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    );
  }

  return (
    <Layout className={styles.shell}>
      <WorkspaceSider
        menus={menus}
        currentPath={menuPath(trail.at(-1) ?? { vue_url: '' }) ?? pathname}
        collapsed={collapsed}
        drawer={phone ? { open: drawerOpen, onClose: () => setDrawerOpen(false) } : undefined}
      />
      <Layout>
        <WorkspaceHeader
          collapsed={phone ? !drawerOpen : collapsed}
          onToggle={phone ? () => setDrawerOpen(!drawerOpen) : () => setCollapsed(!collapsed)}
          compact={phone}
          trail={trail}
          homePath={homePath}
          user={user}
          topMenus={topMenus}
          extra={headerExtra}
        />
        <WorkspaceTabStrip trail={trail} ctx={tabCtx} homeTitle={homeTitle} tabbed={tabbed} />
        <Layout.Content className={styles.content}>
          <Card variant="borderless">
            <KeepAliveOutlet keep={openPaths} pageKey={tabPath} replacement={refusal} />
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
