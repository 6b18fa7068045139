import { describe, expect, it } from 'vitest';
import { actionGroups, actions, actionsOfModule } from './actions.ts';
import { moduleIds, workspaceModuleIds } from './modules.ts';

describe('actions', () => {
  it('every permission has the form module:entity:action', () => {
    for (const a of actions) expect(a.perm).toMatch(/^[a-z]+:[a-zA-Z]+:[a-zA-Z]+$/);
  });

  it('permissions are unique and named in Chinese', () => {
    const perms = actions.map((a) => a.perm);
    expect(new Set(perms).size).toBe(perms.length);
    for (const a of actions) expect(a.name, a.perm).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('each action sits in an existing group that prefixes it, in the group’s module', () => {
    const groups = new Map(actionGroups.map((g) => [g.key, g]));
    for (const a of actions) {
      const g = groups.get(a.group);
      expect(g, a.perm).toBeDefined();
      expect(a.perm.startsWith(`${a.group}:`), a.perm).toBe(true);
      expect(g?.sys_module_id, a.perm).toBe(a.sys_module_id);
    }
    for (const g of actionGroups) {
      expect(g.key).toMatch(/^[a-z]+:[a-zA-Z]+$/);
      expect(actions.some((a) => a.group === g.key), g.key).toBe(true);
    }
    expect(new Set(actionGroups.map((g) => g.key)).size).toBe(actionGroups.length);
  });

  it('owner module comes first among the offering modules, all of which exist', () => {
    for (const a of actions) {
      expect(a.modules[0], a.perm).toBe(a.sys_module_id);
      expect(new Set(a.modules).size, a.perm).toBe(a.modules.length);
      for (const m of a.modules) expect(moduleIds, a.perm).toContain(m);
    }
  });

  it('the back-office has only module-0 permissions and no workspace permission leaks into it', () => {
    for (const p of actionsOfModule(0)) expect(p).toMatch(/^(sys|msg|log|mall):/);
    for (const id of workspaceModuleIds) for (const p of actionsOfModule(id)) expect(p, `module ${id}`).not.toMatch(/^(sys|msg|log|mall):/);
  });

  it('covers every resource the back-office and the workspaces name', () => {
    const perms = new Set<string>(actions.map((a) => a.perm));
    const required = [
      'sys:user:list', 'sys:user:create', 'sys:user:update', 'sys:user:delete', 'sys:user:resetPwd',
      'sys:role:list', 'sys:role:create', 'sys:role:update', 'sys:role:delete', 'sys:role:grant',
      'sys:action:list', 'sys:menu:list', 'sys:menuCate:list', 'sys:module:list', 'sys:module:grant',
      'sys:agent:list', 'sys:agent:quota', 'sys:agentCate:list', 'sys:industry:list', 'sys:param:update',
      'msg:message:send', 'msg:notice:publish', 'msg:mail:list', 'msg:sms:list',
      'log:login:list', 'log:operation:list',
      'mall:product:publish', 'mall:product:withdraw', 'mall:category:create', 'mall:label:create', 'mall:order:list',
      'mall:published:list', 'mall:subject:list', 'mall:precise:list', 'mall:custom:audit',
      'data:search:seek', 'data:search:details', 'data:search:export',
      'sale:apply:create', 'sale:follow:create', 'action:client:create', 'public:pool:claim',
      'park:ent:list', 'ent:special:list', 'raise:ent:list', 'garden:screen:view',
      'config:user:create', 'config:role:create', 'config:category:create',
    ];
    for (const p of required) expect(perms.has(p), p).toBe(true);
  });

  it('定制审核 has its three permissions; the unimplemented 开通申请 group (sys:apply) is gone', () => {
    const custom = actions.filter((a) => a.group === 'mall:custom').map((a) => a.perm);
    expect(custom).toEqual(['mall:custom:list', 'mall:custom:audit', 'mall:custom:process']);
    expect(actionGroups.find((g) => g.key === 'mall:custom')?.name).toBe('定制审核');
    expect(actionGroups.filter((g) => g.key === 'sys:apply' || g.name === '开通申请')).toEqual([]);
    expect(actions.filter((a) => a.perm.startsWith('sys:apply:'))).toEqual([]);
  });

  it('every workspace offers the /config permissions and at least one feature of its own', () => {
    for (const id of workspaceModuleIds) {
      const offered = actionsOfModule(id);
      for (const p of ['config:user:list', 'config:role:list', 'config:category:list', 'config:resource:view']) {
        expect(offered, `module ${id}`).toContain(p);
      }
      expect(offered.filter((p) => !p.startsWith('config:')).length, `module ${id}`).toBeGreaterThan(0);
    }
  });
});
