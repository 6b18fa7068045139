import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import type { OpenTab } from '@qishu/contract';
import { ShellTexts } from './shell-texts.ts';
import styles from './workspace-shell.module.css';

interface OpenTabListProps {
  tabs: readonly OpenTab[];
  /** the tab of the page shown (none selected when the page opens no tab) */
  activePath: string;
  isClosable: (path: string) => boolean;
  onOpen: (path: string) => void;
  onClose: (path: string) => void;
}

/**
 * The open pages as a tab list that holds tabs only: antd's Tabs puts its close, overflow and extra
 * buttons inside role="tablist", which screen readers cannot make sense of (axe:
 * aria-required-children). A tab opens its page on click, Enter or Space; the arrow keys, Home and
 * End move between the tabs and Delete closes one. The close cross is for the mouse; keyboard and
 * screen-reader users have Delete and the 标签操作 menu.
 */
export function OpenTabList({ tabs, activePath, isClosable, onOpen, onClose }: OpenTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // the list scrolls sideways when the tabs overflow: keep the current one in view
  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tabs.length]);

  // one tab is in the page's tab order (roving tabindex): the current one, else the first
  const focusable = tabs.some((t) => t.path === activePath) ? activePath : tabs[0]?.path;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const path = tabs[index]!.path;
    const focusTab = (to: number) => {
      const all = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
      all?.[(to + tabs.length) % tabs.length]?.focus();
    };
    if (event.key === 'ArrowRight') focusTab(index + 1);
    else if (event.key === 'ArrowLeft') focusTab(index - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') onOpen(path);
    else if (event.key === 'Delete' && isClosable(path)) onClose(path);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ShellTexts.openTabs}
      className={styles.tabList}
      // a mouse wheel scrolls the overflowing tabs sideways
      onWheel={(event) => {
        if (event.deltaY && !event.deltaX) event.currentTarget.scrollLeft += event.deltaY;
      }}
    >
      {tabs.map((tab, index) => {
        const active = tab.path === activePath;
        const closable = isClosable(tab.path);
        return (
          <div
            key={tab.path}
            role="tab"
            aria-selected={active}
            aria-keyshortcuts={closable ? 'Delete' : undefined}
            tabIndex={tab.path === focusable ? 0 : -1}
            data-path={tab.path}
            className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onOpen(tab.path)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.title}
            {closable ? (
              <span
                aria-hidden
                className={styles.tabClose}
                data-testid="tab-close"
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(tab.path);
                }}
              >
                <CloseOutlined />
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
