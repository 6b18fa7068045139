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
 * partial indexes for the has-X flags; status-led indexes for the capital and founding-date ranges.
 */
/** PostgreSQL indexes of the search engine; the benchmark drops them for its bulk load and rebuilds them. */
export const PG_SEARCH_INDEXES: readonly string[] = [
  'create index company_name_bi_ix on company using gin (public.qishu_bigrams(name))',
  'create index company_scope_bi_ix on company using gin (public.qishu_bigrams(scope))',
  'create index company_address_bi_ix on company using gin (public.qishu_bigrams(address))',
  `create index company_people_bi_ix on company using gin (public.qishu_bigrams(legal_person || '、' || shareholders))`,
  'create index company_status_capital_ix on company (status, reg_capital)',
  'create index company_status_date_ix on company (status, reg_date)',
  'create index company_type_ix on company (company_type, status)',
  'create index company_email_ix on company (status) where email is not null',
  'create index company_mobile_ix on company (status) where mobile is not null',
  'create index company_tel_ix on company (status) where tel is not null',
  'create index company_contact_ix on company (status) where email is not null or mobile is not null or tel is not null',
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
      // one function for every schema; the lock keeps concurrent migrations (tests) from racing
      await sql`select pg_advisory_xact_lock(20261124)`.execute(db);
      const exists = await sql<{ n: number }>`select count(*)::int as n from pg_proc p
        join pg_namespace s on s.oid = p.pronamespace where s.nspname = 'public' and p.proname = 'qishu_bigrams'`.execute(
        db,
      );
      if (exists.rows[0]?.n === 0) {
        await sql
          .raw(
            `create function public.qishu_bigrams(t text) returns text[] language sql immutable strict parallel safe as
             $$ select coalesce(array_agg(distinct lower(substr(t, i, 2))), '{}')
                from generate_series(1, char_length(t) - 1) as i $$`,
          )
          .execute(db);
      }
      await sql`set local maintenance_work_mem = '512MB'`.execute(db);
      for (const statement of PG_SEARCH_INDEXES) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
