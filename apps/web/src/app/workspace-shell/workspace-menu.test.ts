import { describe, expect, it } from 'vitest';
import { findMenuByKey, findMenuTrail, menuPath, type WorkspaceMenuItem } from './workspace-menu.ts';
import { menuNode } from '../../test/identity-fixtures.ts';

const menus: WorkspaceMenuItem[] = [
  menuNode({
    sys_menu_id: 1,
    name: '系统管理',
    children: [menuNode({ sys_menu_id: 11, name: '角色管理', vue_url: 'sys/roles' })],
  }),
  menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' }),
];

describe('workspace menu helpers', () => {
  it('normalises routes stored without a leading slash', () => {
    expect(menuPath(menuNode({ sys_menu_id: 1, name: 'a', vue_url: 'sys/roles' }))).toBe('/sys/roles');
    expect(menuPath(menuNode({ sys_menu_id: 1, name: 'a', vue_url: '/sys/roles' }))).toBe('/sys/roles');
    expect(menuPath(menuNode({ sys_menu_id: 1, name: 'a', vue_url: '  ' }))).toBeNull();
    expect(menuPath(menuNode({ sys_menu_id: 1, name: 'a' }))).toBeNull();
  });

  it('finds the chain of items down to the current route', () => {
    expect(findMenuTrail(menus, '/sys/roles').map((m) => m.name)).toEqual(['系统管理', '角色管理']);
    expect(findMenuTrail(menus, '/data/seek').map((m) => m.name)).toEqual(['数据查询']);
    expect(findMenuTrail(menus, '/nowhere')).toEqual([]);
  });

  it('finds an item by its menu key', () => {
    expect(findMenuByKey(menus, '11')?.name).toBe('角色管理');
    expect(findMenuByKey(menus, '99')).toBeNull();
  });
});
