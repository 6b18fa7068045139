import type SQLite from 'better-sqlite3';
import type { CompanyTable } from '../../db/tables/company.ts';
import { FORMER_FTS, formerNameWriter } from './former-name-index.ts';
import {
  ACTIVE_STATUSES,
  ALL_TAG,
  FLAG_TAGS,
  capitalTags,
  dayTags,
  industryTag,
  regionTag,
  statusTag,
  textTokens,
  negativeTag,
  typeTag,
  type FlagName,
} from './tokens.ts';

/**
 * Keeps the SQLite text index (company_fts_active / company_fts_other, migration 0014) in step with
 * the company table. Triggers put every inserted, updated or deleted company id into
 * company_search_queue; `syncSearchIndex` drains it in batches: remove the id from both partitions
 * (only ids that may be indexed already), then index the row as it is now, if it still exists.
 * Active companies (存续/在业, the default of every search) live in their own partition, so the
 * usual query never has to filter by status.
 */

const COLUMNS =
  'company_id, name, scope, address, legal_person, shareholders, status, company_type, province_code, ' +
  'city_code, district_code, industry_section, industry_division, reg_capital, reg_date, tel, mobile, ' +
  'email, brand_num, patent_num, copyright_num, software_copyright_num, punish_num, website_num, act_num';

/** The company columns the index reads (COLUMNS). */
type Row = Pick<
  CompanyTable,
  | 'company_id'
  | 'name'
  | 'scope'
  | 'address'
  | 'legal_person'
  | 'shareholders'
  | 'status'
  | 'company_type'
  | 'province_code'
  | 'city_code'
  | 'district_code'
  | 'industry_section'
  | 'industry_division'
  | 'reg_capital'
  | 'reg_date'
  | 'tel'
  | 'mobile'
  | 'email'
  | 'brand_num'
  | 'patent_num'
  | 'copyright_num'
  | 'software_copyright_num'
  | 'punish_num'
  | 'website_num'
  | 'act_num'
>;

/** A company as one document of the text index: its four text fields' tokens, then its tags. */
export function documentOf(r: Row): string {
  return [
    textTokens('n', r.name),
    textTokens('s', r.scope),
    textTokens('a', r.address),
    textTokens('p', `${r.legal_person}、${r.shareholders}`),
    companyTags(r),
  ].join(' ');
}

/** The facet tags of a company. */
export function companyTags(r: Row): string {
  const tags = [
    ALL_TAG,
    statusTag(r.status),
    typeTag(r.company_type),
    regionTag(r.province_code),
    regionTag(r.city_code),
    regionTag(r.district_code),
    industryTag(r.industry_section),
    industryTag(r.industry_division),
    ...capitalTags(r.reg_capital),
    ...dayTags(r.reg_date),
  ];
  const flags: Record<FlagName, boolean> = {
    hasEmail: Boolean(r.email),
    hasMobile: Boolean(r.mobile),
    hasTel: Boolean(r.tel),
    hasAnyContact: Boolean(r.email || r.mobile || r.tel),
    hasBrand: r.brand_num > 0,
    hasPatent: r.patent_num > 0,
    hasCopyright: r.copyright_num > 0,
    hasSoftwareCopyright: r.software_copyright_num > 0,
    hasPunishment: r.punish_num > 0,
    hasWebsite: r.website_num > 0,
    hasAdminLicence: r.act_num > 0,
  };
  for (const [flag, tag] of Object.entries(FLAG_TAGS) as [FlagName, string][]) {
    tags.push(flags[flag] ? tag : negativeTag(tag));
  }
  return tags.join(' ');
}

const BATCH = 5_000;

export interface SyncOptions {
  /** stop after this many ids (a request-time top-up); default: drain the whole queue */
  maxIds?: number;
  onProgress?: (done: number) => void;
}

/** Drains company_search_queue into the text index; answers how many ids it handled. */
export function syncSearchIndex(sqlite: SQLite.Database, opts: SyncOptions = {}): number {
  const next = sqlite.prepare<[number], { company_id: number }>(
    'select company_id from company_search_queue order by company_id limit ?',
  );
  const rowsOf = sqlite.prepare<[string], Row>(
    `select ${COLUMNS} from company where company_id in (select value from json_each(?))`,
  );
  const maxIndexed = sqlite.prepare<[], { v: number | null }>(
    'select max_indexed_id as v from company_search_state where id = 1',
  );
  const setMax = sqlite.prepare(
    'insert into company_search_state (id, max_indexed_id) values (1, ?) ' +
      'on conflict (id) do update set max_indexed_id = max(max_indexed_id, excluded.max_indexed_id)',
  );
  const dequeue = sqlite.prepare(
    'delete from company_search_queue where company_id in (select value from json_each(?))',
  );
  const deleteFrom = {
    active: sqlite.prepare('delete from company_fts_active where rowid = ?'),
    other: sqlite.prepare('delete from company_fts_other where rowid = ?'),
  };
  const insertInto = {
    active: sqlite.prepare('insert into company_fts_active (rowid, t) values (?, ?)'),
    other: sqlite.prepare('insert into company_fts_other (rowid, t) values (?, ?)'),
  };

  const writeFormerNames = formerNameWriter(sqlite);

  const batchOnce = sqlite.transaction((limit: number): number => {
    const ids = next.all(limit).map((r) => r.company_id);
    if (ids.length === 0) return 0;
    const indexedUpTo = maxIndexed.get()?.v ?? 0;
    // ids above the highest ever indexed cannot be in the index: no delete (no tombstones) needed
    for (const id of ids) {
      if (id <= indexedUpTo) {
        deleteFrom.active.run(id);
        deleteFrom.other.run(id);
      }
    }
    const json = JSON.stringify(ids);
    for (const r of rowsOf.all(json)) {
      const part = ACTIVE_STATUSES.includes(r.status) ? 'active' : 'other';
      insertInto[part].run(r.company_id, documentOf(r));
    }
    writeFormerNames(ids, json, (id) => id <= indexedUpTo);
    setMax.run(ids[ids.length - 1]!);
    dequeue.run(json);
    return ids.length;
  });

  const max = opts.maxIds ?? Number.POSITIVE_INFINITY;
  const backlog = Number(sqlite.prepare('select count(*) from company_search_queue').pluck().get());
  // A bulk load (a new database, an import) merges index segments once at the end instead of
  // continuously while inserting: several times faster.
  const bulk = backlog >= BULK_LOAD && max >= backlog;
  if (bulk) setAutomerge(sqlite, 0);
  let done = 0;
  try {
    for (;;) {
      const n = batchOnce(Math.min(BATCH, max - done));
      done += n;
      if (n > 0) opts.onProgress?.(done);
      if (n === 0 || done >= max) break;
    }
  } finally {
    if (bulk) {
      setAutomerge(sqlite, 4);
      optimizeSearchIndex(sqlite);
    }
  }
  return done;
}

/** Backlogs of this many ids or more are indexed as a bulk load. */
const BULK_LOAD = 50_000;

function setAutomerge(sqlite: SQLite.Database, value: 0 | 4): void {
  // FTS5 configuration commands take no bound parameters
  for (const table of ['company_fts_active', 'company_fts_other', FORMER_FTS]) {
    sqlite.exec(`insert into ${table} (${table}, rank) values ('automerge', ${value})`);
  }
}

/** Merges the index's segments into one (faster queries after a bulk load). */
export function optimizeSearchIndex(sqlite: SQLite.Database): void {
  sqlite.exec(`insert into company_fts_active (company_fts_active) values ('optimize')`);
  sqlite.exec(`insert into company_fts_other (company_fts_other) values ('optimize')`);
  sqlite.exec(`insert into ${FORMER_FTS} (${FORMER_FTS}) values ('optimize')`);
}

export const hasPendingSearchWork = (sqlite: SQLite.Database): boolean =>
  sqlite.prepare('select exists (select 1 from company_search_queue) as p').pluck().get() === 1;
