import { IdentityMessages as M, LogPaths, ResultCode, type RoleDetail, type UserInfo } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/db/seed/demo-accounts.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from '../backoffice/helpers.ts';
import { testDialects } from '../helpers/test-db.ts';
import { StatementLog } from '../support/statement-log.ts';

const P = {
  check: '/admin/base/checkLogin',
  logout: '/admin/base/logout',
};
/** a call of the 审计员's role: 操作日志 (log:operation:list) */
const OPERATION_LOG = LogPaths.operationLog;
/** another of it: 登录日志 (log:login:list), which the test never withdraws */
const LOGIN_LOG = LogPaths.loginLog;

/**
 * A request's sign-in is one statement (the session, its account and its role's permissions,
 * SignedInRepository): what it answers equals the separate reads sign-in makes, every refusal of
 * the session check still holds, and a change to a role or an account shows at the very next call.
 */
describe.each(testDialects)('the sign-in read of every signed-in call (%s)', (dialect) => {
  let t: BackofficeApp;
  let admin = '';
  const log = new StatementLog(dialect);

  beforeAll(async () => {
    t = await createBackofficeApp(dialect, { plugins: [log] });
    admin = await t.tokenOf(Demo.admin);
  });
  afterAll(() => t?.close());

  const check = (token: string) => t.post<{ userInfo: UserInfo }>(P.check, undefined, token);
  const revokedAt = async (sessionId: string) =>
    (
      await t.db.kysely
        .selectFrom('session')
        .select('revoked_at')
        .where('session_id', '=', Number(sessionId))
        .executeTakeFirstOrThrow()
    ).revoked_at;

  it('reads the session, the account and the permissions in one statement', async () => {
    const d = await t.login(Demo.orgAdmin200);
    log.clear();
    expect((await check(d.token)).code).toBe(200);
    const sessionReads = log.naming('session');
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toMatch(/^select /);
    for (const table of ['sys_user', 'sys_role', 'sys_role_action', 'sys_action'])
      expect(sessionReads[0]).toContain(`"${table}"`);
    // nothing else reads the role's permissions: checkLogin answers them from the sign-in
    expect(log.naming('sys_role_action')).toEqual(sessionReads);
  });

  it('answers every account and permission exactly as sign-in reads them (every demo user)', async () => {
    const seen = new Set<string>();
    for (const u of demoUsers) {
      // one account per phone; 512's account has no domain right and cannot sign in
      if (seen.has(u.username) || u.usr_agent_id === 512) continue;
      seen.add(u.username);
      // sign-in reads the account and RoleRepository.perms() by themselves
      const d = await t.login(u.username);
      const res = await check(d.token);
      expect(res.code, u.username).toBe(200);
      expect(res.data.userInfo, u.username).toEqual(d.userInfo);
    }
    expect(seen.size).toBe(20);
  });

  it('a role’s grants, its status and an account’s role take effect at the very next call', async () => {
    const auditor = await t.login(Demo.auditor);
    const call = async (path: string) => (await t.call('GET', path, auditor.token)).code;
    expect(await call(OPERATION_LOG)).toBe(200);

    const roleId = Number(auditor.userInfo.sys_role_id);
    const role = await t.call<RoleDetail>('GET', `/sys/roles/${roleId}`, admin);
    const action = await t.db.kysely
      .selectFrom('sys_action')
      .select('sys_action_id')
      .where('sys_action_id', 'in', role.data.actions)
      .where('perm', '=', 'log:operation:list')
      .executeTakeFirstOrThrow();
    const edit = (change: Record<string, unknown>) =>
      t.call('PUT', `/sys/roles/${roleId}`, admin, {
        role_name: role.data.role_name,
        sys_module_id: role.data.sys_module_id,
        remark: role.data.remark,
        status: 1,
        ...change,
      });

    expect((await edit({ actionsDels: [action.sys_action_id] })).code).toBe(200);
    expect(await call(OPERATION_LOG)).toBe(ResultCode.forbidden);
    expect(await call(LOGIN_LOG)).toBe(200);
    expect((await edit({ actions: [action.sys_action_id] })).code).toBe(200);
    expect(await call(OPERATION_LOG)).toBe(200);

    // a disabled role grants nothing
    expect((await edit({ status: 0 })).code).toBe(200);
    expect(await call(OPERATION_LOG)).toBe(ResultCode.forbidden);
    expect(await call(LOGIN_LOG)).toBe(ResultCode.forbidden);
    expect((await edit({ status: 1 })).code).toBe(200);
    expect(await call(LOGIN_LOG)).toBe(200);

    // a disabled action is granted by no role
    await t.db.kysely
      .updateTable('sys_action')
      .set({ status: 0 })
      .where('sys_action_id', '=', action.sys_action_id)
      .execute();
    expect(await call(OPERATION_LOG)).toBe(ResultCode.forbidden);
    await t.db.kysely
      .updateTable('sys_action')
      .set({ status: 1 })
      .where('sys_action_id', '=', action.sys_action_id)
      .execute();
    expect(await call(OPERATION_LOG)).toBe(200);

    // the account given another role (运营管理员: the shop and messages, no logs) through user management
    const operatorRole = await t.db.kysely
      .selectFrom('sys_role')
      .select('sys_role_id')
      .where('sys_module_id', '=', 0)
      .where('role_name', '=', '运营管理员')
      .executeTakeFirstOrThrow();
    const moveTo = (sysRoleId: number) =>
      t.call('PUT', `/sys/users/${auditor.userInfo.sys_user_id}`, admin, {
        realname: auditor.userInfo.realname,
        email: auditor.userInfo.email ?? '',
        sys_role_id: sysRoleId,
        sys_module_id: 0,
        sys_dright_id: auditor.userInfo.sys_dright_id,
      });
    const moved = await moveTo(operatorRole.sys_role_id);
    expect(moved.code, moved.error ?? '').toBe(200);
    expect(await call(OPERATION_LOG)).toBe(ResultCode.forbidden);
    expect((await check(auditor.token)).data.userInfo.sys_role_id).toBe(operatorRole.sys_role_id);
    expect((await moveTo(roleId)).code).toBe(200);
    expect(await call(OPERATION_LOG)).toBe(200);
  });

  it('a disabled account: 4002 at its next call, and the session is revoked there', async () => {
    const d = await t.login(Demo.orgUser200);
    const id = d.userInfo.sys_user_id;
    expect((await t.call('PUT', `/sys/users/${id}/status`, admin, { status: 0 })).code).toBe(200);
    expect(await check(d.token)).toMatchObject({
      code: ResultCode.accountDisabled,
      error: M.accountDisabled,
    });
    expect(await revokedAt(d.userInfo.sessionId)).not.toBeNull();
    expect((await t.call('PUT', `/sys/users/${id}/status`, admin, { status: 1 })).code).toBe(200);
    // enabled again, the old session stays ended
    expect(await check(d.token)).toMatchObject({ code: ResultCode.sessionInvalid, error: M.sessionInvalid });
    expect((await check((await t.login(Demo.orgUser200)).token)).code).toBe(200);
  });

  it('an unknown, revoked, idle-expired or temporary-ended session is refused with 4001', async () => {
    expect(await check('x'.repeat(43))).toMatchObject({ code: ResultCode.sessionInvalid });
    const out = await t.login('13700000008');
    expect((await t.post(P.logout, undefined, out.token)).code).toBe(200);
    expect(await check(out.token)).toMatchObject({
      code: ResultCode.sessionInvalid,
      error: M.sessionInvalid,
    });

    const temporary = await t.login('13900000010');
    const idle = await t.login('13700000009');
    t.clock.minutes(30);
    expect(await check(temporary.token)).toMatchObject({
      code: ResultCode.sessionInvalid,
      error: M.temporaryEnded,
    });
    expect(await revokedAt(temporary.userInfo.sessionId)).not.toBeNull();
    expect((await check(idle.token)).code).toBe(200);
    t.clock.minutes(12 * 60);
    expect(await check(idle.token)).toMatchObject({
      code: ResultCode.sessionInvalid,
      error: M.sessionInvalid,
    });
  });

  it('a pending password change still answers 412 except for the calls that allow it', async () => {
    const d = await t.login('13800000001');
    expect((await check(d.token)).code).toBe(200);
    expect((await t.call('GET', LOGIN_LOG, d.token)).code).toBe(ResultCode.passwordChangeRequired);
  });
});
