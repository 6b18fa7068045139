import type { MenuNode } from '../identity/user-info.ts';
import { ModuleId } from '../modules.ts';

/** Menu location: 0 the left menu, 1 the top bar (the user-name dropdown). */
export const MenuLocation = { side: 0, top: 1 } as const;

/** The route of the garden screen (route name garden_newIndex) that module 31's full-screen button opens. */
export const GARDEN_SCREEN_ROUTE = '/garden/screen';

/** Title of the admin (module 0) top bar. */
export const ADMIN_SHELL_TITLE = '企数通商机管理后台';

/** Where the top-bar counters lead (shell-and-backoffice.md §2 "Shell"). */
export const ShellRoutes = {
  /** admin: 消息通知 */
  adminMessages: '/sys/msg',
  /** admin: 错误处理 */
  errorHandling: '/logmana/realupdate',
  /** workspace users: the message bell */
  userMessages: '/config/usrmsg',
} as const;

/** The untreated-error counter is only asked for (and shown) with this permission. */
export const UNTREATED_COUNT_PERM = 'log:realtime:list';

/** The top-bar counters refresh this often (and whenever the window regains focus). */
export const BADGE_POLL_MS = 60_000;

/**
 * Splits the login's menu tree: location-1 items (at any depth) go to the top bar's user dropdown,
 * the rest stays in the left menu. A group left without children by the split is dropped.
 */
export function splitMenusByLocation(menus: readonly MenuNode[]): { side: MenuNode[]; top: MenuNode[] } {
  const top: MenuNode[] = [];
  const walk = (items: readonly MenuNode[]): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const item of items) {
      if (item.location === MenuLocation.top) {
        top.push({ ...item, children: [] });
        continue;
      }
      const hadChildren = item.children.length > 0;
      const children = walk(item.children);
      if (hadChildren && children.length === 0) continue;
      out.push({ ...item, children });
    }
    return out;
  };
  return { side: walk(menus), top };
}

/** A menu item with neither a route nor children opens the 'module under construction' modal. */
export function isUnderConstruction(item: Pick<MenuNode, 'vue_url' | 'children'>): boolean {
  return !item.vue_url.trim() && item.children.length === 0;
}

/** What the full-screen button does: module 31 opens the garden screen, everyone else toggles full screen. */
export function fullScreenAction(sysModuleId: number): 'gardenScreen' | 'toggle' {
  return sysModuleId === ModuleId.garden ? 'gardenScreen' : 'toggle';
}

/** Which top-bar counters a user sees: everyone the unread count, the error count only with UNTREATED_COUNT_PERM (admin). */
export function topBarCounters(user: { sys_module_id: number; authList: readonly string[] }): {
  unread: boolean;
  untreated: boolean;
} {
  return {
    unread: true,
    untreated: user.sys_module_id === ModuleId.admin && user.authList.includes(UNTREATED_COUNT_PERM),
  };
}
