import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
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
  tabPathFor,
  tabTitle,
  type OpenTab,
  type TabContext,
} from '@qishu/contract';
import { WorkspaceTexts } from '../texts.ts';
import { OpenTabList } from './OpenTabList.tsx';
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
  /** whether the current page opens a tab (403, 404 and pass-through pages do not) */
  tabbed?: boolean;
}

/** Opens `tab` and keeps the home tab titled after its menu item. */
function openWithHome(tabs: readonly OpenTab[], tab: OpenTab, ctx: TabContext, homeTitle: string): OpenTab[] {
  return openTab(tabs, tab, ctx).map((t) => (t.path === ctx.homePath ? { ...t, title: homeTitle } : t));
}

/**
 * The strip of opened pages under the header (shell-and-backoffice.md §2 "Shell", §4 "Tabs"): every
 * navigation opens or focuses a tab, kept in sessionStorage `tabList`; the home tab comes first.
 */
export function WorkspaceTabStrip({ trail, ctx, homeTitle, tabbed = true }: WorkspaceTabStripProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const text = useSyncExternalStore(subscribeTabs, readTabsText);
  const tabs = useMemo(() => parseTabs(text), [text]);

  const { homePath, sys_module_id, usr_agent_id } = ctx;
  // the tab of this address: its own, or the home tab for the home page's second address
  const tabPath = tabPathFor(pathname, ctx);
  const menuTitle = trail.at(-1)?.name;
  useEffect(() => {
    const tabCtx: TabContext = { homePath, sys_module_id, usr_agent_id };
    // a page without a tab of its own still finds the home tab there
    const tab = tabbed
      ? {
          path: tabPath,
          title: tabTitle(
            tabPath,
            menuTitle ?? (tabPath === homePath ? homeTitle : WorkspaceTexts.currentPage),
            tabCtx,
          ),
        }
      : { path: homePath, title: homeTitle };
    const current = readTabs();
    if (!tabbed && current.some((t) => t.path === homePath)) return;
    writeTabs(openWithHome(current, tab, tabCtx, homeTitle));
  }, [tabbed, tabPath, menuTitle, homePath, homeTitle, sys_module_id, usr_agent_id]);
  useEffect(() => {
    if (tabbed) rememberTabSearch(tabPath, search);
  }, [tabbed, tabPath, search]);

  // back to a tab is back to what it showed: its search (the data-search page keeps it there)
  const go = (path: string | undefined) => {
    if (path && path !== tabPath) void navigate(tabHref(path));
  };

  const close = (path: string) => {
    if (!isTabClosable(path, ctx)) return;
    const current = readTabs();
    writeTabs(closeTab(current, path, ctx));
    if (path === tabPath) go(neighbourAfterClose(current, path));
  };

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'closeAll') {
      writeTabs(closeAllTabs(readTabs(), ctx));
      go(pathAfterCloseAll(ctx));
    } else if (key === 'closeCurrent') {
      close(tabPath);
    } else if (key === 'closeOthers') {
      writeTabs(closeOtherTabs(readTabs(), tabPath, ctx));
    }
  };

  const menuItems: MenuProps['items'] = [
    { key: 'closeAll', label: ShellTexts.closeAll },
    {
      key: 'closeCurrent',
      label: ShellTexts.closeCurrent,
      disabled: !tabbed || !isTabClosable(tabPath, ctx),
    },
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
      <OpenTabList
        tabs={tabs}
        activePath={tabPath}
        isClosable={(path) => isTabClosable(path, ctx)}
        onOpen={go}
        onClose={close}
      />
      {extra}
    </div>
  );
}
