import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The /data/seek keyword also finds a company by what the text index does not hold (issue 15 point 1,
 * search/seek/keyword-sources.ts): its former names, its executives, its brands and its phone numbers.
 * Executives come through person_name_ix (0023) and company_person_person_ix (0017); former names
 * through 0024's partial index on SQLite (a covering scan) and a partial GIN bigram index here on
 * PostgreSQL (the same bigrams as the company name's). This adds:
 *
 * - `company_ip_brand_ix`: trademark names in lower case, for a brand that equals or starts with the
 *   keyword (PostgreSQL: the pattern operator class, so `like 'x%'` uses it under any collation);
 * - `company_contact_phone_ix`: the phone numbers of the contacts (company.tel and company.mobile
 *   have their indexes since 0014).
 */
export function seekKeywordSourcesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index company_contact_phone_ix on company_contact (value)
        where kind in ('mobile', 'tel')`.execute(db);
      if (dialect === 'postgres') {
        await sql`create index company_ip_brand_ix on company_ip (lower(name) text_pattern_ops)
          where kind = 'trademark'`.execute(db);
        await sql`create index company_change_former_bi_ix on company_change
          using gin (public.qishu_bigrams(before_text)) where item = '名称变更'`.execute(db);
      } else {
        await sql`create index company_ip_brand_ix on company_ip (lower(name))
          where kind = 'trademark'`.execute(db);
      }
    },
  };
}
