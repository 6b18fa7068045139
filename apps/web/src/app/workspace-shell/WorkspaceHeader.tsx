import type { ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { WorkspaceTexts } from '../texts.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import { WorkspaceBreadcrumb } from './WorkspaceBreadcrumb.tsx';
import styles from './workspace-shell.module.css';

interface WorkspaceHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  trail: readonly WorkspaceMenuItem[];
  /** Right side of the bar: organisation, capacity, quick links, user menu (later issues). */
  extra?: ReactNode;
}

export function WorkspaceHeader({ collapsed, onToggle, trail, extra }: WorkspaceHeaderProps) {
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
      <div className={styles.headerExtra}>{extra}</div>
    </Layout.Header>
  );
}
