import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { FORMER_NAME_OBJECTS } from '../../search/sqlite/former-name-index.ts';

/**
 * The /data/seek keyword also finds a company by what the text index does not hold (issue 15 point 1,
 * search/seek/keyword-sources.ts): its former names, its executives, its brands and its phone numbers.
 * Executives come through person_name_ix (0023) and company_person_person_ix (0017). This adds:
 *
 * - `company_ip_brand_ix`: trademark names in lower case, for a brand that equals or starts with the
 *   keyword (PostgreSQL: the pattern operator class, so `like 'x%'` uses it under any collation);
 * - `company_contact_phone_ix`: the phone numbers of the contacts;
 * - `company_tel_value_ix`, `company_mobile_value_ix`: the company's own numbers (0014's indexes on
 *   them serve the has-phone flags, not a number);
 * - former names by keyword: on PostgreSQL a partial GIN index over their bigrams (as the company
 *   name's), on SQLite a text index of their own kept by the company index's queue
 *   (search/sqlite/former-name-index.ts); the companies with former names are queued here.
 */
export function seekKeywordSourcesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index company_contact_phone_ix on company_contact (value)
        where kind in ('mobile', 'tel')`.execute(db);
      await sql`create index company_tel_value_ix on company (tel) where tel is not null`.execute(db);
      await sql`create index company_mobile_value_ix on company (mobile) where mobile is not null`.execute(
        db,
      );
      if (dialect === 'postgres') {
        await sql`create index company_ip_brand_ix on company_ip (lower(name) text_pattern_ops)
          where kind = 'trademark'`.execute(db);
        await sql`create index company_change_former_bi_ix on company_change
          using gin (public.qishu_bigrams(before_text)) where item = '名称变更'`.execute(db);
      } else {
        await sql`create index company_ip_brand_ix on company_ip (lower(name))
          where kind = 'trademark'`.execute(db);
        for (const statement of FORMER_NAME_OBJECTS) await sql.raw(statement).execute(db);
      }
    },
  };
}
