import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  isTabClosable,
  neighbourAfterClose,
  openTab,
  pathAfterCloseAll,
  showTabMenu,
  tabTitle,
  type OpenTab,
  type TabContext,
} from '@qishu/contract';
import { WorkspaceTexts } from '../texts.ts';
import { ShellTexts } from './shell-texts.ts';
import {
  parseTabs,
  readTabs,
  readTabsText,
  rememberTabSearch,
  subscribeTabs,
  tabHref,
  writeTabs,
} from './tab-store.ts';
import type { WorkspaceMenuItem } from './workspace-menu.ts';
import styles from './workspace-shell.module.css';

interface WorkspaceTabStripProps {
  /** the menu chain of the current page (its last item names the tab) */
  trail: readonly WorkspaceMenuItem[];
  ctx: TabContext;
  /** the home tab's title (its menu item's name, or 首页) */
  homeTitle: string;
}

/** Opens `tab` and keeps the home tab titled after its menu item. */
function openWithHome(tabs: readonly OpenTab[], tab: OpenTab, ctx: TabContext, homeTitle: string): OpenTab[] {
  return openTab(tabs, tab, ctx).map((t) => (t.path === ctx.homePath ? { ...t, title: homeTitle } : t));
}

/**
 * The strip of opened pages under the header (shell-and-backoffice.md §2 "Shell", §4 "Tabs"): every
 * navigation opens or focuses a tab, kept in sessionStorage `tabList`; the home tab comes first.
 */
export function WorkspaceTabStrip({ trail, ctx, homeTitle }: WorkspaceTabStripProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const text = useSyncExternalStore(subscribeTabs, readTabsText);
  const tabs = useMemo(() => parseTabs(text), [text]);

  const { homePath, sys_module_id, usr_agent_id } = ctx;
  const menuTitle = trail.at(-1)?.name;
  useEffect(() => {
    const tabCtx: TabContext = { homePath, sys_module_id, usr_agent_id };
    const fallback = pathname === homePath ? homeTitle : WorkspaceTexts.currentPage;
    const title = tabTitle(pathname, menuTitle ?? fallback, tabCtx);
    writeTabs(openWithHome(readTabs(), { path: pathname, title }, tabCtx, homeTitle));
  }, [pathname, menuTitle, homePath, homeTitle, sys_module_id, usr_agent_id]);
  useEffect(() => rememberTabSearch(pathname, search), [pathname, search]);

  // back to a tab is back to what it showed: its search (the data-search page keeps it there)
  const go = (path: string | undefined) => {
    if (path && path !== pathname) void navigate(tabHref(path));
  };

  const close = (path: string) => {
    if (!isTabClosable(path, ctx)) return;
    const current = readTabs();
    writeTabs(closeTab(current, path, ctx));
    if (path === pathname) go(neighbourAfterClose(current, path));
  };

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'closeAll') {
      writeTabs(closeAllTabs(readTabs(), ctx));
      go(pathAfterCloseAll(ctx));
    } else if (key === 'closeCurrent') {
      close(pathname);
    } else if (key === 'closeOthers') {
      writeTabs(closeOtherTabs(readTabs(), pathname, ctx));
    }
  };

  const items: TabsProps['items'] = tabs.map((tab) => ({
    key: tab.path,
    label: tab.title,
    closable: isTabClosable(tab.path, ctx),
  }));

  const menuItems: MenuProps['items'] = [
    { key: 'closeAll', label: ShellTexts.closeAll },
    { key: 'closeCurrent', label: ShellTexts.closeCurrent, disabled: !isTabClosable(pathname, ctx) },
    { key: 'closeOthers', label: ShellTexts.closeOthers },
  ];

  const extra = showTabMenu(tabs) ? (
    <Dropdown menu={{ items: menuItems, onClick: onMenu }} trigger={['click']}>
      <Button size="small" type="text" icon={<DownOutlined aria-hidden />} iconPlacement="end">
        {ShellTexts.tabActions}
      </Button>
    </Dropdown>
  ) : null;

  return (
    <div className={styles.tabStrip}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        items={items}
        onChange={go}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        tabBarExtraContent={extra}
      />
    </div>
  );
}
