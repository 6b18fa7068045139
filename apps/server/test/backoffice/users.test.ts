import {
  IdentityMessages as IM,
  ResultCode,
  UserMessages as UM,
  type AdminUser,
  type Page,
  type UserLinks,
  type UserOptions,
  type UserRoleOption,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

const NEW_PASSWORD = 'Init@2026x';

describe.each(testDialects)('user management (/sys/users, /config/users) on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let auditor: string;
  let orgAdmin: string;
  let orgUser: string;
  /** platform roles of module 5 and 0 */
  let ws: { admin: number; user: number };
  let superRole: number;
  let parkAdminRole: number;

  const roleId = async (moduleId: number, name: string) =>
    (
      await t.db.kysely
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('sys_module_id', '=', moduleId)
        .where('role_name', '=', name)
        .where('usr_agent_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).sys_role_id;

  const userCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('sys_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** signs in with a given password (fresh token, not cached) */
  const signIn = (phone: string, password: string) =>
    t.post<{ token: string }>('/admin/base/userLogin', { username: phone, password });

  let phoneSeq = 0;
  const nextPhone = () => `1550000${String(1000 + phoneSeq++).padStart(4, '0')}`;

  const createSys = async (extra: Record<string, unknown> = {}) => {
    const res = await t.call<{ sys_user_id: number }>('POST', '/sys/users', admin, {
      usr_agent_id: 200,
      sys_module_id: 5,
      sys_role_id: ws.user,
      username: nextPhone(),
      realname: '测试用户',
      password: NEW_PASSWORD,
      ...extra,
    });
    expect(res.code, res.error ?? '').toBe(ResultCode.ok);
    return res.data.sys_user_id;
  };

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    auditor = await t.tokenOf(Demo.auditor);
    orgAdmin = await t.tokenOf(Demo.orgAdmin200);
    orgUser = await t.tokenOf(Demo.orgUser200);
    ws = { admin: await roleId(5, '管理员'), user: await roleId(5, '普通用户') };
    superRole = await roleId(0, '超级管理员');
    parkAdminRole = await roleId(3, '管理员');
  });
  afterAll(() => t.close());

  it('lists users of every organisation with organisation, module, role and last sign-in, searched and paged', async () => {
    const all = await t.call<Page<AdminUser>>('GET', '/sys/users', admin, { page: 1, limit: 5 });
    expect(all.code).toBe(ResultCode.ok);
    expect(all.data.list).toHaveLength(5);
    expect(all.data.total).toBe(await userCount());

    const person = await t.call<Page<AdminUser>>('GET', '/sys/users', admin, { phone: '13900000020' });
    expect(person.data.total).toBe(3);
    expect(new Set(person.data.list.map((u) => u.usr_agent_id))).toEqual(new Set([200, 210, 511]));

    const me = await t.call<Page<AdminUser>>('GET', '/sys/users', admin, { phone: Demo.admin });
    expect(me.data.list[0]).toMatchObject({
      username: Demo.admin,
      agent_name: '企数通平台运营中心',
      module_name: '平台管理',
      role_name: '超级管理员',
      status: 1,
    });
    expect(me.data.list[0]?.last_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(me.data.list[0]).not.toHaveProperty('password_hash');

    const org = await t.call<Page<AdminUser>>('GET', '/sys/users', admin, {
      usr_agent_id: 200,
      sys_module_id: 5,
      status: 1,
      realname: '林',
      limit: 100,
    });
    expect(org.data.list.map((u) => u.username)).toEqual([Demo.orgAdmin200]);
    const empty = await t.call<Page<AdminUser>>('GET', '/sys/users', admin, { usr_agent_id: '', status: '' });
    expect(empty.data.total).toBe(await userCount());
  });

  it('answers the form choices: organisations with their modules, and the roles an organisation may use', async () => {
    const opts = await t.call<UserOptions>('GET', '/sys/users/options', admin);
    expect(opts.data.agents.find((a) => a.usr_agent_id === 301)?.modules).toEqual([3]);
    expect(opts.data.modules.map((m) => m.sys_module_id)).toContain(31);
    expect(opts.data.drights.map((d) => d.sys_dright_id)).toContain(333);
    const roles = await t.call<UserRoleOption[]>('GET', '/sys/users/roles', admin, {
      usr_agent_id: 200,
      sys_module_id: 5,
    });
    expect(roles.data.map((r) => r.role_name).sort()).toEqual(['普通用户', '管理员']);
  });

  it('refuses callers without the permission (auditor, workspace users)', async () => {
    const before = await userCount();
    const body = {
      usr_agent_id: 200,
      sys_module_id: 5,
      sys_role_id: ws.user,
      realname: '越权',
      password: NEW_PASSWORD,
    };
    const target = await t.userId(Demo.orgUser200);
    for (const token of [auditor, orgUser, orgAdmin]) {
      expect((await t.call('GET', '/sys/users', token)).code).toBe(ResultCode.forbidden);
      expect((await t.call('GET', `/sys/users/${target}`, token)).code).toBe(ResultCode.forbidden);
      expect((await t.call('POST', '/sys/users', token, { ...body, username: nextPhone() })).code).toBe(
        ResultCode.forbidden,
      );
      expect(
        (
          await t.call('PUT', `/sys/users/${target}`, token, {
            realname: '越权',
            sys_role_id: ws.user,
            sys_module_id: 5,
          })
        ).code,
      ).toBe(ResultCode.forbidden);
      expect((await t.call('PUT', `/sys/users/${target}/status`, token, { status: 0 })).code).toBe(
        ResultCode.forbidden,
      );
      expect(
        (
          await t.call('PUT', `/sys/users/${target}/password`, token, {
            password: NEW_PASSWORD,
            passwdCheck: NEW_PASSWORD,
          })
        ).code,
      ).toBe(ResultCode.forbidden);
      expect((await t.call('DELETE', `/sys/users/${target}`, token)).code).toBe(ResultCode.forbidden);
    }
    expect(await userCount()).toBe(before);
  });

  it('validates a new user with the contract messages and changes nothing on bad input', async () => {
    const before = await userCount();
    const good = {
      usr_agent_id: 200,
      sys_module_id: 5,
      sys_role_id: ws.user,
      username: nextPhone(),
      realname: '测试',
      password: NEW_PASSWORD,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, IM.phoneRequired],
      [{ username: '11012345678' }, IM.phoneInvalid],
      [{ realname: '' }, IM.realnameRequired],
      [{ realname: '一二三四五六七八九十一二三' }, IM.realnameTooLong],
      [{ email: 'not-mail' }, IM.emailInvalid],
      [{ password: 'short' }, IM.passwordLength],
      [{ sys_role_id: undefined }, UM.roleRequired],
      [{ is_temporary: 1 }, UM.limitsTimeRequired],
      [{ is_temporary: 1, limits_time: 0 }, UM.limitsTimeRange],
      [{ sys_module_id: 3, sys_role_id: parkAdminRole }, UM.moduleNotOfAgent],
      [{ sys_role_id: parkAdminRole }, UM.roleNotUsable],
      [{ sys_role_id: superRole }, UM.roleNotUsable],
      [{ usr_agent_id: 999_999 }, UM.agentNotFound],
      [{ sys_dright_id: 12_345 }, UM.drightNotFound],
    ];
    for (const [patch, message] of cases) {
      const res = await t.call('POST', '/sys/users', admin, { ...good, ...patch });
      expect(res.code, JSON.stringify(patch)).toBe(ResultCode.invalid);
      expect(res.error, JSON.stringify(patch)).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('creates a user who must change the password, logged without the hash; phone unique per organisation', async () => {
    const phone = nextPhone();
    const id = await createSys({
      username: phone,
      realname: '新成员',
      email: 'new@example.com',
      sys_dright_id: 333,
      is_temporary: 1,
      limits_time: 30,
    });
    const one = await t.call<AdminUser>('GET', `/sys/users/${id}`, admin);
    expect(one.data).toMatchObject({
      usr_agent_id: 200,
      agent_name: '深圳前海数联科技有限公司',
      sys_module_id: 5,
      role_name: '普通用户',
      sys_dright_id: 333,
      after_login: 1,
      is_temporary: 1,
      limits_time: 30,
      email: 'new@example.com',
      status: 1,
      last_time: null,
    });

    const login = await signIn(phone, NEW_PASSWORD);
    expect(login.code).toBe(ResultCode.ok);
    // after_login = 1: every call but the forced change answers 412
    expect((await t.call('GET', '/config/users', login.data.token)).code).toBe(
      ResultCode.passwordChangeRequired,
    );

    const [log] = await t.logsOf('sys_user', id);
    expect(log?.action).toBe('create');
    expect(log?.before_json).toBeNull();
    expect(JSON.parse(log?.after_json ?? '{}')).toMatchObject({ username: phone, realname: '新成员' });
    expect(log?.after_json).not.toMatch(/password|argon/);

    const dup = await t.call('POST', '/sys/users', admin, {
      usr_agent_id: 200,
      sys_module_id: 5,
      sys_role_id: ws.user,
      username: phone,
      realname: '重复',
      password: NEW_PASSWORD,
    });
    expect(dup.code).toBe(ResultCode.conflict);
    expect(dup.error).toBe(UM.phoneTaken(phone));
    // the same phone in another organisation is another account of the same person
    await createSys({ usr_agent_id: 210, username: phone });
  });

  it('edits a user (before/after in the log) and keeps the phone and organisation', async () => {
    const id = await createSys();
    const res = await t.call<AdminUser>('PUT', `/sys/users/${id}`, admin, {
      realname: '改名了',
      email: '',
      sys_role_id: ws.admin,
      sys_module_id: 5,
      sys_dright_id: null,
      is_temporary: 0,
      username: '13911112222',
      usr_agent_id: 210,
    });
    expect(res.code, res.error ?? '').toBe(ResultCode.ok);
    expect(res.data).toMatchObject({
      realname: '改名了',
      role_name: '管理员',
      usr_agent_id: 200,
      email: null,
    });
    expect(res.data.username).not.toBe('13911112222');

    const bad = await t.call('PUT', `/sys/users/${id}`, admin, {
      realname: '改名了',
      sys_role_id: superRole,
      sys_module_id: 5,
      is_temporary: 0,
    });
    expect(bad).toMatchObject({ code: ResultCode.invalid, error: UM.roleNotUsable });
    expect(
      (
        await t.call('PUT', '/sys/users/999999', admin, {
          realname: 'x',
          sys_role_id: ws.user,
          sys_module_id: 5,
        })
      ).code,
    ).toBe(ResultCode.notFound);

    const log = (await t.logsOf('sys_user', id)).find((l) => l.action === 'update');
    expect(JSON.parse(log?.before_json ?? '{}')).toMatchObject({
      realname: '测试用户',
      role_name: '普通用户',
    });
    expect(JSON.parse(log?.after_json ?? '{}')).toMatchObject({ realname: '改名了', role_name: '管理员' });
  });

  it('disables a user: the next call answers 4002, sign-in is refused; enabling lets them back in', async () => {
    const phone = nextPhone();
    const id = await createSys({ username: phone, after_login: 0 });
    const token = (await signIn(phone, NEW_PASSWORD)).data.token;
    expect((await t.call('GET', '/sys/users', token)).code).toBe(ResultCode.forbidden);

    const off = await t.call<AdminUser>('PUT', `/sys/users/${id}/status`, admin, { status: 0 });
    expect(off.data.status).toBe(0);
    const next = await t.call('GET', '/config/users', token);
    expect(next).toMatchObject({ code: ResultCode.accountDisabled, error: IM.accountDisabled });
    expect((await signIn(phone, NEW_PASSWORD)).code).toBe(ResultCode.accountDisabled);
    const revoked = await t.db.kysely
      .selectFrom('session')
      .select('revoked_at')
      .where('sys_user_id', '=', id)
      .execute();
    expect(revoked.every((s) => s.revoked_at !== null)).toBe(true);

    expect((await t.call('PUT', `/sys/users/${id}/status`, admin, { status: 1 })).code).toBe(ResultCode.ok);
    expect((await signIn(phone, NEW_PASSWORD)).code).toBe(ResultCode.ok);
    expect((await t.logsOf('sys_user', id)).map((l) => l.action)).toEqual(['create', 'disable', 'enable']);

    const self = await t.call('PUT', `/sys/users/${await t.userId(Demo.admin)}/status`, admin, { status: 0 });
    expect(self).toMatchObject({ code: ResultCode.invalid, error: UM.notSelfDisable });
    expect((await t.call('PUT', `/sys/users/${id}/status`, admin, { status: 3 })).error).toBe(
      UM.statusInvalid,
    );
  });

  it('resets a password: confirmation checked, sessions end, the user must change it', async () => {
    const phone = nextPhone();
    const id = await createSys({ username: phone, after_login: 0 });
    const token = (await signIn(phone, NEW_PASSWORD)).data.token;

    const mismatch = await t.call('PUT', `/sys/users/${id}/password`, admin, {
      password: 'Other@2026',
      passwdCheck: 'Other@2027',
    });
    expect(mismatch).toMatchObject({ code: ResultCode.invalid, error: IM.confirmMismatch });
    const short = await t.call('PUT', `/sys/users/${id}/password`, admin, {
      password: 'abc',
      passwdCheck: 'abc',
    });
    expect(short.error).toBe(IM.passwordLength);

    const res = await t.call('PUT', `/sys/users/${id}/password`, admin, {
      password: 'Reset@2026',
      passwdCheck: 'Reset@2026',
    });
    expect(res.code, res.error ?? '').toBe(ResultCode.ok);
    expect((await t.call('GET', '/config/users', token)).code).toBe(ResultCode.sessionInvalid);
    expect((await signIn(phone, NEW_PASSWORD)).code).not.toBe(ResultCode.ok);
    const again = await signIn(phone, 'Reset@2026');
    expect(again.code).toBe(ResultCode.ok);
    expect((await t.call('GET', '/config/users', again.data.token)).code).toBe(
      ResultCode.passwordChangeRequired,
    );

    const log = (await t.logsOf('sys_user', id)).find((l) => l.action === 'reset');
    expect(JSON.parse(log?.before_json ?? '{}')).toMatchObject({ after_login: 0 });
    expect(JSON.parse(log?.after_json ?? '{}')).toMatchObject({ after_login: 1 });
    expect(`${log?.before_json}${log?.after_json}`).not.toMatch(/Reset@2026|argon/);
  });

  it('deletes a user without business data; never oneself, never a user with orders or groups', async () => {
    const id = await createSys();
    const del = await t.call('DELETE', `/sys/users/${id}`, admin);
    expect(del.code, del.error ?? '').toBe(ResultCode.ok);
    expect((await t.call('GET', `/sys/users/${id}`, admin)).code).toBe(ResultCode.notFound);
    const log = (await t.logsOf('sys_user', id)).find((l) => l.action === 'delete');
    expect(JSON.parse(log?.before_json ?? '{}')).toMatchObject({ sys_user_id: id });

    const self = await t.call('DELETE', `/sys/users/${await t.userId(Demo.admin)}`, admin);
    expect(self).toMatchObject({ code: ResultCode.invalid, error: UM.notSelfDelete });

    const kept = await createSys();
    await t.db.kysely
      .insertInto('usr_cate')
      .values({ name: '重点客户', parent_id: 0, user_id: kept, usr_agent_id: 200 })
      .execute();
    expect(await t.call('DELETE', `/sys/users/${kept}`, admin)).toMatchObject({
      code: ResultCode.conflict,
      error: UM.hasBusinessData,
    });
    expect((await t.call('DELETE', '/sys/users/999999', admin)).code).toBe(ResultCode.notFound);
  });

  it('always keeps one active super admin', async () => {
    // a platform role that manages users but cannot grant role permissions: not a super admin
    const role = await t.db.kysely
      .insertInto('sys_role')
      .values({ usr_agent_id: null, sys_module_id: 0, role_name: '用户管理员', remark: null })
      .returning('sys_role_id')
      .executeTakeFirstOrThrow();
    const actions = await t.db.kysely
      .selectFrom('sys_action')
      .select('sys_action_id')
      .where('perm', 'like', 'sys:user:%')
      .execute();
    await t.db.kysely
      .insertInto('sys_role_action')
      .values(actions.map((a) => ({ sys_role_id: role.sys_role_id, sys_action_id: a.sys_action_id })))
      .execute();
    const phone = nextPhone();
    await createSys({
      usr_agent_id: 1,
      sys_module_id: 0,
      sys_role_id: role.sys_role_id,
      username: phone,
      after_login: 0,
    });
    const manager = (await signIn(phone, NEW_PASSWORD)).data.token;
    const superId = await t.userId(Demo.admin);

    const disable = await t.call('PUT', `/sys/users/${superId}/status`, manager, { status: 0 });
    expect(disable).toMatchObject({ code: ResultCode.invalid, error: UM.lastSuperAdmin });
    const demote = await t.call('PUT', `/sys/users/${superId}`, manager, {
      realname: '平台管理员',
      sys_role_id: role.sys_role_id,
      sys_module_id: 0,
      is_temporary: 0,
    });
    expect(demote).toMatchObject({ code: ResultCode.invalid, error: UM.lastSuperAdmin });
    const remove = await t.call('DELETE', `/sys/users/${superId}`, manager);
    expect(remove).toMatchObject({ code: ResultCode.invalid, error: UM.lastSuperAdmin });
    const still = await t.call<AdminUser>('GET', `/sys/users/${superId}`, admin);
    expect(still.data).toMatchObject({ status: 1, role_name: '超级管理员' });

    const ownRole = await t.call('PUT', `/sys/users/${superId}`, admin, {
      realname: '平台管理员',
      sys_role_id: role.sys_role_id,
      sys_module_id: 0,
      is_temporary: 0,
    });
    expect(ownRole).toMatchObject({ code: ResultCode.invalid, error: UM.notSelfRole });
  });

  it('links and unlinks the accounts of one person (same phone only)', async () => {
    const a200 = await t.userId('13900000020', 200);
    const a210 = await t.userId('13900000020', 210);
    const a511 = await t.userId('13900000020', 511);
    const linksOf = async (id: number) =>
      (await t.call<UserLinks>('GET', `/sys/users/${id}/links`, admin)).data;

    expect((await linksOf(a200)).linked.map((l) => l.sys_user_id).sort()).toEqual([a210, a511].sort());

    const un = await t.call<UserLinks>('DELETE', `/sys/users/${a200}/links/${a511}`, admin);
    expect(un.code, un.error ?? '').toBe(ResultCode.ok);
    expect(un.data.linked.map((l) => l.sys_user_id)).toEqual([a210]);
    expect(un.data.candidates.map((l) => l.sys_user_id)).toEqual([a511]);
    expect((await linksOf(a511)).linked).toEqual([]);
    expect((await linksOf(a210)).linked.map((l) => l.sys_user_id)).toEqual([a200]);

    const re = await t.call<UserLinks>('POST', `/sys/users/${a200}/links`, admin, { linked_user_id: a511 });
    expect(re.data.linked.map((l) => l.sys_user_id).sort()).toEqual([a210, a511].sort());
    expect((await linksOf(a511)).linked.map((l) => l.sys_user_id).sort()).toEqual([a200, a210].sort());

    const other = await t.userId(Demo.orgUser200);
    expect(await t.call('POST', `/sys/users/${a200}/links`, admin, { linked_user_id: other })).toMatchObject({
      code: ResultCode.invalid,
      error: UM.linkDifferentPerson,
    });
    expect((await t.call('POST', `/sys/users/${a200}/links`, admin, { linked_user_id: a511 })).code).toBe(
      ResultCode.conflict,
    );
    expect((await t.logsOf('usr_agent_rel', a200)).map((l) => l.action)).toEqual(['unlink', 'link']);
    expect((await t.call('GET', `/sys/users/${a200}/links`, auditor)).code).toBe(ResultCode.forbidden);
  });

  describe('/config/users (organisation admin of organisation 200)', () => {
    it('lists only the own organisation and module', async () => {
      const res = await t.call<Page<AdminUser>>('GET', '/config/users', orgAdmin, {
        limit: 100,
        usr_agent_id: 210,
      });
      expect(res.code).toBe(ResultCode.ok);
      expect(res.data.list.length).toBeGreaterThan(2);
      expect(res.data.list.every((u) => u.usr_agent_id === 200 && u.sys_module_id === 5)).toBe(true);
      const roles = await t.call<UserRoleOption[]>('GET', '/config/users/roles', orgAdmin, {
        usr_agent_id: 1,
        sys_module_id: 0,
      });
      expect(roles.data.map((r) => r.role_name).sort()).toEqual(['普通用户', '管理员']);
    });

    it('answers 404 for ids of other organisations, for every call', async () => {
      const foreign = await t.userId('13900000333');
      const before = await t.call<AdminUser>('GET', `/sys/users/${foreign}`, admin);
      const edit = { realname: '越权', sys_role_id: ws.user, is_temporary: 0 };
      expect((await t.call('GET', `/config/users/${foreign}`, orgAdmin)).code).toBe(ResultCode.notFound);
      expect((await t.call('PUT', `/config/users/${foreign}`, orgAdmin, edit)).code).toBe(
        ResultCode.notFound,
      );
      expect((await t.call('PUT', `/config/users/${foreign}/status`, orgAdmin, { status: 0 })).code).toBe(
        ResultCode.notFound,
      );
      expect(
        (
          await t.call('PUT', `/config/users/${foreign}/password`, orgAdmin, {
            password: 'Hack@20261',
            passwdCheck: 'Hack@20261',
          })
        ).code,
      ).toBe(ResultCode.notFound);
      expect((await t.call('DELETE', `/config/users/${foreign}`, orgAdmin)).code).toBe(ResultCode.notFound);
      const after = await t.call<AdminUser>('GET', `/sys/users/${foreign}`, admin);
      expect(after.data).toEqual(before.data);
    });

    it('creates members in the own organisation only, with roles of the module it may use', async () => {
      const phone = nextPhone();
      const res = await t.call<{ sys_user_id: number }>('POST', '/config/users', orgAdmin, {
        username: phone,
        realname: '新同事',
        password: NEW_PASSWORD,
        sys_role_id: ws.user,
        usr_agent_id: 210,
        sys_module_id: 0,
      });
      expect(res.code, res.error ?? '').toBe(ResultCode.ok);
      const created = await t.call<AdminUser>('GET', `/config/users/${res.data.sys_user_id}`, orgAdmin);
      expect(created.data).toMatchObject({ usr_agent_id: 200, sys_module_id: 5, after_login: 1 });

      const wrongRole = await t.call('POST', '/config/users', orgAdmin, {
        username: nextPhone(),
        realname: '越权',
        password: NEW_PASSWORD,
        sys_role_id: superRole,
      });
      expect(wrongRole).toMatchObject({ code: ResultCode.invalid, error: UM.roleNotUsable });

      // a role of organisation 200 holding a platform permission the admin lacks
      const strong = await t.db.kysely
        .insertInto('sys_role')
        .values({ usr_agent_id: 200, sys_module_id: 5, role_name: '超权角色', remark: null })
        .returning('sys_role_id')
        .executeTakeFirstOrThrow();
      const sysList = await t.db.kysely
        .selectFrom('sys_action')
        .select('sys_action_id')
        .where('perm', '=', 'sys:user:list')
        .executeTakeFirstOrThrow();
      await t.db.kysely
        .insertInto('sys_role_action')
        .values({ sys_role_id: strong.sys_role_id, sys_action_id: sysList.sys_action_id })
        .execute();
      const tooStrong = await t.call('POST', '/config/users', orgAdmin, {
        username: nextPhone(),
        realname: '越权',
        password: NEW_PASSWORD,
        sys_role_id: strong.sys_role_id,
      });
      expect(tooStrong).toMatchObject({ code: ResultCode.forbidden, error: UM.roleTooPowerful });
      const roles = await t.call<UserRoleOption[]>('GET', '/config/users/roles', orgAdmin);
      expect(roles.data.map((r) => r.sys_role_id)).not.toContain(strong.sys_role_id);

      const self = await t.userId(Demo.orgAdmin200);
      const promote = await t.call('PUT', `/config/users/${self}`, orgAdmin, {
        realname: '林晓峰',
        sys_role_id: ws.user,
        is_temporary: 0,
      });
      expect(promote).toMatchObject({ code: ResultCode.invalid, error: UM.notSelfRole });

      const dup = await t.call('POST', '/config/users', orgAdmin, {
        username: Demo.orgUser200,
        realname: '重复',
        password: NEW_PASSWORD,
        sys_role_id: ws.user,
      });
      expect(dup).toMatchObject({ code: ResultCode.conflict, error: UM.phoneTaken(Demo.orgUser200) });
    });

    it('edits, disables, resets and deletes own members, with the operation log', async () => {
      const phone = nextPhone();
      const created = await t.call<{ sys_user_id: number }>('POST', '/config/users', orgAdmin, {
        username: phone,
        realname: '待处理',
        password: NEW_PASSWORD,
        sys_role_id: ws.user,
        after_login: 0,
      });
      const id = created.data.sys_user_id;
      const edit = await t.call<AdminUser>('PUT', `/config/users/${id}`, orgAdmin, {
        realname: '已编辑',
        sys_role_id: ws.admin,
        is_temporary: 1,
        limits_time: 60,
      });
      expect(edit.data).toMatchObject({
        realname: '已编辑',
        role_name: '管理员',
        is_temporary: 1,
        limits_time: 60,
      });
      expect((await t.call('PUT', `/config/users/${id}/status`, orgAdmin, { status: 0 })).code).toBe(
        ResultCode.ok,
      );
      expect(
        (
          await t.call('PUT', `/config/users/${id}/password`, orgAdmin, {
            password: 'Reset@2026',
            passwdCheck: 'Reset@2026',
          })
        ).code,
      ).toBe(ResultCode.ok);
      expect((await t.call('DELETE', `/config/users/${id}`, orgAdmin)).code).toBe(ResultCode.ok);
      const logs = await t.logsOf('sys_user', id);
      expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'disable', 'reset', 'delete']);
      expect(logs.every((l) => l.usr_agent_id === 200)).toBe(true);
    });

    it('refuses an ordinary member every write (and the list)', async () => {
      const target = await t.userId(Demo.orgAdmin200);
      const body = { realname: '越权', sys_role_id: ws.admin, is_temporary: 0 };
      expect((await t.call('GET', '/config/users', orgUser)).code).toBe(ResultCode.forbidden);
      expect((await t.call('GET', `/config/users/${target}`, orgUser)).code).toBe(ResultCode.forbidden);
      expect(
        (
          await t.call('POST', '/config/users', orgUser, {
            ...body,
            username: nextPhone(),
            password: NEW_PASSWORD,
          })
        ).code,
      ).toBe(ResultCode.forbidden);
      const self = await t.userId(Demo.orgUser200);
      expect((await t.call('PUT', `/config/users/${self}`, orgUser, body)).code).toBe(ResultCode.forbidden);
      expect((await t.call('PUT', `/config/users/${target}/status`, orgUser, { status: 0 })).code).toBe(
        ResultCode.forbidden,
      );
      expect(
        (
          await t.call('PUT', `/config/users/${target}/password`, orgUser, {
            password: NEW_PASSWORD,
            passwdCheck: NEW_PASSWORD,
          })
        ).code,
      ).toBe(ResultCode.forbidden);
      expect((await t.call('DELETE', `/config/users/${target}`, orgUser)).code).toBe(ResultCode.forbidden);
    });
  });
});
