import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { gramCountApplyFunction, PG_FIELD_TEXT } from './0014_company_search.ts';

/**
 * PostgreSQL only: cheaper bigram and keyword-statistics SQL, so a bulk load of 2M companies builds its
 * search indexes within the 5-minute budget (docs/perf.md, bench:search). Same answers as 0014's:
 *
 * - public.qishu_bigrams splits the lower-cased text into characters once (string_to_array, in C)
 *   and pairs neighbours, instead of substr() at every position and a sorted DISTINCT per call: 30 %
 *   less time per call. It may now repeat a bigram; GIN indexes keep each key once per row and `@>`
 *   ignores repeats, so indexes built by 0014 stay valid.
 * - company_gram_count's rows are read with the same split inline (a lateral UNION per company), not
 *   through two SQL function calls per field: half the time of the statistics.
 */

type SearchField = keyof typeof PG_FIELD_TEXT;
const SEARCH_FIELDS = Object.keys(PG_FIELD_TEXT) as SearchField[];

export const PG_BIGRAMS_FUNCTION = `create or replace function public.qishu_bigrams(t text) returns text[]
  language sql immutable strict parallel safe as
  $$ select array(select qx || qy from (select string_to_array(lower(t), null) as qa) s,
       unnest(qa[1:cardinality(qa) - 1], qa[2:cardinality(qa)]) as u(qx, qy)) $$`;

/** Rows (field, gram, status) of one field of a relation: each company's distinct characters and bigrams. */
const fieldGramRows = (field: SearchField, rel: string) =>
  `select '${field}'::char(1) as field, g.gram, r.status from ${rel} r,
     lateral (select string_to_array(lower(${PG_FIELD_TEXT[field]}), null) as qa) s,
     lateral (select qx || qy as gram from unnest(s.qa[1:cardinality(s.qa) - 1], s.qa[2:cardinality(s.qa)]) as u(qx, qy)
              union select unnest(s.qa)) g`;

/**
 * Fills company_gram_count for one field from the company table, after it was truncated (a bulk load
 * with the triggers off). Fields never share rows, so the four can run at once on separate connections.
 */
export const pgGramCountFill = (field: SearchField) =>
  `insert into company_gram_count (field, gram, status, n)
   select field, gram, status, count(*) from (${fieldGramRows(field, 'company')}) x group by field, gram, status`;

/** The statement-level trigger function of 0014 (same triggers), with the inline rows. */
const GRAM_COUNT_APPLY_FUNCTION = gramCountApplyFunction((rel) =>
  SEARCH_FIELDS.map((f) => fieldGramRows(f, rel)).join(' union all '),
);

/** The statement-level triggers that keep company_gram_count exact (off during a bulk load). */
export const PG_GRAM_COUNT_TRIGGERS = [
  'company_gram_count_ins',
  'company_gram_count_del',
  'company_gram_count_upd',
];

export function fasterGramsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') return;
      // public functions are shared by every schema; the lock keeps concurrent migrations from racing
      await sql`select pg_advisory_xact_lock(20261124)`.execute(db);
      const current = await sql<{ src: string }>`select p.prosrc as src from pg_proc p
        join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public' and p.proname = 'qishu_bigrams'`.execute(
        db,
      );
      // another schema of this database may have replaced it already
      if (!current.rows[0]?.src.includes('string_to_array')) await sql.raw(PG_BIGRAMS_FUNCTION).execute(db);
      await sql.raw(GRAM_COUNT_APPLY_FUNCTION).execute(db);
    },
  };
}
