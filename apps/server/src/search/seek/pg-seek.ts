import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PgSearchEngine } from '../pg-engine.ts';
import { columnSql, FacetColumns, PROFILE_FACTS_JOIN, type ColumnRow } from './facet-columns.ts';
import {
  keywordKey,
  MatchCache,
  matchKey,
  mergeFields,
  parseIdBytes,
  type KeywordMatch,
} from './keyword-match.ts';
import type { CompanyFilter, QueryConditions } from '@qishu/contract';
import { queryColumns, queryKeywords, type QueryAnswer, type QueryPage } from './query-columns.ts';
import type { CompanySearchPage } from '../engine.ts';
import { filterColumns, keywordRanges, warmFilterColumns } from './filter-columns.ts';
import { runSeek, warmUp, type SeekAnswer, type SeekPlan } from './seek-core.ts';
import { isTextIndexSource, KEYWORD_SOURCES } from './keyword-sources.ts';
import { PgKeywordSources } from './pg-keyword-sources.ts';
import { TEXT_FIELD_SQL, TEXT_FIELDS, TextColumns } from './text-columns.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import { topSuggestions } from './suggest-core.ts';

/** The facet columns and, beside them, the four search fields' texts (text-columns.ts). */
const COLUMNS =
  columnSql(`(reg_date - date '1970-01-01')`, 'char_length(name)') +
  TEXT_FIELDS.map((f) => `, ${TEXT_FIELD_SQL[f]} as t_${f}`).join('');
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
  risk: number | null;
  insured: number | null;
  revenue: string | null;
  t_name: string | null;
  t_scope: string | null;
  t_address: string | null;
  t_people: string | null;
};

const textsOf = (r: Row) => ({ name: r.t_name, scope: r.t_scope, address: r.t_address, people: r.t_people });

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
  r.risk === null ? 0 : Number(r.risk),
  r.insured === null ? null : Number(r.insured),
  r.revenue,
];

/**
 * The seek on PostgreSQL: the facet columns and the four search fields' texts live in the server
 * process; a keyword's matches in those fields come from a scan of the texts (text-columns.ts), the
 * other sources (former names, executives, brands, phones) from their indexes, side by side. One load
 * at a time; every call first applies the companies logged since the last one.
 */
export class PgSeek {
  private cols: FacetColumns | null = null;
  /** the search fields' texts, loaded and kept with the columns */
  private texts = new TextColumns();
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
    // the columns stay loaded now: the precise search's filters read them too
    this.engine.answerFromColumns(this);
    return cols.count;
  }

  async seek(plan: SeekPlan): Promise<SeekAnswer> {
    const cols = await this.columns();
    const keyword = plan.keyword?.trim();
    return runSeek(cols, keyword ? await this.match(keyword) : null, plan);
  }

  /** A precise filter's count and page, from the columns and the keyword's matches (filter-columns.ts). */
  async filter(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage> {
    const cols = await this.columns();
    const keyword = filter.keyword?.trim();
    const ids = keyword ? keywordRanges(filter).map((r) => this.fieldIds(r, keyword)) : [];
    return filterColumns(cols, filter, page, ids);
  }

  /** The advanced query's count and page, from the columns and its keywords' matches (query-columns.ts). */
  async query(q: QueryConditions, page: QueryPage): Promise<QueryAnswer> {
    const cols = await this.columns();
    const keywords = new Map<string, Int32Array[]>();
    for (const k of queryKeywords(q))
      keywords.set(
        k.key,
        k.ranges.map((r) => this.fieldIds(r, k.text)),
      );
    return queryColumns(cols, q, page, keywords);
  }

  /** The companies whose range holds the keyword, kept while the user refines the same search. */
  private fieldIds(range: 0 | 1 | 2 | 3, keyword: string): Int32Array {
    const key = fieldKey(range, keyword);
    let hit = this.fieldMatches.get(key);
    if (!hit) {
      hit = { ids: this.texts.find(range, keyword) };
      this.fieldMatches.set(key, hit);
    }
    return hit.ids;
  }

  async suggest(keyword: string): Promise<number[]> {
    const cols = await this.columns();
    const key = keywordKey(keyword);
    let hit = this.names.get(key);
    if (!hit) {
      hit = this.texts.fields.name.find(key);
      this.names.set(key, hit);
    }
    return topSuggestions(cols, hit.ids, hit.prefix);
  }

  /**
   * A keyword's matches in every source. The texts' scans are never narrowed (the pass checks the
   * region and industry anyway), so one entry per keyword serves every region and industry.
   */
  private async match(keyword: string): Promise<KeywordMatch> {
    const key = matchKey(keyword, {});
    let hit = this.matches.get(key);
    if (!hit) {
      const generation = this.generation;
      const fields = await Promise.all(
        KEYWORD_SOURCES.map(async (source) =>
          isTextIndexSource(source)
            ? this.texts.find(RANGE_OF[source], keyword)
            : source === 'former_name'
              ? this.texts.findFormer(keyword)
              : parseIdBytes(await this.sources.ids(source, keyword)),
        ),
      );
      hit = mergeFields(fields);
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

  /** Former names by company (lower-cased, as the texts keep them), of every company or those `where` picks. */
  private async formerNames(where: RawBuilder<unknown>): Promise<Map<number, string[]>> {
    const r = await sql<{ company_id: number; names: string[] }>`select company_id,
        array_agg(lower(before_text)) as names
      from company_change where item = '名称变更' and before_text is not null ${where}
      group by company_id`.execute(this.db);
    return new Map(r.rows.map((row) => [Number(row.company_id), row.names]));
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
    const rows = await sql<Row>`select ${sql.raw(COLUMNS)} from company ${sql.raw(PROFILE_FACTS_JOIN)}
      where company_id = any(${sql.val(list)}::int[])`.execute(this.db);
    const found = new Set<number>();
    for (const r of rows.rows) {
      cols.set(toColumnRow(r));
      this.texts.set(Number(r.company_id), textsOf(r));
      found.add(Number(r.company_id));
    }
    for (const id of list) {
      if (found.has(id)) continue;
      cols.remove(id);
      this.texts.remove(id);
    }
    const former = await this.formerNames(sql`and company_id = any(${sql.val(list)}::int[])`);
    for (const id of list) if (found.has(id)) this.texts.former.set(id, former.get(id) ?? null);
    this.seen = top;
    this.forget();
    return cols;
  }

  private async load(): Promise<FacetColumns> {
    const cols = new FacetColumns();
    const texts = new TextColumns();
    const seen = await this.maxSeq();
    let after = 0;
    for (;;) {
      const r = await sql<Row>`select ${sql.raw(COLUMNS)} from company ${sql.raw(PROFILE_FACTS_JOIN)}
        where company_id > ${after}
        order by company_id limit ${BATCH}`.execute(this.db);
      for (const row of r.rows) {
        cols.set(toColumnRow(row));
        texts.add(Number(row.company_id), textsOf(row));
      }
      if (r.rows.length < BATCH) break;
      after = Number(r.rows[r.rows.length - 1]!.company_id);
    }
    for (const [id, names] of await this.formerNames(sql``)) texts.former.add(id, names);
    texts.done();
    this.cols = cols;
    this.texts = texts;
    this.seen = seen;
    this.forget();
    return cols;
  }
}
