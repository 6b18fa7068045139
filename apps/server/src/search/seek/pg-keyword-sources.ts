import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lowerStartsWith } from '../../shared/text-match.ts';
import { brandPrefix, executiveName, phoneForms, type SideSource } from './keyword-sources.ts';

/**
 * The keyword's side sources (keyword-sources.ts) on PostgreSQL but former names (pg-seek.ts keeps
 * those in memory), each as one bytea of big-endian company ids (null: none): executives through
 * person_name_ix, brands and phones through their btrees.
 */
export class PgKeywordSources {
  constructor(private readonly db: Kysely<Database>) {}

  async ids(source: Exclude<SideSource, 'former_name'>, keyword: string): Promise<Uint8Array | null> {
    const query = this.query(source, keyword);
    if (!query) return null;
    const r = await sql<{ ids: Uint8Array | null }>`select string_agg(int4send(company_id), ''::bytea) as ids
      from (${query}) found`.execute(this.db);
    return r.rows[0]?.ids ?? null;
  }

  private query(source: Exclude<SideSource, 'former_name'>, keyword: string): RawBuilder<unknown> | null {
    switch (source) {
      case 'executive': {
        const name = executiveName(keyword);
        return name === null
          ? null
          : sql`select cp.company_id from person p join company_person cp on cp.person_id = p.person_id
              where p.name = ${name}`;
      }
      case 'brand': {
        const prefix = brandPrefix(keyword);
        return prefix === null
          ? null
          : sql`select company_id from company_ip where kind = 'trademark' and ${lowerStartsWith('name', prefix)}`;
      }
      case 'phone': {
        const forms = phoneForms(keyword);
        if (!forms.length) return null;
        const list = sql`${sql.val(forms)}::text[]`;
        return sql`select company_id from company where tel = any(${list})
          union select company_id from company where mobile = any(${list})
          union select company_id from company_contact where kind in ('mobile', 'tel') and value = any(${list})`;
      }
    }
  }
}
