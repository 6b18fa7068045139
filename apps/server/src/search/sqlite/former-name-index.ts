import type SQLite from 'better-sqlite3';
import { keywordQuery, textTokens } from './tokens.ts';

/**
 * SQLite: the companies' former names (the before_text of a 名称变更) in a text index of their own,
 * company_former_fts (migration 0026; one contentless document per company, rowid = company_id), cut
 * into bigram tokens as the company index cuts a name, so a keyword finds a former name in a posting
 * list instead of a scan of every former name (2M companies: 260k names, ≈ 30 ms a scan). Kept as the
 * company index is: triggers on company_change put the company into company_search_queue, and
 * syncSearchIndex (index-writer.ts) writes its document again from its rows.
 */
export const FORMER_FTS = 'company_former_fts';

const QUEUE = (id: string) => `insert or ignore into company_search_queue (company_id) values (${id});`;

/** The index and the triggers that queue a company whose former names change (migration 0026). */
export const FORMER_NAME_OBJECTS: readonly string[] = [
  `create virtual table ${FORMER_FTS} using fts5(t, content='', contentless_delete=1, ` +
    `tokenize='unicode61 remove_diacritics 0')`,
  `create trigger company_change_former_ai after insert on company_change
     when new.item = '名称变更' begin ${QUEUE('new.company_id')} end`,
  `create trigger company_change_former_ad after delete on company_change
     when old.item = '名称变更' begin ${QUEUE('old.company_id')} end`,
  `create trigger company_change_former_au after update on company_change
     when old.item = '名称变更' or new.item = '名称变更' begin ${QUEUE('old.company_id')} ${QUEUE('new.company_id')} end`,
  // the former names already there: indexed by the next sync
  `insert or ignore into company_search_queue (company_id)
     select distinct company_id from company_change where item = '名称变更'`,
];

/** The field letter of the former-name tokens. */
const FIELD = 'f';

/** A company's document: each name's tokens (a phrase never runs from one name into the next). */
const formerDocument = (names: readonly string[]) => names.map((n) => textTokens(FIELD, n)).join(' ');

/**
 * Writes the former-name documents of a batch of queued companies (inside the sync's transaction):
 * `indexed(id)` says whether the company may have a document already (else no delete is needed).
 */
export function formerNameWriter(sqlite: SQLite.Database) {
  const namesOf = sqlite.prepare(
    `select company_id, before_text from company_change
      where item = '名称变更' and company_id in (select value from json_each(?)) order by company_id, seq`,
  );
  const remove = sqlite.prepare(`delete from ${FORMER_FTS} where rowid = ?`);
  const insert = sqlite.prepare(`insert into ${FORMER_FTS} (rowid, t) values (?, ?)`);
  return (ids: readonly number[], json: string, indexed: (id: number) => boolean) => {
    for (const id of ids) if (indexed(id)) remove.run(id);
    const rows = namesOf.raw().all(json) as [number, string][];
    for (let i = 0; i < rows.length;) {
      const id = rows[i]![0];
      const names: string[] = [];
      for (; i < rows.length && rows[i]![0] === id; i++) names.push(rows[i]![1]);
      insert.run(id, formerDocument(names));
    }
  };
}

/** The FTS5 query of a keyword in former names, or null when it has no word character to look for. */
export const formerNameQuery = (keyword: string) => keywordQuery(FIELD, keyword);
