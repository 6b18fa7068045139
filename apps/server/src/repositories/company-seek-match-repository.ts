import { sql } from 'kysely';
import type { DialectName } from '../db/connection.ts';
import type { Executor } from '../db/executor.ts';
import { FORMER_FTS, formerNameQuery } from '../search/sqlite/former-name-index.ts';
import { textHolds } from '../shared/pg-bigram-match.ts';
import { lowerContains, lowerStartsWith } from '../shared/text-match.ts';
import { brandPrefix, executiveName, phoneForms, type SideSource } from '../search/seek/keyword-sources.ts';

/** A text of a company that a side source found the keyword in. */
export interface SideText {
  company_id: number;
  text: string;
}

/**
 * What a /data/seek keyword was found in when the text index did not hold it (a page of results, at
 * most a few dozen companies): the former names, the executives with their positions, the brands or
 * the phone numbers of `ids` that hold the keyword, as the side sources match them
 * (search/seek/keyword-sources.ts), in the registry's order.
 */
export class CompanySeekMatchRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Up to `limit` companies (not in `except`) with a former name holding the keyword, and that
   * name: suggestions beyond the current names. PostgreSQL reads 0026's bigram index, SQLite its
   * former-name text index (search/sqlite/former-name-index.ts).
   */
  async formerNamesHolding(keyword: string, limit: number, except: readonly number[]): Promise<SideText[]> {
    const k = keyword.trim();
    let q = this.db
      .selectFrom('company_change')
      .select(['company_id', 'before_text as text'])
      .where('item', '=', '名称变更')
      .where(this.formerNameCondition(k, limit));
    if (except.length) q = q.where('company_id', 'not in', [...except]);
    const rows = await q.limit(limit * 2).execute();
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.company_id) && seen.add(r.company_id)).slice(0, limit);
  }

  /**
   * PostgreSQL: the former-name bigram index answers it. SQLite: the companies its former-name index
   * finds (search/sqlite/former-name-index.ts), a few more than wanted, whose names are then read.
   */
  private formerNameCondition(k: string, limit: number) {
    if (this.dialect === 'postgres') return textHolds(sql`before_text`, k);
    const like = lowerContains('before_text', k);
    const term = formerNameQuery(k);
    if (term === null) return like;
    return sql<boolean>`company_id in (select rowid from ${sql.raw(FORMER_FTS)}
      where ${sql.raw(FORMER_FTS)} match ${term} limit ${limit * 4}) and ${like}`;
  }

  async texts(source: SideSource, ids: readonly number[], keyword: string): Promise<SideText[]> {
    if (!ids.length) return [];
    const k = keyword.trim();
    switch (source) {
      case 'former_name':
        return this.db
          .selectFrom('company_change')
          .select(['company_id', 'before_text as text'])
          .where('company_id', 'in', [...ids])
          .where('item', '=', '名称变更')
          .where(lowerContains('before_text', k))
          .orderBy('company_id')
          .orderBy('seq')
          .execute();
      case 'executive': {
        const name = executiveName(k);
        if (name === null) return [];
        const rows = await this.db
          .selectFrom('company_person as cp')
          .innerJoin('person as p', 'p.person_id', 'cp.person_id')
          .select(['cp.company_id', 'p.name', 'cp.positions'])
          .where('cp.company_id', 'in', [...ids])
          .where('p.name', '=', name)
          .orderBy('cp.company_id')
          .orderBy('cp.seq')
          .execute();
        return rows.map((r) => ({
          company_id: r.company_id,
          text: r.positions ? `${r.name}（${r.positions}）` : r.name,
        }));
      }
      case 'brand': {
        const prefix = brandPrefix(k);
        if (prefix === null) return [];
        return this.db
          .selectFrom('company_ip')
          .select(['company_id', 'name as text'])
          .where('company_id', 'in', [...ids])
          .where('kind', '=', 'trademark')
          .where(lowerStartsWith('name', prefix))
          .orderBy('company_id')
          .orderBy('seq')
          .execute();
      }
      case 'phone': {
        const forms = phoneForms(k);
        if (!forms.length) return [];
        const [stored, contacts] = await Promise.all([
          this.db
            .selectFrom('company')
            .select(['company_id', 'tel', 'mobile'])
            .where('company_id', 'in', [...ids])
            .execute(),
          this.db
            .selectFrom('company_contact')
            .select(['company_id', 'value as text'])
            .where('company_id', 'in', [...ids])
            .where('kind', 'in', ['mobile', 'tel'])
            .where('value', 'in', forms)
            .orderBy('company_id')
            .orderBy('seq')
            .execute(),
        ]);
        const own = stored.flatMap((c) =>
          [c.tel, c.mobile]
            .filter((v): v is string => v !== null && forms.includes(v))
            .map((text) => ({ company_id: c.company_id, text })),
        );
        return [...own, ...contacts];
      }
    }
  }
}
