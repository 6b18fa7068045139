import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PgSearchEngine } from '../pg-engine.ts';
import { columnSql, FacetColumns, type ColumnRow } from './facet-columns.ts';
import {
  cachedMatch,
  keywordKey,
  MatchCache,
  matchKey,
  mergeFields,
  parseIdBytes,
  type KeywordMatch,
  type Narrowing,
} from './keyword-match.ts';
import type { CompanyFilter } from '@qishu/contract';
import type { CompanySearchPage } from '../engine.ts';
import { filterColumns, keywordRanges, warmFilterColumns } from './filter-columns.ts';
import { runSeek, warmUp, type SeekAnswer, type SeekPlan } from './seek-core.ts';
import { isTextIndexSource, KEYWORD_SOURCES } from './keyword-sources.ts';
import { PgKeywordSources } from './pg-keyword-sources.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import { topSuggestions } from './suggest-core.ts';

const COLUMNS = columnSql(`(reg_date - date '1970-01-01')`, 'char_length(name)');
const BATCH = 100_000;
const RELOAD_OVER = 200_000;
/**
 * Sequence numbers are taken at insert but become visible at commit, so a transaction may commit
 * a lower seq after a higher one was read: each refresh reads again this far behind what it saw.
 */
const LOOK_BACK = 1_000;

const fieldKey = (range: number, keyword: string) => `${range}\u0000${keywordKey(keyword)}`;

/** The engine's search range of each source of the text index. */
const RANGE_OF = { name: 0, people: 3, address: 2, scope: 1 } as const;

type Row = {
  company_id: number;
  status: string;
  company_type: string;
  province_code: string;
  city_code: string;
  district_code: string;
  industry_section: string;
  industry_division: string;
  reg_capital: number;
  day: number;
  name_len: number;
  flags: number;
};

const toColumnRow = (r: Row): ColumnRow => [
  Number(r.company_id),
  r.status,
  r.company_type,
  r.province_code,
  r.city_code,
  r.district_code,
  r.industry_section,
  r.industry_division,
  Number(r.reg_capital),
  Number(r.day),
  Number(r.name_len),
  Number(r.flags),
];

/**
 * The seek on PostgreSQL: the facet columns live in the server process; keywords are answered by
 * the engine's bigram indexes (PgSearchEngine.keywordIds), one query per field, side by side. One
 * load at a time; every call first applies the companies logged since the last one.
 */
export class PgSeek {
  private cols: FacetColumns | null = null;
  private loading: Promise<FacetColumns> | null = null;
  private seen = 0;
  private readonly matches = new MatchCache<KeywordMatch>();
  private readonly names = new MatchCache<{ ids: Int32Array; prefix: Int32Array }>(2_000_000);
  /** a precise filter's keyword: the companies each search range holds it in, by range and keyword */
  private readonly fieldMatches = new MatchCache<{ ids: Int32Array }>();
  private refreshing: Promise<FacetColumns> | null = null;
  /** counts the emptyings of the caches (forget) */
  private generation = 0;
  private readonly sources: PgKeywordSources;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: PgSearchEngine,
  ) {
    this.sources = new PgKeywordSources(db);
  }

  async warm(): Promise<number> {
    const cols = await this.columns();
    warmUp(cols, shanghaiDate(new Date()));
    warmFilterColumns(cols);
    // the keyword step's parsing and merging, compiled on a made-up list
    const made = new Uint8Array(800_000);
    for (let i = 0; i < 200_000; i++) made[i * 4 + 3] = i % 250;
    mergeFields(KEYWORD_SOURCES.map(() => parseIdBytes(made)));
    // the columns stay loaded now: the precise search's keyword-less filters read them too
    this.engine.answerFromColumns(this);
    return cols.count;
  }

  async seek(plan: SeekPlan): Promise<SeekAnswer> {
    const cols = await this.columns();
    const keyword = plan.keyword?.trim();
    return runSeek(
      cols,
      keyword ? await this.match(keyword, { region: plan.region, industry: plan.industry }) : null,
      plan,
    );
  }

  /** A precise filter's count and page, from the columns and the keyword's matches (filter-columns.ts). */
  async filter(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const cols = await this.columns();
    const keyword = filter.keyword?.trim();
    const ids = keyword ? await Promise.all(keywordRanges(filter).map((r) => this.fieldIds(r, keyword))) : [];
    return filterColumns(cols, filter, page, ids);
  }

  /** Whether the keyword's matches in every range of the filter are at hand (no query needed). */
  holdsKeyword(filter: CompanyFilter): boolean {
    const keyword = filter.keyword?.trim();
    return !keyword || keywordRanges(filter).every((r) => this.fieldMatches.has(fieldKey(r, keyword)));
  }

  /** The companies whose range holds the keyword, kept while the user refines the same search. */
  private async fieldIds(range: 0 | 1 | 2 | 3, keyword: string): Promise<Int32Array> {
    const key = fieldKey(range, keyword);
    let hit = this.fieldMatches.get(key);
    if (!hit) {
      const generation = this.generation;
      hit = { ids: parseIdBytes(await this.engine.keywordIds(keyword, range)) };
      if (generation === this.generation) this.fieldMatches.set(key, hit);
    }
    return hit.ids;
  }

  async suggest(keyword: string): Promise<number[]> {
    const cols = await this.columns();
    const key = keywordKey(keyword);
    let hit = this.names.get(key);
    if (!hit) {
      const generation = this.generation;
      const [ids, prefix] = await Promise.all([
        this.engine.keywordIds(keyword, 0),
        this.engine.namePrefixIds(keyword),
      ]);
      hit = { ids: parseIdBytes(ids), prefix: parseIdBytes(prefix) };
      if (generation === this.generation) this.names.set(key, hit);
    }
    return topSuggestions(cols, hit.ids, hit.prefix);
  }

  private async match(keyword: string, narrowing: Narrowing): Promise<KeywordMatch> {
    const key = matchKey(keyword, narrowing);
    let hit = cachedMatch(this.matches, keyword, narrowing);
    if (!hit) {
      const generation = this.generation;
      const fields = await Promise.all(
        KEYWORD_SOURCES.map((source) =>
          isTextIndexSource(source)
            ? this.engine.keywordIds(keyword, RANGE_OF[source], narrowing)
            : this.sources.ids(source, keyword),
        ),
      );
      hit = mergeFields(fields.map(parseIdBytes));
      if (generation === this.generation) this.matches.set(key, hit);
    }
    return hit;
  }

  /**
   * Empties the caches of matches after companies changed. A read that began before is not kept
   * when it ends (its rows may predate the change): the generation tells.
   */
  private forget(): void {
    this.generation++;
    this.matches.clear();
    this.names.clear();
    this.fieldMatches.clear();
  }

  private async maxSeq(): Promise<number> {
    const r = await sql<{ m: number | null }>`select max(seq) as m from company_seek_log`.execute(this.db);
    return Number(r.rows[0]?.m ?? 0);
  }

  private columns(): Promise<FacetColumns> {
    if (!this.cols) {
      this.loading ??= this.load().finally(() => {
        this.loading = null;
      });
      return this.loading;
    }
    // one refresh at a time; callers arriving meanwhile share it
    this.refreshing ??= this.refresh(this.cols).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(cols: FacetColumns): Promise<FacetColumns> {
    const top = await this.maxSeq();
    if (top <= this.seen) return cols;
    const first = await sql<{ m: number | null }>`select min(seq) as m from company_seek_log`.execute(
      this.db,
    );
    if (Number(first.rows[0]?.m ?? 0) > this.seen + 1) return this.load();
    const ids = await sql<{ company_id: number }>`select distinct company_id from company_seek_log
      where seq > ${this.seen - LOOK_BACK} and seq <= ${top} limit ${RELOAD_OVER + 1}`.execute(this.db);
    if (ids.rows.length > RELOAD_OVER) return this.load();
    const list = ids.rows.map((r) => Number(r.company_id));
    const rows = await sql<Row>`select ${sql.raw(COLUMNS)} from company
      where company_id = any(${sql.val(list)}::int[])`.execute(this.db);
    const found = new Set<number>();
    for (const r of rows.rows) {
      cols.set(toColumnRow(r));
      found.add(Number(r.company_id));
    }
    for (const id of list) if (!found.has(id)) cols.remove(id);
    this.seen = top;
    this.forget();
    return cols;
  }

  private async load(): Promise<FacetColumns> {
    const cols = new FacetColumns();
    const seen = await this.maxSeq();
    let after = 0;
    for (;;) {
      const r = await sql<Row>`select ${sql.raw(COLUMNS)} from company where company_id > ${after}
        order by company_id limit ${BATCH}`.execute(this.db);
      for (const row of r.rows) cols.set(toColumnRow(row));
      if (r.rows.length < BATCH) break;
      after = Number(r.rows[r.rows.length - 1]!.company_id);
    }
    this.cols = cols;
    this.seen = seen;
    this.forget();
    return cols;
  }
}
