import {
  AccessMessages as M,
  LeadPaths,
  treeIds,
  type AccessTreeNode,
  type ActionRow,
  type MenuNode,
  type MenuRow,
  type LeadRow,
  type ModuleActions,
  type Page,
  type RoleDetail,
  type RoleOptions,
  type RoleRow,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** organisation 511 管理员 (data search), another tenant of module 5 */
const orgAdmin511 = '13900000511';
/** 商会 (module 6) 管理员: the account whose role the menu tests change */
const shbUser = '13700000006';

const flattenMenus = (nodes: MenuNode[]): number[] =>
  nodes.flatMap((n) => [n.sys_menu_id, ...flattenMenus(n.children)]);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
/** Ids of nodes that carry a permission (what a role is granted). */
const permIds = (nodes: AccessTreeNode[]): number[] =>
  nodes.flatMap((n) => [...(n.perm !== null && !n.children.length ? [n.id] : []), ...permIds(n.children)]);

describe.each(testDialects)('access back-office on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
  });
  afterAll(() => t.close());

  const lastLog = (entity: string, entityId: number | string) =>
    t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('operation_log_id', 'desc')
      .executeTakeFirst();
  const logCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const grantsOf = async (roleId: number) => {
    const r = await t.call<RoleDetail>('GET', `/sys/roles/${roleId}`, admin);
    expect(r.code, r.error ?? '').toBe(200);
    return { actions: sorted(r.data.actions), menus: sorted(r.data.menus) };
  };
  /** the role as the area's detail call shows it, and as stored */
  const scopeOf = async (area: 'sys' | 'config', token: string, roleId: number) => {
    const r = await t.call<RoleDetail>('GET', `/${area}/roles/${roleId}`, token);
    expect(r.code, r.error ?? '').toBe(200);
    const stored = await t.db.kysely
      .selectFrom('sys_role')
      .select('data_scope')
      .where('sys_role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(stored.data_scope).toBe(r.data.data_scope);
    return r.data.data_scope;
  };
  /**
   * 数据权限 through one area's calls: created as 'self', edited to 'department', kept by an edit
   * that leaves the field out, a bad value refused with a Chinese 400 that changes nothing; each
   * write logged with the scope like the other fields. Answers the role's id.
   */
  const checkDataScopeWrites = async (
    area: 'sys' | 'config',
    token: string,
    body: { role_name: string; sys_module_id?: number },
  ) => {
    const created = await t.call<{ id: number }>('POST', `/${area}/roles`, token, {
      ...body,
      data_scope: 'self',
    });
    expect(created.code, created.error ?? '').toBe(200);
    const roleId = created.data.id;
    expect(await scopeOf(area, token, roleId)).toBe('self');
    const listed = await t.call<Page<RoleRow>>('GET', `/${area}/roles`, token, {
      role_name: body.role_name,
    });
    expect(listed.data.list.map((r) => [r.sys_role_id, r.data_scope])).toEqual([[roleId, 'self']]);
    const createLog = await lastLog('sys_role', roleId);
    expect(createLog?.action).toBe('create');
    expect(JSON.parse(createLog!.after_json!)).toMatchObject({ data_scope: 'self' });

    const edited = await t.call('PUT', `/${area}/roles/${roleId}`, token, {
      ...body,
      status: 1,
      data_scope: 'department',
    });
    expect(edited.code, edited.error ?? '').toBe(200);
    expect(await scopeOf(area, token, roleId)).toBe('department');
    const editLog = await lastLog('sys_role', roleId);
    expect(editLog?.action).toBe('update');
    expect(JSON.parse(editLog!.before_json!)).toMatchObject({ data_scope: 'self' });
    expect(JSON.parse(editLog!.after_json!)).toMatchObject({ data_scope: 'department' });

    // an edit without the field keeps the scope
    const kept = await t.call('PUT', `/${area}/roles/${roleId}`, token, {
      ...body,
      status: 1,
      remark: '只改备注',
    });
    expect(kept.code, kept.error ?? '').toBe(200);
    expect(await scopeOf(area, token, roleId)).toBe('department');
    const keptLog = await lastLog('sys_role', roleId);
    expect(JSON.parse(keptLog!.before_json!)).toMatchObject({ remark: null, data_scope: 'department' });
    expect(JSON.parse(keptLog!.after_json!)).toMatchObject({ remark: '只改备注', data_scope: 'department' });

    // a bad value: a Chinese 400, nothing changed or logged
    const before = await logCount();
    for (const bad of ['everyone', '', 3]) {
      const refused = await t.call('PUT', `/${area}/roles/${roleId}`, token, {
        ...body,
        status: 0,
        remark: '不应保存',
        data_scope: bad,
      });
      expect(refused.code, String(bad)).toBe(400);
      expect(refused.error).toBe(M.dataScopeUnknown);
    }
    const refusedCreate = await t.call('POST', `/${area}/roles`, token, {
      ...body,
      role_name: `${body.role_name}（坏）`,
      data_scope: 'all',
    });
    expect(refusedCreate.code).toBe(400);
    expect(refusedCreate.error).toBe(M.dataScopeUnknown);
    expect(await logCount()).toBe(before);
    expect(await scopeOf(area, token, roleId)).toBe('department');
    const row = await t.db.kysely
      .selectFrom('sys_role')
      .select(['remark', 'status'])
      .where('sys_role_id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ remark: '只改备注', status: 1 });
    const none = await t.db.kysely
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('role_name', '=', `${body.role_name}（坏）`)
      .execute();
    expect(none).toEqual([]);

    // a create without the field sees the whole organisation
    const plain = await t.call<{ id: number }>('POST', `/${area}/roles`, token, {
      ...body,
      role_name: `${body.role_name}（默认）`,
    });
    expect(plain.code, plain.error ?? '').toBe(200);
    expect(await scopeOf(area, token, plain.data.id)).toBe('org');
    expect((await t.call('DELETE', `/${area}/roles/${plain.data.id}`, token)).code).toBe(200);
    return roleId;
  };
  const options = async (moduleId: number) => {
    const r = await t.call<RoleOptions>('GET', '/sys/roles/options', admin, { sys_module_id: moduleId });
    expect(r.code).toBe(200);
    return r.data;
  };

  it('documents every call of the area in OpenAPI with its permission', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const path of [
      '/api/sys/roles',
      '/api/sys/roles/{id}',
      '/api/config/roles/{id}',
      '/api/sys/actions/{id}',
      '/api/sys/menus',
      '/api/sys/menucate/{id}',
      '/api/sys/modules/{id}/actions',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/sys/modules/{id}/actions']?.put?.summary).toContain('sys:module:grant');
  });

  describe('/sys/roles', () => {
    it('lists roles by module with search and paging', async () => {
      const all = await t.call<Page<RoleRow>>('GET', '/sys/roles', admin, { sys_module_id: 0 });
      expect(all.code).toBe(200);
      expect(all.data.list.map((r) => r.role_name)).toEqual(['超级管理员', '运营管理员', '审计员']);
      expect(all.data.list.every((r) => r.sys_module_id === 0 && r.module_name === '平台管理')).toBe(true);
      const found = await t.call<Page<RoleRow>>('GET', '/sys/roles', admin, { role_name: '审计' });
      expect(found.data.list.map((r) => r.role_name)).toEqual(['审计员']);
      const paged = await t.call<Page<RoleRow>>('GET', '/sys/roles', admin, { page: 2, limit: 2 });
      expect(paged.data.list).toHaveLength(2);
      expect(paged.data.total).toBeGreaterThan(10);
    });

    it('offers only the module’s actions and menus in the editor trees', async () => {
      const opts = await options(6);
      const offered = await t.db.kysely
        .selectFrom('sys_module_action')
        .select('sys_action_id')
        .where('sys_module_id', '=', 6)
        .execute();
      expect(sorted(permIds(opts.actions))).toEqual(sorted(offered.map((r) => r.sys_action_id)));
      const menus = await t.db.kysely
        .selectFrom('sys_menu')
        .select('sys_menu_id')
        .where('sys_module_id', '=', 6)
        .execute();
      expect(sorted(treeIds(opts.menus))).toEqual(sorted(menus.map((m) => m.sys_menu_id)));
      expect(opts.modules.some((m) => m.sys_module_id === 0)).toBe(true);
    });

    it('refuses the auditor and organisation users (403)', async () => {
      const auditor = await t.tokenOf(Demo.auditor);
      for (const [method, url] of [
        ['GET', '/sys/roles'],
        ['POST', '/sys/roles'],
        ['PUT', '/sys/roles/1'],
        ['DELETE', '/sys/roles/1'],
        ['GET', '/sys/actions'],
        ['GET', '/sys/menus'],
        ['GET', '/sys/menucate'],
        ['GET', '/sys/modules'],
        ['PUT', '/sys/modules/6/actions'],
      ] as const) {
        const r = await t.call(
          method,
          url,
          auditor,
          method === 'POST' || method === 'PUT' ? { role_name: 'x', sys_module_id: 0 } : undefined,
        );
        expect(r.code, `${method} ${url}`).toBe(403);
      }
      const orgAdmin = await t.tokenOf(Demo.orgAdmin200);
      expect((await t.call('GET', '/sys/roles', orgAdmin)).code).toBe(403);
      const orgUser = await t.tokenOf(Demo.orgUser200);
      expect((await t.call('GET', '/config/roles', orgUser)).code).toBe(403);
    });

    it('validates input with Chinese messages and changes nothing', async () => {
      const before = await logCount();
      const r = await t.call('POST', '/sys/roles', admin, { role_name: '  ', sys_module_id: 6 });
      expect(r.code).toBe(400);
      expect(r.error).toBe(M.roleNameRequired);
      const noModule = await t.call('POST', '/sys/roles', admin, { role_name: '测试' });
      expect(noModule.code).toBe(400);
      expect(noModule.error).toBe(M.moduleRequired);
      expect(await logCount()).toBe(before);
    });

    it('creates a role, applies exactly the grant deltas, logs before/after, and the login menus follow', async () => {
      const opts = await options(6);
      const actionIds = permIds(opts.actions);
      const group = opts.menus.find((n) => n.children.length >= 2)!;
      const [first, second] = group.children;
      const home = opts.menus.find((n) => !n.children.length)!;
      const created = await t.call<{ id: number }>('POST', '/sys/roles', admin, {
        role_name: '商会测试角色',
        sys_module_id: 6,
        remark: '测试',
        status: 1,
        actions: actionIds.slice(0, 3),
        menus: [home.id, group.id, first!.id],
      });
      expect(created.code, created.error ?? '').toBe(200);
      const roleId = created.data.id;
      expect(await grantsOf(roleId)).toEqual({
        actions: sorted(actionIds.slice(0, 3)),
        menus: sorted([home.id, group.id, first!.id]),
      });
      const createLog = await lastLog('sys_role', roleId);
      expect(createLog?.action).toBe('create');
      expect(JSON.parse(createLog!.after_json!)).toMatchObject({
        role_name: '商会测试角色',
        sys_module_id: 6,
      });

      // the 商会 user gets this role (user management is another area; set it directly)
      await t.db.kysely
        .updateTable('sys_user')
        .set({ sys_role_id: roleId })
        .where('username', '=', shbUser)
        .execute();
      const firstLogin = await t.login(shbUser);
      expect(sorted(flattenMenus(firstLogin.menuList as MenuNode[]))).toEqual(
        sorted([home.id, group.id, first!.id]),
      );

      // deltas: add the second item and an action, withdraw the first item and the first action
      const saved = await t.call('PUT', `/sys/roles/${roleId}`, admin, {
        role_name: '商会测试角色',
        sys_module_id: 6,
        remark: '测试（已调整）',
        status: 1,
        actions: [actionIds[3]],
        actionsDels: [actionIds[0]],
        menus: [second!.id],
        menusDels: [first!.id],
      });
      expect(saved.code, saved.error ?? '').toBe(200);
      const after = await grantsOf(roleId);
      expect(after).toEqual({
        actions: sorted([actionIds[1]!, actionIds[2]!, actionIds[3]!]),
        menus: sorted([home.id, group.id, second!.id]),
      });
      const grantLog = await lastLog('sys_role', roleId);
      expect(grantLog?.action).toBe('grant');
      expect(JSON.parse(grantLog!.before_json!)).toEqual({
        actions: sorted(actionIds.slice(0, 3)),
        menus: sorted([home.id, group.id, first!.id]),
      });
      expect(JSON.parse(grantLog!.after_json!)).toEqual(after);
      const fieldLog = await t.db.kysely
        .selectFrom('operation_log')
        .selectAll()
        .where('entity', '=', 'sys_role')
        .where('entity_id', '=', String(roleId))
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(fieldLog.before_json!)).toMatchObject({ remark: '测试' });
      expect(JSON.parse(fieldLog.after_json!)).toMatchObject({ remark: '测试（已调整）' });

      const secondLogin = await t.login(shbUser);
      expect(sorted(flattenMenus(secondLogin.menuList as MenuNode[]))).toEqual(after.menus);

      // a disabled role grants neither menus nor permissions
      const disabled = await t.call('PUT', `/sys/roles/${roleId}`, admin, {
        role_name: '商会测试角色',
        sys_module_id: 6,
        remark: '测试（已调整）',
        status: 0,
      });
      expect(disabled.code, disabled.error ?? '').toBe(200);
      const whileDisabled = await t.login(shbUser);
      expect(whileDisabled.menuList).toEqual([]);
      expect(whileDisabled.userInfo.authList).toEqual([]);
      await t.call('PUT', `/sys/roles/${roleId}`, admin, {
        role_name: '商会测试角色',
        sys_module_id: 6,
        remark: '测试（已调整）',
        status: 1,
      });

      // delete is refused while a user holds the role
      const refused = await t.call('DELETE', `/sys/roles/${roleId}`, admin);
      expect(refused.code).toBe(409);
      expect(refused.error).toBe(M.roleInUse(1));
      const original = await t.db.kysely
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('sys_module_id', '=', 6)
        .where('role_name', '=', '管理员')
        .executeTakeFirstOrThrow();
      await t.db.kysely
        .updateTable('sys_user')
        .set({ sys_role_id: original.sys_role_id })
        .where('username', '=', shbUser)
        .execute();
      const deleted = await t.call('DELETE', `/sys/roles/${roleId}`, admin);
      expect(deleted.code).toBe(200);
      expect((await t.call('GET', `/sys/roles/${roleId}`, admin)).code).toBe(404);
      const deleteLog = await lastLog('sys_role', roleId);
      expect(deleteLog?.action).toBe('delete');
      expect(JSON.parse(deleteLog!.before_json!)).toMatchObject({
        actions: after.actions,
        menus: after.menus,
      });
    });

    it('refuses actions and menus of another module (400) and changes nothing', async () => {
      const created = await t.call<{ id: number }>('POST', '/sys/roles', admin, {
        role_name: '模块校验',
        sys_module_id: 6,
      });
      expect(created.code).toBe(200);
      const roleId = created.data.id;
      const admin0 = await options(0);
      const foreignAction = permIds(admin0.actions)[0]!;
      const foreignMenu = treeIds(admin0.menus)[0]!;
      const before = await logCount();
      const body = { role_name: '模块校验', sys_module_id: 6, status: 1 };
      const a = await t.call('PUT', `/sys/roles/${roleId}`, admin, {
        ...body,
        role_name: '改名',
        actions: [foreignAction],
      });
      expect(a.code).toBe(400);
      expect(a.error).toBe(M.actionNotInModule);
      const m = await t.call('PUT', `/sys/roles/${roleId}`, admin, { ...body, menus: [foreignMenu] });
      expect(m.code).toBe(400);
      expect(m.error).toBe(M.menuNotInModule);
      const onCreate = await t.call('POST', '/sys/roles', admin, {
        role_name: '越界',
        sys_module_id: 6,
        actions: [foreignAction],
      });
      expect(onCreate.error).toBe(M.actionNotInModule);
      const moved = await t.call('PUT', `/sys/roles/${roleId}`, admin, { ...body, sys_module_id: 5 });
      expect(moved.error).toBe(M.roleModuleFixed);
      expect(await logCount()).toBe(before);
      expect(await grantsOf(roleId)).toEqual({ actions: [], menus: [] });
      const row = await t.db.kysely
        .selectFrom('sys_role')
        .selectAll()
        .where('sys_role_id', '=', roleId)
        .executeTakeFirstOrThrow();
      expect(row.role_name).toBe('模块校验');
    });
  });

  describe('/sys/roles 数据权限', () => {
    it('creates, edits and keeps a role’s data scope; refuses a bad value', async () => {
      const roleId = await checkDataScopeWrites('sys', admin, {
        role_name: '数据权限测试',
        sys_module_id: 6,
      });
      expect((await t.call('DELETE', `/sys/roles/${roleId}`, admin)).code).toBe(200);
      expect(JSON.parse((await lastLog('sys_role', roleId))!.before_json!)).toMatchObject({
        data_scope: 'department',
      });
    });
  });

  describe('/config/roles', () => {
    let own200: number;
    let own511: number;

    it('lists the organisation’s roles and the module’s platform roles (read-only)', async () => {
      const token = await t.tokenOf(Demo.orgAdmin200);
      const created = await t.call<{ id: number }>('POST', '/config/roles', token, {
        role_name: '销售专员',
        sys_module_id: 0,
      });
      expect(created.code, created.error ?? '').toBe(200);
      own200 = created.data.id;
      const row = await t.db.kysely
        .selectFrom('sys_role')
        .selectAll()
        .where('sys_role_id', '=', own200)
        .executeTakeFirstOrThrow();
      // module and organisation come from the session, never from the body
      expect(row.sys_module_id).toBe(5);
      expect(row.usr_agent_id).toBe(200);
      const list = await t.call<Page<RoleRow>>('GET', '/config/roles', token);
      expect(list.code).toBe(200);
      const names = list.data.list.map((r) => `${r.role_name}:${r.editable}`);
      expect(names).toEqual(expect.arrayContaining(['管理员:false', '普通用户:false', '销售专员:true']));
      expect(
        list.data.list.every(
          (r) => r.sys_module_id === 5 && (r.usr_agent_id === null || r.usr_agent_id === 200),
        ),
      ).toBe(true);
      const platform = list.data.list.find((r) => r.role_name === '管理员')!;
      expect((await t.call('GET', `/config/roles/${platform.sys_role_id}`, token)).code).toBe(200);
      const put = await t.call('PUT', `/config/roles/${platform.sys_role_id}`, token, {
        role_name: '管理员',
        status: 1,
      });
      expect(put.code).toBe(403);
      expect(put.error).toBe(M.platformRoleReadOnly);
      expect((await t.call('DELETE', `/config/roles/${platform.sys_role_id}`, token)).code).toBe(403);
    });

    it('isolates organisations: another organisation’s role is not found (404)', async () => {
      const token511 = await t.tokenOf(orgAdmin511);
      const created = await t.call<{ id: number }>('POST', '/config/roles', token511, {
        role_name: '招商专员',
      });
      expect(created.code).toBe(200);
      own511 = created.data.id;
      const token200 = await t.tokenOf(Demo.orgAdmin200);
      expect((await t.call('GET', `/config/roles/${own511}`, token200)).code).toBe(404);
      expect(
        (await t.call('PUT', `/config/roles/${own511}`, token200, { role_name: '篡改', status: 1 })).code,
      ).toBe(404);
      expect((await t.call('DELETE', `/config/roles/${own511}`, token200)).code).toBe(404);
      const list = await t.call<Page<RoleRow>>('GET', '/config/roles', token200, { limit: 100 });
      expect(list.data.list.some((r) => r.sys_role_id === own511)).toBe(false);
      // a role of another module is not visible either
      const shbRole = await t.db.kysely
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('sys_module_id', '=', 6)
        .executeTakeFirstOrThrow();
      expect((await t.call('GET', `/config/roles/${shbRole.sys_role_id}`, token200)).code).toBe(404);
      const name = await t.db.kysely
        .selectFrom('sys_role')
        .select('role_name')
        .where('sys_role_id', '=', own511)
        .executeTakeFirstOrThrow();
      expect(name.role_name).toBe('招商专员');
    });

    it('grants only what the admin’s own role holds (403 otherwise)', async () => {
      const token = await t.tokenOf(Demo.orgAdmin200);
      // a new permission offered in module 5 that the organisation's 管理员 role does not hold
      const made = await t.call<{ id: number }>('POST', '/sys/actions', admin, {
        sys_module_id: 5,
        name: '导出线索画像',
        perm: 'sale:portrait:export',
      });
      expect(made.code, made.error ?? '').toBe(200);
      const opts = await t.call<RoleOptions>('GET', '/config/roles/options', token);
      expect(opts.code).toBe(200);
      expect(treeIds(opts.data.actions)).not.toContain(made.data.id);
      const allowed = permIds(opts.data.actions).slice(0, 2);
      const before = await logCount();
      const refused = await t.call('PUT', `/config/roles/${own200}`, token, {
        role_name: '销售专员',
        status: 1,
        actions: [...allowed, made.data.id],
      });
      expect(refused.code).toBe(403);
      expect(refused.error).toBe(M.noEscalation);
      expect(await logCount()).toBe(before);
      expect((await grantsOf(own200)).actions).toEqual([]);

      const menu = opts.data.menus[0]!;
      const ok = await t.call('PUT', `/config/roles/${own200}`, token, {
        role_name: '销售专员',
        status: 1,
        actions: allowed,
        menus: [menu.id],
      });
      expect(ok.code, ok.error ?? '').toBe(200);
      expect(await grantsOf(own200)).toEqual({ actions: sorted(allowed), menus: [menu.id] });
      const log = await lastLog('sys_role', own200);
      expect(log?.action).toBe('grant');
      expect(log?.usr_agent_id).toBe(200);
      const del = await t.call('DELETE', `/config/roles/${own200}`, token);
      expect(del.code).toBe(200);
    });

    it('creates, edits and keeps a role’s data scope; refuses a bad value', async () => {
      const token = await t.tokenOf(Demo.orgAdmin200);
      const roleId = await checkDataScopeWrites('config', token, { role_name: '线索专员' });
      expect((await t.call('DELETE', `/config/roles/${roleId}`, token)).code).toBe(200);
    });

    it('the scope takes effect: a user of the role then sees only their own leads', async () => {
      const token = await t.tokenOf(Demo.orgAdmin200);
      const opts = await t.call<RoleOptions>('GET', '/config/roles/options', token);
      // every permission the admin may grant, the lead calls among them
      const created = await t.call<{ id: number }>('POST', '/config/roles', token, {
        role_name: '线索跟进',
        data_scope: 'org',
        actions: permIds(opts.data.actions),
      });
      expect(created.code, created.error ?? '').toBe(200);
      const roleId = created.data.id;
      const userId = await t.userId(Demo.orgUser200, 200);
      const { sys_role_id: formerRole } = await t.db.kysely
        .selectFrom('sys_user')
        .select('sys_role_id')
        .where('sys_user_id', '=', userId)
        .executeTakeFirstOrThrow();
      // the member gets the role (user management is another area; set it directly), then signs in
      await t.db.kysely
        .updateTable('sys_user')
        .set({ sys_role_id: roleId })
        .where('sys_user_id', '=', userId)
        .execute();
      const member = (await t.login(Demo.orgUser200)).token;
      const companies = await t.db.kysely
        .selectFrom('company')
        .select('company_id')
        .orderBy('company_id')
        .limit(3)
        .execute();
      const [a, b, c] = companies.map((r) => r.company_id);
      const byAdmin = await t.call('POST', LeadPaths.collect, token, { company_ids: [a, b] });
      expect(byAdmin.code, byAdmin.error ?? '').toBe(200);
      const byMember = await t.call('POST', LeadPaths.collect, member, { company_ids: [c] });
      expect(byMember.code, byMember.error ?? '').toBe(200);
      const seen = async () => {
        const r = await t.call<Page<LeadRow>>('GET', LeadPaths.list, member, { limit: 50 });
        expect(r.code, r.error ?? '').toBe(200);
        return r.data.list.map((l) => l.company_id).sort((x, y) => x - y);
      };
      // 全部数据: the organisation's leads
      expect(await seen()).toEqual([a, b, c]);

      const toSelf = await t.call('PUT', `/config/roles/${roleId}`, token, {
        role_name: '线索跟进',
        status: 1,
        data_scope: 'self',
      });
      expect(toSelf.code, toSelf.error ?? '').toBe(200);
      // 仅本人数据: only the member's own, without signing in again
      expect(await seen()).toEqual([c]);

      await t.db.kysely
        .updateTable('sys_user')
        .set({ sys_role_id: formerRole })
        .where('sys_user_id', '=', userId)
        .execute();
    });
  });

  describe('/sys/actions', () => {
    it('creates, edits and deletes permission points with unique perms', async () => {
      const list = await t.call<Page<ActionRow>>('GET', '/sys/actions', admin, { keyword: 'sys:role' });
      expect(list.code).toBe(200);
      expect(list.data.list[0]?.name).toBe('角色管理');
      expect(list.data.list[0]?.children?.map((c) => c.perm)).toContain('sys:role:grant');
      const group = list.data.list[0]!;

      const bad = await t.call('POST', '/sys/actions', admin, {
        sys_module_id: 0,
        name: '坏',
        perm: 'sys-role',
      });
      expect(bad.code).toBe(400);
      expect(bad.error).toBe(M.permFormat);
      const dup = await t.call('POST', '/sys/actions', admin, {
        sys_module_id: 0,
        name: '重复',
        perm: 'sys:role:list',
      });
      expect(dup.code).toBe(409);
      expect(dup.error).toBe(M.permTaken);

      const made = await t.call<{ id: number }>('POST', '/sys/actions', admin, {
        sys_module_id: 0,
        parent_id: group.sys_action_id,
        name: '导出角色',
        perm: 'sys:role:export',
        orders: 9,
      });
      expect(made.code, made.error ?? '').toBe(200);
      const id = made.data.id;
      const edited = await t.call('PUT', `/sys/actions/${id}`, admin, {
        sys_module_id: 0,
        parent_id: group.sys_action_id,
        name: '导出角色列表',
        perm: 'sys:role:export',
        orders: 9,
      });
      expect(edited.code).toBe(200);
      const log = await lastLog('sys_action', id);
      expect(JSON.parse(log!.before_json!)).toMatchObject({ name: '导出角色' });
      expect(JSON.parse(log!.after_json!)).toMatchObject({ name: '导出角色列表' });
      const cycle = await t.call('PUT', `/sys/actions/${group.sys_action_id}`, admin, {
        sys_module_id: 0,
        parent_id: id,
        name: '角色管理',
      });
      expect(cycle.error).toBe(M.parentCycle);

      const held = group.children!.find((c) => c.perm === 'sys:role:list')!;
      const refused = await t.call('DELETE', `/sys/actions/${held.sys_action_id}`, admin);
      expect(refused.code).toBe(409);
      expect(refused.error).toBe(M.actionInUse(held.role_count));
      expect((await t.call('DELETE', `/sys/actions/${group.sys_action_id}`, admin)).error).toBe(
        M.actionHasChildren,
      );
      expect((await t.call('DELETE', `/sys/actions/${id}`, admin)).code).toBe(200);
      expect((await lastLog('sys_action', id))?.action).toBe('delete');
      expect((await t.call('GET', `/sys/actions/${id}`, admin)).code).toBe(404);
    });
  });

  describe('/sys/menus and /sys/menucate', () => {
    it('maintains categories and menus; refuses deleting a menu with children', async () => {
      const cate = await t.call<{ id: number }>('POST', '/sys/menucate', admin, {
        name: '测试分类',
        orders: 1,
      });
      expect(cate.code).toBe(200);
      const parent = await t.call<{ id: number }>('POST', '/sys/menus', admin, {
        sys_module_id: 6,
        name: '会员服务',
        style: 'TeamOutlined',
      });
      expect(parent.code).toBe(400);
      expect(parent.error).toBe(M.iconUnknown);
      const group = await t.call<{ id: number }>('POST', '/sys/menus', admin, {
        sys_module_id: 6,
        name: '会员服务',
        style: 'ContactsOutlined',
        sys_menu_cate_id: cate.data.id,
      });
      expect(group.code, group.error ?? '').toBe(200);
      const badRoute = await t.call('POST', '/sys/menus', admin, {
        sys_module_id: 6,
        name: '会员名录',
        vue_url: 'shb/members',
      });
      expect(badRoute.error).toBe(M.routeFormat);
      const otherModule = await t.call('POST', '/sys/menus', admin, {
        sys_module_id: 5,
        parent_id: group.data.id,
        name: '会员名录',
      });
      expect(otherModule.error).toBe(M.menuParentModule);
      const item = await t.call<{ id: number }>('POST', '/sys/menus', admin, {
        sys_module_id: 6,
        parent_id: group.data.id,
        name: '会员名录',
        vue_url: '/shb/members',
        style: 'UserOutlined',
        intro: '查看会员企业',
        location: 0,
      });
      expect(item.code, item.error ?? '').toBe(200);
      const list = await t.call<Page<MenuRow>>('GET', '/sys/menus', admin, {
        sys_module_id: 6,
        keyword: '会员服务',
      });
      expect(list.data.list[0]?.children?.[0]?.name).toBe('会员名录');
      expect(list.data.list[0]?.cate_name).toBe('测试分类');
      expect((await t.call('GET', '/sys/menus/999999', admin)).code).toBe(404);

      const renamed = await t.call('PUT', `/sys/menucate/${cate.data.id}`, admin, {
        name: '常用功能',
        orders: 2,
      });
      expect(renamed.code).toBe(200);
      const cateLog = await lastLog('sys_menu_cate', cate.data.id);
      expect(JSON.parse(cateLog!.before_json!)).toMatchObject({ name: '测试分类' });
      expect(JSON.parse(cateLog!.after_json!)).toMatchObject({ name: '常用功能', orders: 2 });
      expect((await t.call('PUT', `/sys/menucate/${cate.data.id}`, admin, { name: '' })).error).toBe(
        M.cateNameRequired,
      );
      expect((await t.call('GET', '/sys/menucate/999999', admin)).code).toBe(404);
      const inUse = await t.call('DELETE', `/sys/menucate/${cate.data.id}`, admin);
      expect(inUse.error).toBe(M.cateInUse(1));
      const refused = await t.call('DELETE', `/sys/menus/${group.data.id}`, admin);
      expect(refused.code).toBe(409);
      expect(refused.error).toBe(M.menuHasChildren);
      const edited = await t.call('PUT', `/sys/menus/${item.data.id}`, admin, {
        sys_module_id: 6,
        parent_id: group.data.id,
        name: '会员企业名录',
        vue_url: '/shb/members',
        style: 'UserOutlined',
        location: 1,
      });
      expect(edited.code).toBe(200);
      const log = await lastLog('sys_menu', item.data.id);
      expect(JSON.parse(log!.before_json!)).toMatchObject({ name: '会员名录', location: 0 });
      expect(JSON.parse(log!.after_json!)).toMatchObject({ name: '会员企业名录', location: 1 });
      expect((await t.call('DELETE', `/sys/menus/${item.data.id}`, admin)).code).toBe(200);
      expect((await t.call('DELETE', `/sys/menus/${group.data.id}`, admin)).code).toBe(200);
      expect((await t.call('DELETE', `/sys/menucate/${cate.data.id}`, admin)).code).toBe(200);
      expect((await lastLog('sys_menu_cate', cate.data.id))?.action).toBe('delete');
    });
  });

  describe('/sys/modules', () => {
    it('creates, edits and deletes modules', async () => {
      const bad = await t.call('POST', '/sys/modules', admin, {
        sys_module_id: 99,
        name: '测试',
        home_route: 'test',
      });
      expect(bad.error).toBe(M.routeFormat);
      const made = await t.call<{ id: number }>('POST', '/sys/modules', admin, {
        sys_module_id: 99,
        name: '测试模块',
        home_route: '/test',
        orders: 99,
      });
      expect(made.code, made.error ?? '').toBe(200);
      expect(
        (await t.call('POST', '/sys/modules', admin, { sys_module_id: 99, name: '重复', home_route: '/x' }))
          .error,
      ).toBe(M.moduleIdTaken);
      expect(
        (await t.call('PUT', '/sys/modules/99', admin, { name: '测试模块二', home_route: '/test2' })).code,
      ).toBe(200);
      const log = await lastLog('sys_module', 99);
      expect(JSON.parse(log!.before_json!)).toMatchObject({ home_route: '/test' });
      expect(JSON.parse(log!.after_json!)).toMatchObject({ home_route: '/test2' });
      expect((await t.call('DELETE', '/sys/modules/6', admin)).error).toBe(M.moduleInUse);
      expect((await t.call('GET', '/sys/modules/0', admin)).code).toBe(200);
      expect((await t.call('DELETE', '/sys/modules/99', admin)).code).toBe(200);
      expect((await t.call('GET', '/sys/modules/99', admin)).code).toBe(404);
    });

    it('replaces a module’s actions and withdraws removed ones from its roles', async () => {
      const got = await t.call<ModuleActions>('GET', '/sys/modules/6/actions', admin);
      expect(got.code).toBe(200);
      const offered = got.data.checked;
      expect(offered.length).toBeGreaterThan(3);
      const role = await t.db.kysely
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('sys_module_id', '=', 6)
        .where('role_name', '=', '管理员')
        .executeTakeFirstOrThrow();
      const withdrawn = offered[0]!;
      expect((await grantsOf(role.sys_role_id)).actions).toContain(withdrawn);
      const unknown = await t.call('PUT', '/sys/modules/6/actions', admin, { actions: [...offered, 999999] });
      expect(unknown.error).toBe(M.actionMissing);
      const put = await t.call<ModuleActions>('PUT', '/sys/modules/6/actions', admin, {
        actions: offered.slice(1),
      });
      expect(put.code, put.error ?? '').toBe(200);
      expect(sorted(put.data.checked)).toEqual(sorted(offered.slice(1)));
      expect((await grantsOf(role.sys_role_id)).actions).not.toContain(withdrawn);
      const log = await lastLog('sys_module_action', 6);
      expect(log?.action).toBe('grant');
      expect(JSON.parse(log!.before_json!)).toEqual({ actions: sorted(offered) });
      const after = JSON.parse(log!.after_json!) as { removedFromRoles: { sys_role_id: number }[] };
      expect(after.removedFromRoles.map((p) => p.sys_role_id)).toContain(role.sys_role_id);
      // the withdrawn action is no longer grantable in module 6
      const opts = await options(6);
      expect(permIds(opts.actions)).not.toContain(withdrawn);
    });
  });
});
