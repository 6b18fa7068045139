import type SQLite from 'better-sqlite3';
import { FtsReader, type FtsPartition, type TextField } from '../sqlite/fts-reader.ts';
import { columnSql, FacetColumns, PROFILE_FACTS_JOIN, type ColumnRow } from './facet-columns.ts';
import { ACTIVE_STATUSES, industryTag, RANGE_FIELDS, regionTag } from '../sqlite/tokens.ts';
import {
  cachedMatch,
  keywordKey,
  MatchCache,
  matchKey,
  mergeFields,
  parseIdList,
  type KeywordMatch,
  type Narrowing,
} from './keyword-match.ts';
import { activeStatuses, type CompanyFilter, type QueryConditions } from '@qishu/contract';
import { queryColumns, queryKeywords, type QueryAnswer, type QueryPage } from './query-columns.ts';
import type { CompanySearchPage } from '../engine.ts';
import { filterColumns, keywordRanges, warmFilterColumns } from './filter-columns.ts';
import { runSeek, warmUp, type SeekAnswer, type SeekPlan } from './seek-core.ts';
import { isTextIndexSource, KEYWORD_SOURCES, TEXT_INDEX_FIELD } from './keyword-sources.ts';
import { SqliteKeywordSources } from './sqlite-keyword-sources.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import { topSuggestions } from './suggest-core.ts';

/** The halves of the text index holding the filter's statuses (none chosen: the active ones). */
function partitionsOf(filter: CompanyFilter): FtsPartition[] {
  const statuses = filter.statuses?.length ? filter.statuses : activeStatuses;
  // the index's own split (index-writer.ts), whatever the filter's default
  const active = statuses.some((s) => ACTIVE_STATUSES.includes(s));
  const other = statuses.some((s) => !ACTIVE_STATUSES.includes(s));
  return [
    ...(active ? ['company_fts_active' as const] : []),
    ...(other ? ['company_fts_other' as const] : []),
  ];
}

const COLUMNS = columnSql('cast(julianday(reg_date) - 2440587.5 as integer)', 'length(name)');
const BATCH = 50_000;
/** More changed companies than this since the last search: load everything again. */
const RELOAD_OVER = 200_000;

/**
 * The seek on the embedded database, synchronous, on one connection: a search worker's read-only
 * one (reader-pool.ts), or the server's when workers cannot run. Holds the facet columns and the
 * recent keywords' matches; every call first applies the companies logged in company_seek_log since
 * the last one.
 */
export class SqliteSeek {
  private cols: FacetColumns | null = null;
  /** the last company_seek_log.seq applied */
  private seen = 0;
  private readonly matches = new MatchCache<KeywordMatch>();
  private readonly names = new MatchCache<{ ids: Int32Array; prefix: Int32Array }>(2_000_000);
  /** a precise filter's keyword: the companies each field holds it in, by field and keyword */
  private readonly fieldMatches = new MatchCache<{ ids: Int32Array }>();
  private readonly reader: FtsReader;
  private readonly sources: SqliteKeywordSources;

  constructor(private readonly sqlite: SQLite.Database) {
    this.reader = new FtsReader(sqlite);
    this.sources = new SqliteKeywordSources(sqlite);
  }

  /** Loads the columns if not yet loaded (the server's start keeps a worker warm this way). */
  warm(): number {
    const cols = this.columns();
    warmUp(cols, shanghaiDate(new Date()));
    warmFilterColumns(cols);
    // the keyword step's parsing and merging, compiled on a made-up list
    const made = Array.from({ length: 200_000 }, (_, i) => i + 1).join(',');
    mergeFields(KEYWORD_SOURCES.map(() => parseIdList(made)));
    return cols.count;
  }

  seek(plan: SeekPlan): SeekAnswer {
    const cols = this.columns();
    const keyword = plan.keyword?.trim();
    return runSeek(
      cols,
      keyword ? this.match(keyword, { region: plan.region, industry: plan.industry }) : null,
      plan,
    );
  }

  /** A precise filter's count and page, from the columns and the keyword's matches (filter-columns.ts). */
  filter(filter: CompanyFilter, page: { offset: number; limit: number }): CompanySearchPage {
    const cols = this.columns();
    const keyword = filter.keyword?.trim();
    const ids = keyword
      ? keywordRanges(filter).flatMap((r) =>
          partitionsOf(filter).map((part) => this.fieldIds(RANGE_FIELDS[r], part, keyword)),
        )
      : [];
    return filterColumns(cols, filter, page, ids);
  }

  /** The advanced query's count and page, from the columns and its keywords' matches (query-columns.ts). */
  query(q: QueryConditions, page: QueryPage): QueryAnswer {
    const cols = this.columns();
    const keywords = new Map<string, Int32Array[]>();
    for (const k of queryKeywords(q)) {
      const both: FtsPartition[] = ['company_fts_active', 'company_fts_other'];
      keywords.set(
        k.key,
        k.ranges.flatMap((r) => both.map((part) => this.fieldIds(RANGE_FIELDS[r], part, k.text))),
      );
    }
    return queryColumns(cols, q, page, keywords);
  }

  /**
   * The companies of one half of the index whose field holds the keyword, kept while the user
   * refines the same search (most filters want active companies only: half the ids to read).
   */
  private fieldIds(field: TextField, partition: FtsPartition, keyword: string): Int32Array {
    const key = `${field}\u0000${partition}\u0000${keywordKey(keyword)}`;
    let hit = this.fieldMatches.get(key);
    if (!hit) {
      hit = { ids: parseIdList(this.reader.keywordIds(field, keyword, [], [partition])) };
      this.fieldMatches.set(key, hit);
    }
    return hit.ids;
  }

  suggest(keyword: string): number[] {
    const cols = this.columns();
    const key = keywordKey(keyword);
    let hit = this.names.get(key);
    if (!hit) {
      hit = {
        ids: parseIdList(this.reader.keywordIds('n', keyword)),
        prefix: parseIdList(this.reader.namePrefixIds(keyword)),
      };
      this.names.set(key, hit);
    }
    return topSuggestions(cols, hit.ids, hit.prefix);
  }

  private match(keyword: string, narrowing: Narrowing): KeywordMatch {
    let hit = cachedMatch(this.matches, keyword, narrowing);
    if (!hit) {
      const tags = [
        ...(narrowing.region ? [regionTag(narrowing.region)] : []),
        ...(narrowing.industry ? [industryTag(narrowing.industry)] : []),
      ];
      hit = mergeFields(
        KEYWORD_SOURCES.map((source) =>
          parseIdList(
            isTextIndexSource(source)
              ? this.reader.keywordIds(TEXT_INDEX_FIELD[source], keyword, tags)
              : this.sources.ids(source, keyword),
          ),
        ),
      );
      this.matches.set(matchKey(keyword, narrowing), hit);
    }
    return hit;
  }

  private maxSeq(): number {
    return Number(this.sqlite.prepare('select max(seq) from company_seek_log').pluck().get() ?? 0);
  }

  /** The columns, current: loaded the first time, then the logged changes applied. */
  private columns(): FacetColumns {
    if (!this.cols) return this.load();
    const top = this.maxSeq();
    if (top <= this.seen) return this.cols;
    const first = Number(this.sqlite.prepare('select min(seq) from company_seek_log').pluck().get() ?? 0);
    // entries after `seen` were pruned: the log no longer says what changed
    if (first > this.seen + 1) return this.load();
    const ids = this.sqlite
      .prepare('select distinct company_id from company_seek_log where seq > ? and seq <= ? limit ?')
      .pluck()
      .all(this.seen, top, RELOAD_OVER + 1) as number[];
    if (ids.length > RELOAD_OVER) return this.load();
    this.apply(this.cols, ids);
    this.seen = top;
    this.matches.clear();
    this.names.clear();
    this.fieldMatches.clear();
    return this.cols;
  }

  private apply(cols: FacetColumns, ids: number[]): void {
    const rows = this.sqlite
      .prepare(
        `select ${COLUMNS} from company ${PROFILE_FACTS_JOIN} where company_id in (select value from json_each(?))`,
      )
      .raw()
      .all(JSON.stringify(ids)) as ColumnRow[];
    const found = new Set<number>();
    for (const r of rows) {
      cols.set(r);
      found.add(r[0]);
    }
    for (const id of ids) if (!found.has(id)) cols.remove(id);
  }

  private load(): FacetColumns {
    const cols = new FacetColumns();
    // the log position first: a change made while loading is applied again at the next call
    const seen = this.maxSeq();
    const batch = this.sqlite
      .prepare(
        `select ${COLUMNS} from company ${PROFILE_FACTS_JOIN} where company_id > ? order by company_id limit ?`,
      )
      .raw();
    let after = 0;
    for (;;) {
      const rows = batch.all(after, BATCH) as ColumnRow[];
      for (const r of rows) cols.set(r);
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]![0];
    }
    this.cols = cols;
    this.seen = seen;
    this.matches.clear();
    this.names.clear();
    this.fieldMatches.clear();
    return cols;
  }
}
