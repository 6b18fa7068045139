import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/** The 开通申请 page and permission group that no page implements (removed from the seed too). */
const OPENING_MENU_KEY = 'admin.org.apply';
const OPENING_PERMS = ['sys:apply:list', 'sys:apply:audit'];
const CUSTOM_REVIEW_MENU_KEY = 'admin.mall.customreview';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Custom requests processed end to end (issue 13):
 * - agent_label_apply gets the data staff attach as an uploaded file: data_file_path (relative to
 *   DATA_DIR/exports), data_file_name (as uploaded) and data_count (the attached data's rows: the
 *   search's count or the file's rows);
 * - 定制审核 lives at /sys/apply; the 开通申请 menu item (which had that route) and the sys:apply
 *   permission group go, with every role's links to them. On a fresh database the seed runs after
 *   the migrations and already has the new menus, so the menu changes find nothing to do there.
 */
export function customRequestDataMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('agent_label_apply').addColumn('data_file_path', 'text').execute();
      await db.schema.alterTable('agent_label_apply').addColumn('data_file_name', 'text').execute();
      await db.schema.alterTable('agent_label_apply').addColumn('data_count', 'integer').execute();

      const anyDb = db as AnyDb;
      const menuIds = (
        await anyDb
          .selectFrom('sys_menu')
          .select('sys_menu_id')
          .where('menu_key', '=', OPENING_MENU_KEY)
          .execute()
      ).map((r) => r.sys_menu_id as number);
      if (menuIds.length) {
        await anyDb.deleteFrom('sys_role_menu').where('sys_menu_id', 'in', menuIds).execute();
        await anyDb.deleteFrom('sys_menu').where('sys_menu_id', 'in', menuIds).execute();
      }
      await anyDb
        .updateTable('sys_menu')
        .set({ vue_url: '/sys/apply' })
        .where('menu_key', '=', CUSTOM_REVIEW_MENU_KEY)
        .execute();
      await anyDb
        .updateTable('sys_menu')
        .set({ intro: '机构、分类、字段配置与使用统计' })
        .where('menu_key', '=', 'admin.org')
        .execute();

      const actions = (await anyDb
        .selectFrom('sys_action')
        .select(['sys_action_id', 'parent_id'])
        .where('perm', 'in', OPENING_PERMS)
        .execute()) as { sys_action_id: number; parent_id: number | null }[];
      if (actions.length) {
        const ids = actions.map((a) => a.sys_action_id);
        await anyDb.deleteFrom('sys_role_action').where('sys_action_id', 'in', ids).execute();
        await anyDb.deleteFrom('sys_module_action').where('sys_action_id', 'in', ids).execute();
        await anyDb.deleteFrom('sys_action').where('sys_action_id', 'in', ids).execute();
      }
      // the group node (no permission of its own) goes when it has no action left
      const groups = [...new Set(actions.map((a) => a.parent_id).filter((id): id is number => id !== null))];
      for (const id of groups) {
        const left = await anyDb
          .selectFrom('sys_action')
          .select('sys_action_id')
          .where('parent_id', '=', id)
          .executeTakeFirst();
        if (left) continue;
        await anyDb.deleteFrom('sys_role_action').where('sys_action_id', '=', id).execute();
        await anyDb.deleteFrom('sys_module_action').where('sys_action_id', '=', id).execute();
        await anyDb
          .deleteFrom('sys_action')
          .where('sys_action_id', '=', id)
          .where('perm', 'is', null)
          .execute();
      }
    },
  };
}
