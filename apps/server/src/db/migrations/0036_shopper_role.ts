import { sql, type Kysely } from 'kysely';

/** The shop's organisation (SpecialAgent.mall) and its shoppers' role (SHOPPER_ROLE_NAME), as of now. */
const SHOP_AGENT = 100;
const DATA_SEARCH = 5;
const SHOPPER_ROLE = '商城用户';
const REMARK = '数据商城注册的购物用户：购买数据、使用企业搜索，不能管理本机构的分组、成员、角色与容量';

/**
 * Shoppers get a role of their own (issue 18 point 5). They registered into the shop's organisation
 * with the data-search 普通用户 role, which holds the organisation's group management: a new
 * shopper listed, renamed and deleted the staff's groups. The shop's organisation now owns a role
 * 商城用户 — 普通用户's menus and actions without the organisation's configuration (config:*:
 * groups, capacity, members, roles), its own sales rows only — and its shoppers are moved to it.
 * A database not seeded yet has no such organisation: the seed creates the role (roles.ts).
 */
export const shopperRoleMigration = {
  async up(db: Kysely<unknown>) {
    const user = await sql<{ sys_role_id: number }>`
      select sys_role_id from sys_role
      where usr_agent_id is null and sys_module_id = ${DATA_SEARCH} and role_name = '普通用户'
      order by sys_role_id limit 1`.execute(db);
    const agent = await sql`select usr_agent_id from usr_agent where usr_agent_id = ${SHOP_AGENT}`.execute(
      db,
    );
    const existing = await sql`
      select sys_role_id from sys_role
      where usr_agent_id = ${SHOP_AGENT} and sys_module_id = ${DATA_SEARCH} and role_name = ${SHOPPER_ROLE}`.execute(
      db,
    );
    const from = user.rows[0]?.sys_role_id;
    if (from === undefined || agent.rows.length === 0 || existing.rows.length > 0) return;

    await sql`
      insert into sys_role (usr_agent_id, sys_module_id, role_name, remark, data_scope)
      values (${SHOP_AGENT}, ${DATA_SEARCH}, ${SHOPPER_ROLE}, ${REMARK}, 'self')`.execute(db);
    const made = await sql<{ sys_role_id: number }>`
      select sys_role_id from sys_role
      where usr_agent_id = ${SHOP_AGENT} and sys_module_id = ${DATA_SEARCH} and role_name = ${SHOPPER_ROLE}`.execute(
      db,
    );
    const to = made.rows[0]!.sys_role_id;
    await sql`
      insert into sys_role_action (sys_role_id, sys_action_id)
      select ${to}, ra.sys_action_id from sys_role_action ra
      join sys_action a on a.sys_action_id = ra.sys_action_id
      where ra.sys_role_id = ${from} and (a.perm is null or a.perm not like 'config:%')`.execute(db);
    await sql`
      insert into sys_role_menu (sys_role_id, sys_menu_id)
      select ${to}, rm.sys_menu_id from sys_role_menu rm
      join sys_menu m on m.sys_menu_id = rm.sys_menu_id
      where rm.sys_role_id = ${from} and (m.perm is null or m.perm not like 'config:%')`.execute(db);
    await sql`
      update sys_user set sys_role_id = ${to}
      where usr_agent_id = ${SHOP_AGENT} and is_shopper = 1 and sys_role_id = ${from}`.execute(db);
  },
};
