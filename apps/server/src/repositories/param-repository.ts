import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Back-office parameters (sys_param): text values by key. */
export class ParamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async values(keys: readonly string[]): Promise<Map<string, string>> {
    if (!keys.length) return new Map();
    const rows = await this.db
      .selectFrom('sys_param')
      .select(['param_key', 'param_value'])
      .where('param_key', 'in', [...keys])
      .execute();
    return new Map(rows.map((r) => [r.param_key, r.param_value]));
  }
}
