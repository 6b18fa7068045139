import type { Kysely } from 'kysely';
import { knownParamName } from '@qishu/contract';
import type { Database } from '../schema.ts';

/** Parameters the back-office edits at /sys/param; later features read them (their names: the contract's). */
export const defaultParams = [
  {
    param_key: 'security.idle_lock_minutes',
    param_value: '60',
    remark: '鼠标无移动超过该时长后锁屏',
  },
  {
    param_key: 'security.idle_lock_exempt_hosts',
    param_value: '[]',
    remark: 'JSON 数组，如 ["agent.qishu.cn"]',
  },
  {
    param_key: 'security.devtools_exempt',
    param_value: '{"agents":[1],"drights":[],"departments":[],"hosts":["127.0.0.1","localhost"]}',
    remark: '这些组织、数据权限、部门和域名不屏蔽 F12 与右键菜单',
  },
  {
    param_key: 'precise.min_price_fen',
    param_value: '100',
    remark: '订单金额不能小于1元',
  },
  {
    param_key: 'precise.price_tiers',
    param_value:
      '[{"upTo":1000,"li":100},{"upTo":10000,"li":60},{"upTo":50000,"li":30},{"upTo":null,"li":15}]',
    remark: '1 厘 = 0.001 元；数量越多单价越低，范围 0.01–0.1 元/条',
  },
  {
    param_key: 'sale.pool_return_days',
    param_value: '30',
    remark: '线索超过该天数没有跟进记录即由每日任务退回公海；0 为不退回',
  },
] as const;

export async function seedPlatform(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sys_param')
    .values(defaultParams.map((p) => ({ ...p, name: knownParamName(p.param_key) ?? p.param_key })))
    .execute();
  const cates = ['系统公告', '业务消息', '数据通知'];
  const ids: number[] = [];
  for (const [i, name] of cates.entries()) {
    const row = await db
      .insertInto('sys_msg_cate')
      .values({ name, orders: i })
      .returning('sys_msg_cate_id')
      .executeTakeFirstOrThrow();
    ids.push(row.sys_msg_cate_id);
  }
  const notice = await db
    .insertInto('sys_msg')
    .values({
      kind: 2,
      sys_msg_cate_id: ids[0] ?? null,
      title: '欢迎使用企数通',
      content: '企数通为您提供企业查询、商机线索与数据定制服务。如需帮助，请在工作台右上角联系客服。',
      sender_user_id: null,
      usr_agent_id: null,
    })
    .returning('sys_msg_id')
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('sys_user')
    .select(['sys_user_id', 'usr_agent_id'])
    .where('is_shopper', '=', 0)
    .execute();
  if (users.length) {
    await db
      .insertInto('sys_msg_receiver')
      .values(
        users.map((u) => ({
          sys_msg_id: notice.sys_msg_id,
          sys_user_id: u.sys_user_id,
          usr_agent_id: u.usr_agent_id,
        })),
      )
      .execute();
  }
}
