import type SQLite from 'better-sqlite3';
import { literalLikePattern } from '../../shared/text-match.ts';
import { FORMER_FTS, formerNameQuery } from '../sqlite/former-name-index.ts';
import { brandPrefix, executiveName, phoneForms, prefixEnd, type SideSource } from './keyword-sources.ts';

/** Placeholders for the forms of a phone number (phoneForms gives at most three). */
const PHONE_SLOTS = 3;

/**
 * The keyword's side sources (keyword-sources.ts) on the embedded database, each as SQLite's
 * group_concat of company ids ('' or null: none), like the text index's FtsReader.keywordIds.
 */
export class SqliteKeywordSources {
  private readonly former: SQLite.Statement<unknown[], string | null>;
  private readonly formerScan: SQLite.Statement<unknown[], string | null>;
  private readonly executive: SQLite.Statement<unknown[], string | null>;
  private readonly brand: SQLite.Statement<unknown[], string | null>;
  private readonly phone: SQLite.Statement<unknown[], string | null>;

  constructor(sqlite: SQLite.Database) {
    this.former = sqlite
      .prepare(`select group_concat(rowid) from ${FORMER_FTS} where ${FORMER_FTS} match ?`)
      .pluck() as SQLite.Statement<unknown[], string | null>;
    // a keyword without a word character: a scan of 0024's partial index (it holds company_id)
    this.formerScan = sqlite
      .prepare(
        `select group_concat(company_id) from company_change indexed by company_change_former_name_ix
          where item = '名称变更' and before_text like ? escape '\\'`,
      )
      .pluck() as SQLite.Statement<unknown[], string | null>;
    this.executive = sqlite
      .prepare(
        `select group_concat(cp.company_id) from person p
           join company_person cp on cp.person_id = p.person_id where p.name = ?`,
      )
      .pluck() as SQLite.Statement<unknown[], string | null>;
    this.brand = sqlite
      .prepare(
        `select group_concat(company_id) from company_ip
          where kind = 'trademark' and lower(name) >= ? and lower(name) < ?`,
      )
      .pluck() as SQLite.Statement<unknown[], string | null>;
    const slots = Array.from({ length: PHONE_SLOTS }, () => '?').join(', ');
    this.phone = sqlite
      .prepare(
        `select group_concat(company_id) from (
           select company_id from company where tel in (${slots})
           union select company_id from company where mobile in (${slots})
           union select company_id from company_contact where kind in ('mobile', 'tel') and value in (${slots}))`,
      )
      .pluck() as SQLite.Statement<unknown[], string | null>;
  }

  /** The companies `source` finds for the keyword. */
  ids(source: SideSource, keyword: string): string | null {
    switch (source) {
      case 'former_name': {
        const term = formerNameQuery(keyword);
        return term === null
          ? (this.formerScan.get(literalLikePattern(keyword.trim())) ?? null)
          : (this.former.get(term) ?? null);
      }
      case 'executive': {
        const name = executiveName(keyword);
        return name === null ? null : (this.executive.get(name) ?? null);
      }
      case 'brand': {
        const prefix = brandPrefix(keyword);
        return prefix === null ? null : (this.brand.get(prefix, prefixEnd(prefix)) ?? null);
      }
      case 'phone': {
        const forms = phoneForms(keyword);
        if (!forms.length) return null;
        const slots = Array.from({ length: PHONE_SLOTS }, (_, i) => forms[i] ?? forms[0]!);
        return this.phone.get(...slots, ...slots, ...slots) ?? null;
      }
    }
  }
}
