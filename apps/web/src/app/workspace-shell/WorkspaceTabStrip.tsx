import { Tabs } from 'antd';
import { useLocation } from 'react-router';
import { WorkspaceTexts } from '../texts.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import styles from './workspace-shell.module.css';

/**
 * The strip of opened pages under the header. It shows the current page; the rules for keeping,
 * closing and limiting opened tabs (§2 "Shell", §4 "Tabs") arrive with the menu module.
 */
export function WorkspaceTabStrip({ trail }: { trail: readonly WorkspaceMenuItem[] }) {
  const { pathname } = useLocation();
  const title = trail.at(-1)?.name ?? WorkspaceTexts.currentPage;
  return (
    <div className={styles.tabStrip}>
      <Tabs type="card" size="small" activeKey={pathname} items={[{ key: pathname, label: title }]} />
    </div>
  );
}
