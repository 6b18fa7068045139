import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Demo user groups (分组管理) of the data-search organisation 200, kept by its admin: a first level
 * with second-level groups under it. label_number stays 0: no companies are filed under them yet.
 */
const demoGroups: readonly { name: string; children: readonly string[] }[] = [
  { name: '重点客户', children: ['制造业龙头', '专精特新'] },
  { name: '意向客户', children: ['已联系', '待回访'] },
  { name: '已成交', children: [] },
];

export async function seedGroups(db: Kysely<Database>): Promise<void> {
  const owner = await db
    .selectFrom('sys_user')
    .select('sys_user_id')
    .where('usr_agent_id', '=', 200)
    .where('username', '=', '13900000005')
    .executeTakeFirst();
  if (!owner) return;
  for (const [i, g] of demoGroups.entries()) {
    const parent = await db
      .insertInto('usr_cate')
      .values({
        name: g.name,
        orders: i + 1,
        parent_id: 0,
        level: 1,
        user_id: owner.sys_user_id,
        usr_agent_id: 200,
      })
      .returning('usr_cate_id')
      .executeTakeFirstOrThrow();
    for (const [j, child] of g.children.entries()) {
      await db
        .insertInto('usr_cate')
        .values({
          name: child,
          orders: j + 1,
          parent_id: parent.usr_cate_id,
          level: 2,
          user_id: owner.sys_user_id,
          usr_agent_id: 200,
        })
        .execute();
    }
  }
}
