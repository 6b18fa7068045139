import type { Selectable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { IndustryTable } from '../db/tables/company.ts';

export type IndustryRecord = Selectable<IndustryTable>;

/**
 * GB/T 4754 industries (industry), platform-wide reference data: the shop reads sections (level 1)
 * and their divisions; 行业分类 in the back-office maintains the tree, checking how many companies
 * are filed under a code (the company register keeps a company's section and division codes).
 */
export class IndustryRepository {
  constructor(private readonly db: Executor) {}

  /** Sections and divisions, ordered by level then code. */
  sectionsAndDivisions() {
    return this.db
      .selectFrom('industry')
      .select(['code', 'name', 'parent_code', 'level'])
      .where('level', '<=', 2)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }

  /** The codes of a section's divisions. */
  async childrenOf(code: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('industry')
      .select('code')
      .where('parent_code', '=', code)
      .execute();
    return rows.map((r) => r.code);
  }

  /** The industries of the codes that exist, as rows (one per existing code). */
  byCodes(codes: readonly string[]): Promise<{ code: string; name: string }[]> {
    if (!codes.length) return Promise.resolve([]);
    return this.db
      .selectFrom('industry')
      .select(['code', 'name'])
      .where('code', 'in', [...codes])
      .execute();
  }

  /** Names of the codes (sections and divisions) that exist. */
  async names(codes: readonly string[]): Promise<Map<string, string>> {
    if (!codes.length) return new Map();
    const rows = await this.db
      .selectFrom('industry')
      .select(['code', 'name'])
      .where('code', 'in', [...new Set(codes)])
      .execute();
    return new Map(rows.map((r) => [r.code, r.name]));
  }

  // ── 行业分类 (back-office) ───────────────────────────────────────────────────────────────

  all(): Promise<IndustryRecord[]> {
    return this.db.selectFrom('industry').selectAll().orderBy('level').orderBy('code').execute();
  }

  one(code: string): Promise<IndustryRecord | undefined> {
    return this.db.selectFrom('industry').selectAll().where('code', '=', code).executeTakeFirst();
  }

  async childCount(code: string): Promise<number> {
    const row = await this.db
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
  async companiesUsing(code: string, level: number): Promise<number> {
    if (level > 2) return 0;
    const row = await this.db
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(level === 1 ? 'industry_section' : 'industry_division', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(row: IndustryRecord): Promise<void> {
    await this.db.insertInto('industry').values(row).execute();
  }

  async rename(code: string, name: string): Promise<void> {
    await this.db.updateTable('industry').set({ name }).where('code', '=', code).execute();
  }

  async delete(code: string): Promise<void> {
    await this.db.deleteFrom('industry').where('code', '=', code).execute();
  }
}
