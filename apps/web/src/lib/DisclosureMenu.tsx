import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { Link } from 'react-router';
import styles from './disclosure-menu.module.css';

export interface DisclosureMenuItem {
  key: string;
  label: ReactNode;
  /** a link to this address, else a button that calls `onSelect` */
  to?: string;
  onSelect?: () => void;
  /** the page the user is on: marked, and announced as the current page */
  current?: boolean;
  /** a line above the item (the sign-out below the links) */
  dividerBefore?: boolean;
}

interface DisclosureMenuProps {
  /** the trigger button's look and name; its `onClick` is the menu's */
  button: Omit<ButtonProps, 'onClick'>;
  items: readonly DisclosureMenuItem[];
  /** the list's accessible name */
  label: string;
}

/**
 * A button that shows a short list of links under it (WAI's disclosure navigation pattern), in
 * antd's dropdown look: what the shop's header needs without antd's Dropdown, Menu and trigger
 * code on its first screen. Escape, a click elsewhere or choosing an item closes it; the arrow keys
 * move between the items.
 */
export function DisclosureMenu({ button, items, label }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? [])];
    if (!open || entries.length === 0) return;
    event.preventDefault();
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const down = event.key === 'ArrowDown';
    // from the button: down to the first item, up to the last
    const next =
      at < 0 ? (down ? 0 : entries.length - 1) : (at + (down ? 1 : -1) + entries.length) % entries.length;
    entries[next]!.focus();
  };

  const choose = (item: DisclosureMenuItem) => {
    setOpen(false);
    item.onSelect?.();
  };

  return (
    <div ref={root} className={styles.root} onKeyDown={onKeyDown}>
      <Button
        {...button}
        ref={trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
      />
      <ul id={id} className={styles.panel} hidden={!open} aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className={item.dividerBefore ? styles.divided : undefined}>
            {item.to ? (
              <Link
                to={item.to}
                data-menu-entry
                className={item.current ? `${styles.entry} ${styles.current}` : styles.entry}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => choose(item)}
              >
                {item.label}
              </Link>
            ) : (
              <button type="button" data-menu-entry className={styles.entry} onClick={() => choose(item)}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
