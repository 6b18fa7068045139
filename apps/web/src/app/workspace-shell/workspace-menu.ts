import type { MenuNode } from '@qishu/contract';

/**
 * A workspace menu entry as the server sends it (shell-and-backoffice.md §2 "Shell", §3 "Menu"):
 * the contract's MenuNode, from the login answer or the session check (menuList).
 */
export type WorkspaceMenuItem = MenuNode;

/** Menu routes are stored with or without the leading slash. */
export function menuPath(item: Pick<WorkspaceMenuItem, 'vue_url'>): string | null {
  const url = item.vue_url?.trim();
  if (!url) return null;
  return url.startsWith('/') ? url : `/${url}`;
}

export function menuKey(item: WorkspaceMenuItem): string {
  return String(item.sys_menu_id);
}

/** The chain of items from a root down to the one whose route is `pathname` (empty when none is). */
export function findMenuTrail(menus: readonly WorkspaceMenuItem[], pathname: string): WorkspaceMenuItem[] {
  for (const item of menus) {
    if (menuPath(item) === pathname) return [item];
    const below = findMenuTrail(item.children ?? [], pathname);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

export function findMenuByKey(menus: readonly WorkspaceMenuItem[], key: string): WorkspaceMenuItem | null {
  for (const item of menus) {
    if (menuKey(item) === key) return item;
    const below = findMenuByKey(item.children ?? [], key);
    if (below) return below;
  }
  return null;
}
