import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/** The permission that shows companies' contact values unmasked (issue 14), as the seed names it. */
const CONTACT_PERM = 'data:search:contact';
const CONTACT_NAME = '查看企业联系方式';
/** Its neighbour in the 企业搜索 group: the new action goes right after it, as in the catalogue. */
const DETAILS_PERM = 'data:search:details';
/** The modules offering the 企业搜索 group, and the role that holds every action of a module. */
const SEARCH_MODULES = [5, 6, 7];
const ADMIN_ROLE = '管理员';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Company profiles, part two (issue 14):
 * - databases seeded before issue 14 get `data:search:contact` (查看企业联系方式) in the 企业搜索 group
 *   of modules 5, 6 and 7, granted to those modules' roles named 管理员, as the seed does on a new
 *   database (普通用户 see contacts masked). On a fresh database the seed runs after the migrations,
 *   finds no 企业搜索 group here, and this step does nothing.
 * - company_map_ix: the map's neighbour query (same district and industry section, nearest first)
 *   reads one index range holding the points, never the company rows of a whole district.
 */
export function profileContactAndMapMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('company_map_ix')
        .on('company')
        // company_id last: PostgreSQL answers from the index alone (SQLite keeps the rowid anyway)
        .columns(['district_code', 'industry_section', 'lng', 'lat', 'company_id'])
        .execute();

      const anyDb = db as AnyDb;
      const exists = await anyDb
        .selectFrom('sys_action')
        .select('sys_action_id')
        .where('perm', '=', CONTACT_PERM)
        .executeTakeFirst();
      const details = (await anyDb
        .selectFrom('sys_action')
        .select(['sys_module_id', 'parent_id', 'orders'])
        .where('perm', '=', DETAILS_PERM)
        .executeTakeFirst()) as
        { sys_module_id: number; parent_id: number | null; orders: number } | undefined;
      if (exists || !details) return;

      // the actions after 查看企业详情 (导出企业数据) move down one place, as the catalogue orders them
      const later = (await anyDb
        .selectFrom('sys_action')
        .select(['sys_action_id', 'orders'])
        .where('parent_id', details.parent_id === null ? 'is' : '=', details.parent_id)
        .where('orders', '>', details.orders)
        .execute()) as { sys_action_id: number; orders: number }[];
      for (const a of later) {
        await anyDb
          .updateTable('sys_action')
          .set({ orders: a.orders + 1 })
          .where('sys_action_id', '=', a.sys_action_id)
          .execute();
      }
      const row = (await anyDb
        .insertInto('sys_action')
        .values({
          sys_module_id: details.sys_module_id,
          parent_id: details.parent_id,
          name: CONTACT_NAME,
          perm: CONTACT_PERM,
          orders: details.orders + 1,
        })
        .returning('sys_action_id')
        .executeTakeFirstOrThrow()) as { sys_action_id: number };
      const actionId = row.sys_action_id;
      await anyDb
        .insertInto('sys_module_action')
        .values(SEARCH_MODULES.map((m) => ({ sys_module_id: m, sys_action_id: actionId })))
        .execute();
      const roles = (await anyDb
        .selectFrom('sys_role')
        .select('sys_role_id')
        .where('role_name', '=', ADMIN_ROLE)
        .where('sys_module_id', 'in', SEARCH_MODULES)
        .execute()) as { sys_role_id: number }[];
      if (roles.length) {
        await anyDb
          .insertInto('sys_role_action')
          .values(roles.map((r) => ({ sys_role_id: r.sys_role_id, sys_action_id: actionId })))
          .execute();
      }
    },
  };
}
