import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../identity/user-info.ts';
import { trendMonths } from '../admin/shell.ts';
import { fullScreenAction, isUnderConstruction, splitMenusByLocation, topBarCounters } from './menu.ts';

const node = (over: Partial<MenuNode> & Pick<MenuNode, 'sys_menu_id' | 'name'>): MenuNode => ({
  parent_id: 0,
  vue_url: '',
  style: '',
  intro: '',
  status: 1,
  location: 0,
  children: [],
  ...over,
});

describe('menu rules', () => {
  it('location-1 items go to the top bar, at any depth; emptied groups disappear', () => {
    const menus = [
      node({ sys_menu_id: 1, name: '首页', vue_url: '/data/seek' }),
      node({
        sys_menu_id: 2,
        name: '机构管理',
        children: [
          node({ sys_menu_id: 21, name: '成员管理', vue_url: '/config/users' }),
          node({ sys_menu_id: 22, name: '个人资料', vue_url: '/config/editpersonal', location: 1 }),
        ],
      }),
      node({
        sys_menu_id: 3,
        name: '我的',
        children: [node({ sys_menu_id: 31, name: '修改密码', vue_url: '/config/updatepwd', location: 1 })],
      }),
      node({ sys_menu_id: 4, name: '个人资料', vue_url: '/sys/profile', location: 1 }),
      node({ sys_menu_id: 5, name: 'AI 企业分析' }),
    ];
    const { side, top } = splitMenusByLocation(menus);
    expect(side.map((m) => m.sys_menu_id)).toEqual([1, 2, 5]);
    expect(side[1]!.children.map((m) => m.sys_menu_id)).toEqual([21]);
    expect(top.map((m) => m.sys_menu_id)).toEqual([22, 31, 4]);
  });

  it('an item without route and children is under construction; a group is not', () => {
    expect(isUnderConstruction(node({ sys_menu_id: 1, name: 'x', vue_url: '  ' }))).toBe(true);
    expect(isUnderConstruction(node({ sys_menu_id: 1, name: 'x', vue_url: '/data/seek' }))).toBe(false);
    expect(
      isUnderConstruction(
        node({ sys_menu_id: 1, name: 'x', children: [node({ sys_menu_id: 2, name: 'y' })] }),
      ),
    ).toBe(false);
  });

  it('module 31 opens the garden screen instead of toggling full screen', () => {
    expect(fullScreenAction(31)).toBe('gardenScreen');
    expect(fullScreenAction(0)).toBe('toggle');
    expect(fullScreenAction(5)).toBe('toggle');
  });

  it('the error counter needs an admin holding log:realtime:list', () => {
    expect(topBarCounters({ sys_module_id: 0, authList: ['log:realtime:list'] })).toEqual({
      unread: true,
      untreated: true,
    });
    expect(topBarCounters({ sys_module_id: 0, authList: [] }).untreated).toBe(false);
    expect(topBarCounters({ sys_module_id: 5, authList: ['log:realtime:list'] }).untreated).toBe(false);
  });
});

describe('garden screen trend months', () => {
  it('lists the 12 months ending with the current one, across a year boundary', () => {
    const months = trendMonths('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
    expect(trendMonths('2026-01-01', 2)).toEqual(['2025-12', '2026-01']);
  });
});
