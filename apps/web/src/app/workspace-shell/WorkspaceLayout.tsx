import { Suspense, useMemo, type ReactNode } from 'react';
import { Card, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import type { TabContext } from '@qishu/contract';
import { useCurrentUser } from '../../lib/session/index.ts';
import { WorkspaceTexts } from '../texts.ts';
import { PageLoading } from '../PageLoading.tsx';
import { useSidebarCollapsed } from './sidebar-status.ts';
import { findMenuTrail } from './workspace-menu.ts';
import { useWorkspaceMenus } from './WorkspaceMenuContext.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';
import { WorkspaceSider } from './WorkspaceSider.tsx';
import { WorkspaceTabStrip } from './WorkspaceTabStrip.tsx';
import { menuTitleFor, workspaceHomePath } from './workspace-home.ts';
import styles from './workspace-shell.module.css';

interface WorkspaceLayoutProps {
  headerExtra?: ReactNode;
}

/** The signed-in workspace shell: dark menu, light header with breadcrumb, tab strip, content card. */
export function WorkspaceLayout({ headerExtra }: WorkspaceLayoutProps) {
  const menus = useWorkspaceMenus();
  const { pathname } = useLocation();
  const trail = useMemo(() => findMenuTrail(menus, pathname), [menus, pathname]);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const user = useCurrentUser();
  const homePath = workspaceHomePath(user, menus);
  const sysModuleId = user?.sys_module_id ?? -1;
  const agentId = user?.usr_agent_id ?? 0;
  const tabCtx = useMemo<TabContext>(
    () => ({ homePath, sys_module_id: sysModuleId, usr_agent_id: agentId }),
    [homePath, sysModuleId, agentId],
  );
  const homeTitle = menuTitleFor(menus, homePath) ?? WorkspaceTexts.home;

  return (
    <Layout className={styles.shell}>
      <WorkspaceSider menus={menus} collapsed={collapsed} />
      <Layout>
        <WorkspaceHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsed)}
          trail={trail}
          user={user}
          extra={headerExtra}
        />
        <WorkspaceTabStrip trail={trail} ctx={tabCtx} homeTitle={homeTitle} />
        <Layout.Content className={styles.content}>
          <Card variant="borderless">
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
