import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TABLE_FILTER_ROUTES } from '@qishu/contract';
import { describe, expect, it } from 'vitest';
import { actions, actionsOfModule } from './actions.ts';
import { GARDEN_SCREEN_ROUTE, detailRoutes, flattenMenus, menus, menusOfModule, quickLinks } from './menus.ts';
import { moduleIds, modules } from './modules.ts';
import type { ModuleId, SeedMenu } from './types.ts';

/** shell-and-backoffice.md §2, table "Routes" (the garden screen is checked separately). */
const specRoutesTable = [
  '/data/seek',
  '/admin/index',
  '/admin',
  '/search/index',
  '/park/index',
  '/ent/index',
  '/shb/index',
  '/gov/index',
  '/garden/index',
  '/api/index',
  '/sys/editpwd',
  '/sys/profile',
  '/config/resource',
  '/config/editpersonal',
  '/config/updatepwd',
];

/** shell-and-backoffice.md §2, "Further admin and vendor routes", verbatim ({id} spelling kept). */
const specRoutesFurther = [
  ...['profile', 'editpwd', 'manacate', 'industrycate', 'msg', 'update', 'apply', 'menus', 'users', 'adminlog', 'roles', 'actions', 'menucate', 'param', 'modules', 'agentcate'].map(
    (p) => `/sys/${p}`,
  ),
  '/usermana/fields',
  '/usermana/agentmana',
  '/usermana/statistic',
  '/logmana/realupdate',
  '/logmana/alllog',
  '/search/conditions',
  '/malldata/precisequery',
  '/malldata/publisheddata',
  '/malldata/dataproduct',
  '/malldata/ordermanage',
  '/malldata/specialsubject',
  '/index/home',
  '/index/mall',
  '/index/personal',
  '/index/updatepwd',
  '/data/seek',
  '/data/details/{id}',
  '/data/stock/{id}',
  '/data/map/{id}',
  '/data/entall',
  '/data/query',
  '/sale/apply',
  '/sale/entlabel',
  '/sale/record',
  '/sale/diliver',
  '/sale/collect',
  '/sale/follow',
  '/action/visit',
  '/action/orders',
  '/action/contract',
  '/action/clients',
  '/public/import',
  '/public/manas',
  '/public/apply/{id}',
  ...['editpersonal', 'updatepwd', 'change', 'users', 'roles', 'category', 'resource', 'usrmsg'].map((p) => `/config/${p}`),
];

/** data-shop.md §2, list routes of the admin shell (table-filter mode), as the contract lists them. */
const specListRoutes = [...TABLE_FILTER_ROUTES];

/** Asked for by the back-office brief in addition to the spec. */
const extraRoutes = [
  '/admin/sysmsg',
  '/sys/mailbox',
  '/sys/smsbox',
  '/park/entlist',
  GARDEN_SCREEN_ROUTE,
];

/** Landing table of §2: module → landing route and forced password-change page. */
const landingTable: Record<ModuleId, { home: string; pwd: string }> = {
  0: { home: '/admin', pwd: '/sys/editpwd' },
  3: { home: '/park', pwd: '/admin/editpassword' },
  4: { home: '/ent', pwd: '/ent/editpwd' },
  5: { home: '/data/seek', pwd: '/config/updatepwd' },
  6: { home: '/shb', pwd: '/shb/shbeditpassword' },
  7: { home: '/agency', pwd: '/agency/updatepwd' },
  8: { home: '/reg', pwd: '/reg/editpwd' },
  9: { home: '/gov', pwd: '/gov/editpwd' },
  31: { home: '/garden', pwd: '/adgar/updatepwd' },
};

/** Items that deliberately have no route (module under construction). */
const underConstruction = ['data.ai.analysis', 'gov.policy.match'];

const allNodes: SeedMenu[] = moduleIds.flatMap((id) => menusOfModule(id));
const menuRoutes = new Set(allNodes.map((n) => n.vue_url).filter(Boolean));
const landingRoutes = new Set(modules.map((m) => m.home));
const detailPaths = new Set(detailRoutes.map((d) => d.path));

/** A spec route is reachable when a menu item has it, or (for {id} routes) it is a detail route. */
function reachable(route: string): boolean {
  if (route.includes('{id}')) return detailPaths.has(route.replace('{id}', ':id'));
  return menuRoutes.has(route) || landingRoutes.has(route);
}

describe('menus', () => {
  it.each([...specRoutesTable, ...specRoutesFurther, ...specListRoutes, ...extraRoutes])('route %s is reachable', (route) => {
    expect(reachable(route)).toBe(true);
  });

  it('landing-only routes (no menu item) are exactly /admin, /park, /ent, /shb, /agency, /gov, /garden', () => {
    const landingOnly = modules.map((m) => m.home).filter((h) => !menuRoutes.has(h));
    expect(landingOnly.sort()).toEqual(['/admin', '/agency', '/ent', '/garden', '/gov', '/park', '/shb']);
  });

  it('modules follow the landing table, and each home tab is an item of its own menu', () => {
    expect([...moduleIds].sort((a, b) => a - b)).toEqual([0, 3, 4, 5, 6, 7, 8, 9, 31]);
    for (const m of modules) {
      expect(m.home, `module ${m.sys_module_id}`).toBe(landingTable[m.sys_module_id].home);
      expect(m.pwdRoute, `module ${m.sys_module_id}`).toBe(landingTable[m.sys_module_id].pwd);
      const own = menusOfModule(m.sys_module_id).map((n) => n.vue_url);
      expect(own, `home tab of module ${m.sys_module_id}`).toContain(m.homeTab);
    }
  });

  it('keys are unique across all modules', () => {
    const keys = allNodes.map((n) => n.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every module has a tree, keys carry the module prefix', () => {
    for (const m of modules) {
      const nodes = menusOfModule(m.sys_module_id);
      expect(nodes.length, m.name).toBeGreaterThan(3);
      for (const n of nodes) expect(n.key.startsWith(`${m.key}.`), n.key).toBe(true);
    }
  });

  it('groups have children and no route; items have a route unless deliberately under construction', () => {
    for (const n of allNodes) {
      if (n.children) {
        expect(n.children.length, n.key).toBeGreaterThan(0);
        expect(n.vue_url, n.key).toBe('');
        expect(n.perm, n.key).toBeUndefined();
      } else if (n.vue_url === '') {
        expect(underConstruction, n.key).toContain(n.key);
      } else {
        expect(n.vue_url, n.key).toMatch(/^\/[a-z]+(\/[a-zA-Z]+)*$/);
      }
    }
    for (const key of underConstruction) expect(allNodes.find((n) => n.key === key)?.vue_url).toBe('');
  });

  it('routes are unique within a module', () => {
    for (const id of moduleIds) {
      const urls = menusOfModule(id)
        .map((n) => n.vue_url)
        .filter(Boolean);
      expect(new Set(urls).size, `module ${id}`).toBe(urls.length);
    }
  });

  it('no parameterised route is a menu item', () => {
    for (const n of allNodes) expect(n.vue_url, n.key).not.toMatch(/[:{]/);
  });

  it('names, intros and icons are filled in; orders are unique among siblings', () => {
    const check = (nodes: readonly SeedMenu[]) => {
      const orders = nodes.map((n) => `${n.location}:${n.orders}`);
      expect(new Set(orders).size).toBe(orders.length);
      for (const n of nodes) {
        expect(n.name.trim(), n.key).not.toBe('');
        expect(n.intro.trim(), n.key).not.toBe('');
        expect(n.style, n.key).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
        expect([0, 1]).toContain(n.location);
        if (n.children) check(n.children);
      }
    };
    for (const id of moduleIds) check(menus[id]);
  });

  it('icons exist in @ant-design/icons', () => {
    let iconsDir: string;
    try {
      iconsDir = join(dirname(createRequire(import.meta.url).resolve('@ant-design/icons/package.json')), 'lib', 'icons');
    } catch {
      return; // the web package is not installed here
    }
    for (const n of allNodes) expect(existsSync(join(iconsDir, `${n.style}.js`)), `${n.key}: ${n.style}`).toBe(true);
  });

  it('every permission a menu needs exists and is offered in the menu’s module', () => {
    const perms = new Set<string>(actions.map((a) => a.perm));
    for (const id of moduleIds) {
      const offered = new Set<string>(actionsOfModule(id));
      for (const n of menusOfModule(id)) {
        if (!n.perm) continue;
        expect(perms.has(n.perm), `${n.key}: ${n.perm}`).toBe(true);
        expect(offered.has(n.perm), `${n.key}: ${n.perm} in module ${id}`).toBe(true);
      }
    }
  });

  it('personal items sit in the top bar, everything else on the left', () => {
    for (const n of allNodes) expect(n.location, n.key).toBe(n.key.includes('.me.') ? 1 : 0);
  });

  it('every workspace has the /config pages and the message centre', () => {
    for (const m of modules.filter((x) => x.sys_module_id !== 0)) {
      const urls = menusOfModule(m.sys_module_id).map((n) => n.vue_url);
      for (const u of ['/config/users', '/config/roles', '/config/category', '/config/resource', '/config/usrmsg']) {
        expect(urls, `${m.name} ${u}`).toContain(u);
      }
    }
  });

  it('detail routes use :id, belong to a module and need an existing permission', () => {
    const perms = new Set<string>(actions.map((a) => a.perm));
    for (const d of detailRoutes) {
      expect(d.path).toMatch(/^\/[a-z]+\/[a-z]+\/:id$/);
      expect(moduleIds).toContain(d.sys_module_id);
      if (d.perm) expect(perms.has(d.perm), d.path).toBe(true);
    }
    expect(detailRoutes.filter((d) => d.path.startsWith('/data/')).every((d) => d.title === '企业详情')).toBe(true);
  });

  it('quick links refer to routed items of their own module', () => {
    expect(quickLinks.map((q) => q.sys_module_id).sort((a, b) => a - b)).toEqual([...moduleIds].sort((a, b) => a - b));
    for (const q of quickLinks) {
      const own = new Map(menusOfModule(q.sys_module_id).map((n) => [n.key, n]));
      expect(q.keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(q.keys).size).toBe(q.keys.length);
      for (const k of q.keys) {
        expect(own.has(k), `${k} in module ${q.sys_module_id}`).toBe(true);
        expect(own.get(k)?.vue_url, k).not.toBe('');
      }
    }
  });

  it('/sys/apply is 定制审核 under 数据商城 (mall:custom:list); there is no 开通申请 page', () => {
    const admin = flattenMenus(menus[0]);
    const apply = admin.filter((n) => n.vue_url === '/sys/apply');
    expect(apply.map((n) => [n.key, n.name, n.perm])).toEqual([['admin.mall.customreview', '定制审核', 'mall:custom:list']]);
    const mall = menus[0].find((n) => n.key === 'admin.mall');
    expect(mall?.name).toBe('数据商城');
    expect(mall?.children?.map((n) => n.key)).toContain('admin.mall.customreview');
    expect(admin.filter((n) => n.name === '开通申请' || n.intro.includes('开通申请'))).toEqual([]);
    expect(allNodes.filter((n) => n.vue_url === '/malldata/customreview')).toEqual([]);
  });

  it('admin quick links include the message notice and error handling entries', () => {
    const admin = quickLinks.find((q) => q.sys_module_id === 0);
    const byKey = new Map(flattenMenus(menus[0]).map((n) => [n.key, n]));
    const names = admin?.keys.map((k) => byKey.get(k)?.name);
    expect(names).toContain('消息通知');
    expect(names).toContain('异常处理');
  });
});
