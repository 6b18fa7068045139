import { type Kysely, type Selectable } from 'kysely';
import type { Page } from '@qishu/contract';
import type { Database } from '../db/schema.ts';
import type { IndustryTable } from '../db/tables/company.ts';
import type { SysParamTable } from '../db/tables/platform.ts';
import { contains } from '../shared/text-match.ts';

export type ParamRecord = Selectable<SysParamTable>;
export type IndustryRecord = Selectable<IndustryTable>;

/** sys_param (parameters) and industry (GB/T 4754) for the back-office; platform-wide tables. */
export class BackofficeSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ── sys_param ──────────────────────────────────────────────────────────────────────────

  async paramPage(keyword: string | undefined, page: number, limit: number): Promise<Page<ParamRecord>> {
    let q = this.db.selectFrom('sys_param');
    if (keyword)
      q = q.where((eb) =>
        eb.or([contains('param_key', keyword), contains('name', keyword), contains('remark', keyword)]),
      );
    const [list, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('param_key')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(count.n) };
  }

  param(key: string, db: Kysely<Database> = this.db): Promise<ParamRecord | undefined> {
    return db.selectFrom('sys_param').selectAll().where('param_key', '=', key).executeTakeFirst();
  }

  async insertParam(db: Kysely<Database>, row: ParamRecord): Promise<void> {
    await db.insertInto('sys_param').values(row).execute();
  }

  async updateParam(
    db: Kysely<Database>,
    key: string,
    set: { param_value: string; name: string; remark: string | null; updated_at: string },
  ): Promise<void> {
    await db.updateTable('sys_param').set(set).where('param_key', '=', key).execute();
  }

  async deleteParam(db: Kysely<Database>, key: string): Promise<void> {
    await db.deleteFrom('sys_param').where('param_key', '=', key).execute();
  }

  // ── industry ───────────────────────────────────────────────────────────────────────────

  allIndustries(): Promise<IndustryRecord[]> {
    return this.db.selectFrom('industry').selectAll().orderBy('level').orderBy('code').execute();
  }

  industry(code: string, db: Kysely<Database> = this.db): Promise<IndustryRecord | undefined> {
    return db.selectFrom('industry').selectAll().where('code', '=', code).executeTakeFirst();
  }

  async childCount(code: string, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('industry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_code', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Companies per section and per division code. */
  async companyCounts(): Promise<Map<string, number>> {
    const [sections, divisions] = await Promise.all([
      this.db
        .selectFrom('company')
        .select(['industry_section as code', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('industry_section')
        .execute(),
      this.db
        .selectFrom('company')
        .select(['industry_division as code', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('industry_division')
        .execute(),
    ]);
    return new Map([...sections, ...divisions].map((r) => [r.code, Number(r.n)]));
  }

  /** Companies filed under a code of `level` (1 section, 2 division; deeper levels are not stored). */
  async companiesUsing(code: string, level: number, db: Kysely<Database> = this.db): Promise<number> {
    if (level > 2) return 0;
    const row = await db
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(level === 1 ? 'industry_section' : 'industry_division', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertIndustry(db: Kysely<Database>, row: IndustryRecord): Promise<void> {
    await db.insertInto('industry').values(row).execute();
  }

  async renameIndustry(db: Kysely<Database>, code: string, name: string): Promise<void> {
    await db.updateTable('industry').set({ name }).where('code', '=', code).execute();
  }

  async deleteIndustry(db: Kysely<Database>, code: string): Promise<void> {
    await db.deleteFrom('industry').where('code', '=', code).execute();
  }
}
