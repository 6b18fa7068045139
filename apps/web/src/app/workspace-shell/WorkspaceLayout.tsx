import { Suspense, useMemo, type ReactNode } from 'react';
import { Card, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../PageLoading.tsx';
import { useSidebarCollapsed } from './sidebar-status.ts';
import { findMenuTrail } from './workspace-menu.ts';
import { useWorkspaceMenus } from './WorkspaceMenuContext.tsx';
import { WorkspaceHeader } from './WorkspaceHeader.tsx';
import { WorkspaceSider } from './WorkspaceSider.tsx';
import { WorkspaceTabStrip } from './WorkspaceTabStrip.tsx';
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

  return (
    <Layout className={styles.shell}>
      <WorkspaceSider menus={menus} collapsed={collapsed} />
      <Layout>
        <WorkspaceHeader
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsed)}
          trail={trail}
          extra={headerExtra}
        />
        <WorkspaceTabStrip trail={trail} />
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
