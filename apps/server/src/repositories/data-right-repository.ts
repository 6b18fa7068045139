import type { Executor } from '../db/executor.ts';

/** Data rights (sys_dright), which the platform gives an account. */
export class DataRightRepository {
  constructor(private readonly db: Executor) {}

  list() {
    return this.db
      .selectFrom('sys_dright')
      .select(['sys_dright_id', 'name'])
      .orderBy('sys_dright_id')
      .execute();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sys_dright')
      .select('sys_dright_id')
      .where('sys_dright_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
