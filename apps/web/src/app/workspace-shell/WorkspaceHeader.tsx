import type { ReactNode } from 'react';
import { Button, Layout, Space, Tag, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { WorkspaceTexts } from '../texts.ts';
import type { UserInfo } from '@qishu/contract';
import { capacityView } from './capacity-view.ts';
import { ShellTexts } from './shell-texts.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { WorkspaceBreadcrumb } from './WorkspaceBreadcrumb.tsx';
import styles from './workspace-shell.module.css';

interface WorkspaceHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  trail: readonly WorkspaceMenuItem[];
  /** the signed-in user: organisation name and capacity badge */
  user?: UserInfo | null;
  /** Right side of the bar: organisation, capacity, quick links, user menu (later issues). */
  extra?: ReactNode;
}

export function WorkspaceHeader({ collapsed, onToggle, trail, user, extra }: WorkspaceHeaderProps) {
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? WorkspaceTexts.expandMenu : WorkspaceTexts.collapseMenu}
        aria-expanded={!collapsed}
      />
      <div className={styles.breadcrumb}>
        <WorkspaceBreadcrumb trail={trail} />
      </div>
      <div className={styles.headerExtra}>
        {user ? <OrganisationCapacity user={user} /> : null}
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
        <Tag color={capacity.color} title={ShellTexts.capacity} data-testid="capacity-badge">
          {capacity.text}
        </Tag>
      ) : null}
    </Space>
  );
}
