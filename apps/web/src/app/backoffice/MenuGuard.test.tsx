import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@qishu/contract';
import { menuHasRoute } from './MenuGuard.tsx';

const node = (vue_url: string, children: MenuNode[] = []): MenuNode =>
  ({
    sys_menu_id: Math.random(),
    parent_id: 0,
    name: vue_url,
    vue_url,
    style: '',
    intro: '',
    location: 0,
    children,
  }) as MenuNode;

describe('menuHasRoute', () => {
  const menus = [node('', [node('/sys/users'), node('sys/roles')]), node('/admin/index')];
  it('finds routes at any depth, with or without the leading slash', () => {
    expect(menuHasRoute(menus, '/sys/users')).toBe(true);
    expect(menuHasRoute(menus, '/sys/roles')).toBe(true);
    expect(menuHasRoute(menus, '/admin/index')).toBe(true);
  });
  it('refuses routes the menu lacks, and groups without a route never match', () => {
    expect(menuHasRoute(menus, '/sys/menus')).toBe(false);
    expect(menuHasRoute(menus, '/')).toBe(false);
  });
});
