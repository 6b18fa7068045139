import type { ReactNode } from 'react';
import { Result } from 'antd';
import type { MenuNode } from '@qishu/contract';
import { useStoredMenus } from '../../lib/session/index.ts';
import { AppTexts } from '../texts.ts';

/** Whether a route is one of the user's menu items (the server sends exactly what the role grants). */
export function menuHasRoute(menus: readonly MenuNode[], path: string): boolean {
  return menus.some((m) => {
    const url = m.vue_url?.trim() ?? '';
    const normal = url.startsWith('/') ? url : `/${url}`;
    return (url !== '' && normal === path) || menuHasRoute(m.children ?? [], path);
  });
}

/**
 * A back-office page opens only when the user's menu holds its route; otherwise 403. The server
 * checks every call again — this only spares the user a page full of refusals.
 */
export function MenuGuard({ path, children }: { path: string; children: ReactNode }) {
  const menus = useStoredMenus();
  if (menuHasRoute(menus, path)) return children;
  return <Result status="403" title="403" subTitle={AppTexts.noPagePermission} />;
}
