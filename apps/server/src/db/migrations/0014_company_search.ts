import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The company search engine's indexes (apps/server/src/search).
 *
 * SQLite (embedded default): two contentless FTS5 tables of bigram tokens and facet tags, one for
 * active companies (存续/在业, the default of every search) and one for the rest; a queue that
 * triggers fill with every changed company id, drained by search/sqlite/index-writer.ts; the highest
 * id ever indexed. Existing companies are queued here and indexed at the next start.
 *
 * PostgreSQL: GIN indexes over the bigrams of each text field (public.qishu_bigrams, shared by every
 * schema of the database), so a keyword never reaches pg_trgm's pathological short-pattern scans;
 * partial indexes for the has-X flags; status-led indexes for the capital and founding-date ranges;
 * and company_gram_count, how many companies of each status hold each character and bigram in each
 * field, kept exact by statement-level triggers, so a keyword alone is counted without reading rows.
 */

/** The text of each search field, as the engine and the indexes read it (n s a p = search_range 0–3). */
export const PG_FIELD_TEXT = {
  n: 'name',
  s: 'scope',
  a: 'address',
  p: `(legal_person || '、' || shareholders)`,
} as const;

/** Rows (field, gram, status) of a relation: each company's distinct characters and bigrams per field. */
const gramRows = (rel: string) =>
  Object.entries(PG_FIELD_TEXT)
    .map(
      ([field, text]) =>
        `select '${field}' as field, g as gram, status from ${rel}, ` +
        `unnest(public.qishu_bigrams(${text}) || public.qishu_chars(${text})) as g`,
    )
    .join(' union all ');

/**
 * The statement-level trigger function that applies a statement's changed rows to company_gram_count;
 * `rowsOf(rel)` reads the (field, gram, status) rows of a transition table.
 */
export const gramCountApplyFunction = (rowsOf: (rel: string) => string) => {
  const apply = (rel: string, sign: '' | '-') =>
    `insert into company_gram_count as c (field, gram, status, n)
     select field, gram, status, ${sign}count(*) from (${rowsOf(rel)}) x group by field, gram, status
     on conflict (field, gram, status) do update set n = c.n + excluded.n;`;
  return `create or replace function company_gram_count_apply() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then ${apply('new_rows', '')}
     elsif tg_op = 'DELETE' then ${apply('old_rows', '-')}
     else ${apply('old_rows', '-')} ${apply('new_rows', '')}
     end if;
     return null;
   end $$`;
};

/** Fills company_gram_count from the company table (the migration, and a bulk load with triggers off). */
export const PG_GRAM_COUNT_REBUILD: readonly string[] = [
  'truncate company_gram_count',
  `insert into company_gram_count (field, gram, status, n)
   select field, gram, status, count(*) from (${gramRows('company')}) x group by field, gram, status`,
];

export const PG_GRAM_COUNT_OBJECTS: readonly string[] = [
  `create table company_gram_count (field char(1) not null, gram text not null, status varchar(10) not null,
     n bigint not null, primary key (field, gram, status))`,
  gramCountApplyFunction(gramRows),
  `create trigger company_gram_count_ins after insert on company referencing new table as new_rows
     for each statement execute function company_gram_count_apply()`,
  `create trigger company_gram_count_del after delete on company referencing old table as old_rows
     for each statement execute function company_gram_count_apply()`,
  `create trigger company_gram_count_upd after update on company referencing old table as old_rows
     new table as new_rows for each statement execute function company_gram_count_apply()`,
];

/** Functions in schema public, shared by every schema of the database. */
export const PG_PUBLIC_FUNCTIONS: Record<string, string> = {
  qishu_bigrams: `create function public.qishu_bigrams(t text) returns text[] language sql immutable strict parallel safe as
     $$ select coalesce(array_agg(distinct lower(substr(t, i, 2))), '{}')
        from generate_series(1, char_length(t) - 1) as i $$`,
  qishu_chars: `create function public.qishu_chars(t text) returns text[] language sql immutable strict parallel safe as
     $$ select coalesce(array_agg(distinct lower(substr(t, i, 1))), '{}')
        from generate_series(1, char_length(t)) as i $$`,
};
/** PostgreSQL indexes of the search engine; the benchmark drops them for its bulk load and rebuilds them. */
export const PG_SEARCH_INDEXES: readonly string[] = [
  'create index company_name_bi_ix on company using gin (public.qishu_bigrams(name))',
  'create index company_scope_bi_ix on company using gin (public.qishu_bigrams(scope))',
  'create index company_address_bi_ix on company using gin (public.qishu_bigrams(address))',
  `create index company_people_bi_ix on company using gin (public.qishu_bigrams(legal_person || '、' || shareholders))`,
  'create index company_status_capital_ix on company (status, reg_capital)',
  'create index company_status_date_ix on company (status, reg_date)',
  'create index company_type_ix on company (company_type, status)',
  'create index company_email_ix on company (status, reg_capital, reg_date) where email is not null',
  'create index company_mobile_ix on company (status, reg_capital, reg_date) where mobile is not null',
  'create index company_tel_ix on company (status, reg_capital, reg_date) where tel is not null',
  // contact flags carry the two ranges: "has a phone, 100万 and up, founded before 2016" counts index-only
  'create index company_contact_ix on company (status, reg_capital, reg_date) where email is not null or mobile is not null or tel is not null',
  'create index company_brand_ix on company (status) where brand_num > 0',
  'create index company_patent_ix on company (status) where patent_num > 0',
  'create index company_copyright_ix on company (status) where copyright_num > 0',
  'create index company_softcopy_ix on company (status) where software_copyright_num > 0',
  'create index company_punish_ix on company (status) where punish_num > 0',
  'create index company_website_ix on company (status) where website_num > 0',
  'create index company_licence_ix on company (status) where act_num > 0',
  // index-only counts: any combination of count flags, and ORs of region/industry/type codes
  'create index company_counts_ix on company (status, brand_num, patent_num, copyright_num, software_copyright_num, punish_num, website_num, act_num)',
  'create index company_facets_ix on company (status, industry_section, industry_division, province_code, city_code, district_code, company_type)',
];

export function companySearchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        for (const statement of [
          'create table company_search_queue (company_id integer primary key)',
          'create table company_search_state (id integer primary key, max_indexed_id integer not null)',
          ...['company_fts_active', 'company_fts_other'].map(
            (name) =>
              `create virtual table ${name} using fts5(t, content='', contentless_delete=1, ` +
              `tokenize='unicode61 remove_diacritics 0')`,
          ),
          `create trigger company_search_ai after insert on company begin
             insert or ignore into company_search_queue (company_id) values (new.company_id); end`,
          `create trigger company_search_au after update on company begin
             insert or ignore into company_search_queue (company_id) values (old.company_id);
             insert or ignore into company_search_queue (company_id) values (new.company_id); end`,
          `create trigger company_search_ad after delete on company begin
             insert or ignore into company_search_queue (company_id) values (old.company_id); end`,
          'insert into company_search_queue (company_id) select company_id from company',
        ]) {
          await sql.raw(statement).execute(db);
        }
        return;
      }
      // functions for every schema; the lock keeps concurrent migrations (tests) from racing
      await sql`select pg_advisory_xact_lock(20261124)`.execute(db);
      for (const [name, ddl] of Object.entries(PG_PUBLIC_FUNCTIONS)) {
        const exists = await sql<{ n: number }>`select count(*)::int as n from pg_proc p
          join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public' and p.proname = ${name}`.execute(
          db,
        );
        if (exists.rows[0]?.n === 0) await sql.raw(ddl).execute(db);
      }
      for (const statement of [...PG_GRAM_COUNT_OBJECTS, ...PG_GRAM_COUNT_REBUILD]) {
        await sql.raw(statement).execute(db);
      }
      await sql`set local maintenance_work_mem = '512MB'`.execute(db);
      for (const statement of PG_SEARCH_INDEXES) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
