import type { Executor } from '../db/executor.ts';

/** Message categories (sys_msg_cate): platform-wide reference rows. */
export class MsgCateRepository {
  constructor(private readonly db: Executor) {}

  all() {
    return this.db
      .selectFrom('sys_msg_cate')
      .select(['sys_msg_cate_id', 'name'])
      .orderBy('orders')
      .orderBy('sys_msg_cate_id')
      .execute();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sys_msg_cate')
      .select('sys_msg_cate_id')
      .where('sys_msg_cate_id', '=', id)
      .executeTakeFirst();
    return !!row;
  }
}
