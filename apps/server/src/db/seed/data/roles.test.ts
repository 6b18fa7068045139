import { describe, expect, it } from 'vitest';
import { actionsOfModule } from './actions.ts';
import { menus, menusOfModule } from './menus.ts';
import { moduleIds, workspaceModuleIds } from './modules.ts';
import { roles } from './roles.ts';
import type { ModuleId, SeedMenu, SeedRole } from './types.ts';

function parents(id: ModuleId): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const walk = (nodes: readonly SeedMenu[], parent?: string) => {
    for (const n of nodes) {
      out.set(n.key, parent);
      walk(n.children ?? [], n.key);
    }
  };
  walk(menus[id]);
  return out;
}

function role(key: string): SeedRole {
  const r = roles.find((x) => x.key === key);
  if (!r) throw new Error(`no role ${key}`);
  return r;
}

describe('roles', () => {
  it('keys are unique, modules exist, names are the expected ones', () => {
    expect(new Set(roles.map((r) => r.key)).size).toBe(roles.length);
    for (const r of roles) expect(moduleIds).toContain(r.sys_module_id);
    expect(roles.filter((r) => r.sys_module_id === 0).map((r) => r.role_name)).toEqual(['超级管理员', '运营管理员', '审计员']);
    for (const id of workspaceModuleIds) {
      expect(roles.filter((r) => r.sys_module_id === id).map((r) => r.role_name), `module ${id}`).toEqual(['管理员', '普通用户']);
    }
  });

  it.each(roles.map((r) => [r.key, r] as const))('%s: menus and actions exist in its module and agree', (_key, r) => {
    const tree = parents(r.sys_module_id);
    const nodes = new Map(menusOfModule(r.sys_module_id).map((n) => [n.key, n]));
    const offered = new Set<string>(actionsOfModule(r.sys_module_id));
    const menuSet = new Set(r.menus);
    const actionSet = new Set(r.actions);
    expect(menuSet.size).toBe(r.menus.length);
    expect(actionSet.size).toBe(r.actions.length);
    expect(r.menus.length).toBeGreaterThan(0);
    expect(r.actions.length).toBeGreaterThan(0);
    for (const k of r.menus) {
      expect(nodes.has(k), `menu ${k}`).toBe(true);
      const parent = tree.get(k);
      if (parent) expect(menuSet.has(parent), `${k} needs its group ${parent}`).toBe(true);
      const node = nodes.get(k);
      if (node?.perm) expect(actionSet.has(node.perm), `${k} needs ${node.perm}`).toBe(true);
      if (node?.children) expect(node.children.some((c) => menuSet.has(c.key)), `empty group ${k}`).toBe(true);
    }
    for (const p of r.actions) expect(offered.has(p), `action ${p}`).toBe(true);
  });

  it('every role can reach its module’s home tab and the personal pages', () => {
    for (const r of roles) {
      const nodes = menusOfModule(r.sys_module_id).filter((n) => r.menus.includes(n.key));
      expect(nodes.some((n) => n.key.endsWith('.me.password')), r.key).toBe(true);
      expect(nodes.some((n) => n.key.endsWith('.home') || n.key === 'data.search.seek'), r.key).toBe(true);
    }
  });

  it('no role holds the removed 开通申请 page or its sys:apply permissions', () => {
    for (const r of roles) {
      expect(r.menus, r.key).not.toContain('admin.org.apply');
      expect(r.actions.filter((p) => p.startsWith('sys:apply:')), r.key).toEqual([]);
    }
  });

  it('超级管理员 holds everything of the back-office', () => {
    const r = role('admin.super');
    expect([...r.menus].sort()).toEqual(menusOfModule(0).map((n) => n.key).sort());
    expect([...r.actions].sort()).toEqual([...actionsOfModule(0)].sort());
  });

  it('运营管理员 runs shop, messages and custom review, without users, roles or modules', () => {
    const r = role('admin.operator');
    expect(r.actions).toContain('mall:product:publish');
    expect(r.actions).toContain('mall:custom:audit');
    expect(r.actions).toContain('msg:notice:publish');
    expect(r.menus).toContain('admin.mall.customreview');
    expect(menusOfModule(0).find((n) => n.key === 'admin.mall.customreview')?.vue_url).toBe('/sys/apply');
    for (const p of ['mall:custom:list', 'mall:custom:audit', 'mall:custom:process']) expect(r.actions).toContain(p);
    expect(r.menus).toContain('admin.msg.mailbox');
    for (const p of r.actions) expect(p).not.toMatch(/^sys:(user|role|module|action|menu):/);
    for (const k of ['admin.sys.users', 'admin.sys.roles', 'admin.sys.modules']) expect(r.menus).not.toContain(k);
  });

  it('审计员 only reads logs', () => {
    const r = role('admin.auditor');
    for (const p of r.actions) expect(p).toMatch(/^log:[a-zA-Z]+:list$/);
    expect(r.actions).toContain('log:login:list');
    expect(r.actions).toContain('log:operation:list');
    expect(r.menus.filter((k) => !/^admin\.(home|log|log\..+|me\..+)$/.test(k))).toEqual([]);
  });

  it('workspace 管理员 holds the whole module; 普通用户 lacks member and role management and the sales manager’s pages', () => {
    for (const id of workspaceModuleIds) {
      const admin = roles.find((r) => r.sys_module_id === id && r.role_name === '管理员');
      const user = roles.find((r) => r.sys_module_id === id && r.role_name === '普通用户');
      expect(admin && user, `module ${id}`).toBeTruthy();
      if (!admin || !user) continue;
      expect([...admin.menus].sort()).toEqual(menusOfModule(id).map((n) => n.key).sort());
      expect([...admin.actions].sort()).toEqual([...actionsOfModule(id)].sort());

      const urlOf = new Map(menusOfModule(id).map((n) => [n.key, n.vue_url]));
      const userUrls = user.menus.map((k) => urlOf.get(k));
      expect(userUrls).not.toContain('/config/users');
      expect(userUrls).not.toContain('/config/roles');
      expect(userUrls).toContain('/config/category');
      for (const p of user.actions) expect(p).not.toMatch(/^config:(user|role):/);
      expect(user.actions).toContain('config:category:create');
      const missing = admin.menus.filter((k) => !user.menus.includes(k)).map((k) => urlOf.get(k));
      const manager = id === 5 ? ['/public/import', '/sale/diliver'] : [];
      expect(missing.sort()).toEqual(['/config/roles', '/config/users', ...manager].sort());
      if (id === 5) {
        for (const p of ['sale:deliver:assign', 'public:apply:audit', 'public:pool:recycle']) {
          expect(user.actions).not.toContain(p);
        }
        expect(user.actions).toEqual(expect.arrayContaining(['sale:apply:create', 'sale:follow:create', 'sale:label:update']));
      }
    }
  });
});
