import type { ReactNode } from 'react';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { ADMIN_SHELL_TITLE, ModuleId, type MenuNode, type UserInfo } from '@qishu/contract';
import { WorkspaceTexts } from '../texts.ts';
import { capacityView } from './capacity-view.ts';
import { ShellTexts } from './shell-texts.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { WorkspaceBreadcrumb } from './WorkspaceBreadcrumb.tsx';
import { CounterLinks, FullScreenButton, QuickLinksMenu, TopMenuLinks } from './WorkspaceTopBar.tsx';
import styles from './workspace-shell.module.css';

interface WorkspaceHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  trail: readonly WorkspaceMenuItem[];
  homePath: string;
  /** the signed-in user: organisation name and capacity badge, counters, full screen */
  user?: UserInfo | null;
  /** location-1 menu items not already in the account dropdown */
  topMenus?: readonly MenuNode[];
  /** Right end of the bar: the account switch and the user-name dropdown. */
  extra?: ReactNode;
  /** a phone: the menu button and the account bar only (the rest does not fit in 390 px) */
  compact?: boolean;
}

/**
 * The top bar (shell-and-backoffice.md §2 "Shell"). Workspace users: organisation name and capacity
 * badge, quick links, message bell, full screen, account bar. Admin (module 0): the title
 * 企数通商机管理后台, quick links, 消息通知 and 错误处理 with their counters, full screen, account bar.
 */
export function WorkspaceHeader({
  collapsed,
  onToggle,
  trail,
  homePath,
  user,
  topMenus = [],
  extra,
  compact = false,
}: WorkspaceHeaderProps) {
  const admin = user?.sys_module_id === ModuleId.admin;
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? WorkspaceTexts.expandMenu : WorkspaceTexts.collapseMenu}
        aria-expanded={!collapsed}
      />
      {admin && !compact ? (
        <Typography.Text strong className={styles.adminTitle}>
          {ADMIN_SHELL_TITLE}
        </Typography.Text>
      ) : null}
      <div className={styles.breadcrumb}>
        {compact ? null : <WorkspaceBreadcrumb trail={trail} homePath={homePath} />}
      </div>
      <div className={styles.headerExtra}>
        {compact ? null : (
          <>
            {user && !admin ? <OrganisationCapacity user={user} /> : null}
            <QuickLinksMenu />
            <TopMenuLinks items={topMenus} />
            {user ? <CounterLinks user={user} /> : null}
            {user ? <FullScreenButton sysModuleId={user.sys_module_id} /> : null}
          </>
        )}
        {extra}
      </div>
    </Layout.Header>
  );
}

/** Organisation name and the capacity badge (§4 "Capacity badge"). */
export function OrganisationCapacity({ user, basicNumber }: { user: UserInfo; basicNumber?: number }) {
  const capacity = capacityView(user, basicNumber);
  return (
    <Space size="small">
      <Typography.Text>{user.agent_name}</Typography.Text>
      {capacity ? (
        <Tag
          // readable status colours come from the theme's Tag tokens (theme.ts)
          color={capacity.color}
          title={ShellTexts.capacity}
          data-testid="capacity-badge"
        >
          {capacity.text}
        </Tag>
      ) : null}
    </Space>
  );
}
