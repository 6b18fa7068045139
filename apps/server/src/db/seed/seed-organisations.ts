import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { hashPassword } from '../../services/auth/password.ts';
import { DEMO_PASSWORD, demoAgentCategories, demoOrganisations, demoUsers } from './demo-accounts.ts';
import { organisationRoles } from './data/roles.ts';
import { insertRole, type AccessIds } from './seed-access.ts';

/**
 * Organisations with their modules and capacity and the roles they own, then the demo users
 * (argon2id hashes) and linked accounts.
 */
export async function seedOrganisations(
  db: Kysely<Database>,
  access: AccessIds,
  random: () => number,
): Promise<void> {
  const cateIds = new Map<string, number>();
  for (const [i, name] of demoAgentCategories.entries()) {
    const row = await db
      .insertInto('agent_cate')
      .values({ name, orders: i, remark: null })
      .returning('agent_cate_id')
      .executeTakeFirstOrThrow();
    cateIds.set(name, row.agent_cate_id);
  }
  for (const o of demoOrganisations) {
    await db
      .insertInto('usr_agent')
      .values({
        usr_agent_id: o.usr_agent_id,
        name: o.name,
        short_name: o.short_name,
        agent_cate_id: cateIds.get(o.category) ?? null,
        rank: o.rank,
        basic_number: o.basic_number,
        un_basic_number: o.un_basic_number,
        domain_name: o.domain_name ?? null,
        domain_title: o.domain_title ?? null,
        // deterministic from the demo seed, still unguessable in shape
        agent_unique_string:
          Math.floor(random() * 2 ** 52)
            .toString(36)
            .padStart(10, '0') + o.usr_agent_id,
        serv_agent_id: null,
        contact_name: null,
        contact_phone: null,
        remark: null,
      })
      .execute();
    await db
      .insertInto('usr_agent_module')
      .values(o.modules.map((m) => ({ usr_agent_id: o.usr_agent_id, sys_module_id: m })))
      .execute();
  }

  for (const { usr_agent_id, role } of organisationRoles) {
    const id = await insertRole(db, access, role, usr_agent_id);
    if (role.data_scope) {
      await db
        .updateTable('sys_role')
        .set({ data_scope: role.data_scope })
        .where('sys_role_id', '=', id)
        .execute();
    }
  }

  const byPerson = new Map<string, number[]>();
  // every demo account has the one printed demo password: one hash serves them all (argon2id costs
  // ~25 ms a hash, half a second of every seeding for 24 accounts)
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const u of demoUsers) {
    const roleId = access.roleIds.get(`${u.sys_module_id}:${u.role}`);
    if (roleId === undefined) throw new Error(`seed: module ${u.sys_module_id} has no role ${u.role}`);
    const row = await db
      .insertInto('sys_user')
      .values({
        usr_agent_id: u.usr_agent_id,
        sys_module_id: u.sys_module_id,
        sys_role_id: roleId,
        sys_dright_id: u.sys_dright_id ?? null,
        sys_department_id: null,
        username: u.username,
        password_hash: demoHash,
        realname: u.realname,
        show_name: u.realname,
        email: u.email ?? null,
        headimgurl: null,
        is_api: u.is_api ?? 0,
        is_bus: u.is_bus ?? 0,
        is_temporary: u.is_temporary ?? 0,
        limits_time: u.limits_time ?? null,
        after_login: u.after_login ?? 0,
        domain_right: u.domain_right ?? 1,
        is_shopper: u.is_shopper ?? 0,
        wechat_openid: null,
        last_time: null,
      })
      .returning('sys_user_id')
      .executeTakeFirstOrThrow();
    if (u.person) byPerson.set(u.person, [...(byPerson.get(u.person) ?? []), row.sys_user_id]);
  }
  for (const ids of byPerson.values()) {
    for (const a of ids)
      for (const b of ids)
        if (a !== b)
          await db.insertInto('usr_agent_rel').values({ sys_user_id: a, linked_user_id: b }).execute();
  }
}
