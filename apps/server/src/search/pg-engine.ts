import type { CompanyFilter } from '@qishu/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { applyCompanyFilter } from './company-filter-query.ts';
import type { CompanySearchEngine, CompanySearchPage } from './engine.ts';

type CompanyQuery<O> = SelectQueryBuilder<Database, 'company', O>;

/** The indexed expression of each search range (migration 0014's GIN indexes use the same text). */
const RANGE_TEXT = {
  0: sql`name`,
  1: sql`scope`,
  2: sql`address`,
  3: sql`(legal_person || '、' || shareholders)`,
} as const;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The distinct two-character pieces of a keyword, as public.qishu_bigrams cuts a text. */
function bigramsOf(keyword: string): string[] {
  const chars = Array.from(keyword.toLowerCase());
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/**
 * PostgreSQL: the filter as SQL over the company table, with the keyword answered by the GIN indexes
 * over each field's bigrams: a two-character keyword is one bigram (exact), a longer one must hold
 * all its bigrams and is then rechecked with ILIKE on those few rows. One character is a plain
 * ILIKE. Flags and ranges use the partial and status-led indexes of migration 0014; the planner
 * combines them (bitmap AND/OR).
 */
export class PgSearchEngine implements CompanySearchEngine {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered<O>(qb: CompanyQuery<O>, filter: CompanyFilter): CompanyQuery<O> {
    const { keyword: raw, searchRange, ...rest } = filter;
    let q = applyCompanyFilter(qb, rest);
    const keyword = raw?.trim();
    if (!keyword) return q;
    const ranges = searchRange?.length ? [...new Set(searchRange)] : [0 as const];
    const grams = bigramsOf(keyword);
    const conditions = ranges.map((r) => {
      const text = RANGE_TEXT[r];
      const like = sql<boolean>`${text} ilike ${likePattern(keyword)}`;
      if (grams.length === 0) return like;
      const indexed = sql<boolean>`public.qishu_bigrams(${text}) @> ${sql.val(grams)}::text[]`;
      return grams.length === 1 && Array.from(keyword).length === 2
        ? indexed
        : sql<boolean>`(${indexed} and ${like})`;
    });
    q = q.where(
      conditions.length === 1 ? conditions[0]! : sql<boolean>`(${sql.join(conditions, sql` or `)})`,
    );
    return q;
  }

  async count(filter: CompanyFilter): Promise<number> {
    const row = await this.filtered(this.db.selectFrom('company'), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const [count, rows] = await Promise.all([
      this.count(filter),
      this.filtered(this.db.selectFrom('company'), filter)
        .select('company_id')
        .orderBy('company_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return { count, ids: rows.map((r) => r.company_id) };
  }

  async idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]> {
    const rows = await this.filtered(this.db.selectFrom('company'), filter)
      .select('company_id')
      .where('company_id', '>', afterId)
      .orderBy('company_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.company_id);
  }
}
