import type { Selectable } from 'kysely';
import type { Page } from '@qishu/contract';
import type { Executor } from '../db/executor.ts';
import type { SysParamTable } from '../db/tables/platform.ts';
import { contains } from '../shared/text-match.ts';
import { countedPage } from './row-count.ts';

export type ParamRecord = Selectable<SysParamTable>;

/**
 * Back-office parameters (sys_param): text values by key, platform-wide. The site info and the
 * shop's precise pricing read values; 参数设置 pages and edits the rows.
 */
export class ParamRepository {
  constructor(private readonly db: Executor) {}

  async values(keys: readonly string[]): Promise<Map<string, string>> {
    if (!keys.length) return new Map();
    const rows = await this.db
      .selectFrom('sys_param')
      .select(['param_key', 'param_value'])
      .where('param_key', 'in', [...keys])
      .execute();
    return new Map(rows.map((r) => [r.param_key, r.param_value]));
  }

  page(keyword: string | undefined, page: number, limit: number): Promise<Page<ParamRecord>> {
    let q = this.db.selectFrom('sys_param');
    if (keyword)
      q = q.where((eb) =>
        eb.or([contains('param_key', keyword), contains('name', keyword), contains('remark', keyword)]),
      );
    return countedPage(q.selectAll().orderBy('param_key'), q, { page, limit });
  }

  one(key: string): Promise<ParamRecord | undefined> {
    return this.db.selectFrom('sys_param').selectAll().where('param_key', '=', key).executeTakeFirst();
  }

  async insert(row: ParamRecord): Promise<void> {
    await this.db.insertInto('sys_param').values(row).execute();
  }

  async update(
    key: string,
    set: { param_value: string; name: string; remark: string | null; updated_at: string },
  ): Promise<void> {
    await this.db.updateTable('sys_param').set(set).where('param_key', '=', key).execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('sys_param').where('param_key', '=', key).execute();
  }
}
