import { useCallback, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookie.ts';

/** Cookie of the old admin shell: "1" the menu is open, "0" it is collapsed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';

export function readSidebarCollapsed(): boolean {
  return readCookie(SIDEBAR_COOKIE) === '0';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  writeCookie(SIDEBAR_COOKIE, collapsed ? '0' : '1');
}

/** Whether the workspace menu is collapsed, kept across visits in the `sidebarStatus` cookie. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    writeSidebarCollapsed(next);
    setCollapsedState(next);
  }, []);
  return [collapsed, setCollapsed];
}
