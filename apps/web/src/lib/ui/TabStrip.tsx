import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabStripProps<K extends string> {
  items: readonly TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  size?: 'default' | 'large';
  /** the chosen tab's panel */
  children: ReactNode;
}

/**
 * A line of tabs over the chosen tab's panel (WAI's tabs pattern: the arrow keys, Home and End move
 * and choose), in antd's line-tabs look. antd's Tabs bring their overflow menu and dropdown (about
 * 24 KiB of script) to a page that has two tabs.
 */
export function TabStrip<K extends string>({
  items,
  activeKey,
  onChange,
  size = 'default',
  children,
}: TabStripProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const key = items[next]!.key;
    onChange(key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(key))}`)?.focus();
  };

  return (
    <div className={size === 'large' ? `${styles.tabs} ${styles.large}` : styles.tabs}>
      <div ref={list} role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(activeKey)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
