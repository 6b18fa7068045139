/**
 * The text of one search field of every company, lower-cased and kept in memory, for PostgreSQL's
 * seek and precise search (pg-seek.ts): the keyword's matches by a substring scan instead of the
 * bigram GIN indexes. A GIN index finds the matching rows quickly, but PostgreSQL then visits each
 * matching row of the wide company table for its id: 0.5–1.6 s for the first use of a common keyword
 * at 2M companies (科技 in names: 222,990 rows on ~100,000 heap pages), where a scan of the joined
 * names takes ~30 ms. The cost is memory: the texts as one string, 2 bytes a character (CJK), about
 * 0.5 GB for name, people, address and scope at 2M companies.
 *
 * Same answers as shared/pg-bigram-match.ts (`text ILIKE '%keyword%'`): the texts are PostgreSQL's
 * lower() of the indexed expression, the keyword is trimmed and lower-cased; a missing text matches
 * nothing. The texts are joined in chunks of 100,000 (a flat string scans fastest); companies changed
 * later live in a small overlay until it grows and the chunks are joined again.
 */

/** Between two texts: a character no text holds (the loader takes it out), so no match spans two. */
const SEP = '\u0001';
/** The overlay is folded into the join past this many changed companies (or 2 % of them). */
const FOLD_OVER = 20_000;

/** One part of a field's texts, joined: a few hundred thousand companies. */
interface Chunk {
  /** the texts, joined by SEP, in row order */
  text: string;
  /** where each row's text starts; starts[rows] = text.length + 1 */
  starts: Int32Array;
  /** the company of each row */
  ids: Int32Array;
}

/** Companies per chunk: the loader's batches are joined as they come (no 2M-string array at once). */
const CHUNK_ROWS = 100_000;

export class FieldText {
  private chunks: Chunk[] = [];
  /** by company_id: 1 when the joined text is out of date for it (changed or removed since) */
  private stale = new Uint8Array(0);
  /** the current text of companies changed since the join (null: none, or removed) */
  private readonly changed = new Map<number, string | null>();
  /** texts being gathered by add() until a chunk is full */
  private pendingIds: number[] = [];
  private pendingTexts: string[] = [];
  private loading = true;

  /** `chunkRows`: companies per joined chunk (tests take a few to cross chunk borders) */
  constructor(private readonly chunkRows = CHUNK_ROWS) {}

  /** Adds a company while loading (before done()); several texts (former names) are kept apart. */
  add(id: number, text: Text): void {
    this.pendingIds.push(id);
    this.pendingTexts.push(clean(text));
    if (this.pendingIds.length >= this.chunkRows) this.cut();
  }

  /** Ends the load. */
  done(): void {
    this.cut();
    this.loading = false;
    let maxId = 0;
    for (const c of this.chunks) for (const id of c.ids) if (id > maxId) maxId = id;
    this.stale = new Uint8Array(maxId + 1);
  }

  /** A company's text changed (or it was added). */
  set(id: number, text: Text): void {
    this.markStale(id);
    this.changed.set(id, text === null ? null : clean(text));
    this.foldIfLarge();
  }

  /** A company is gone. */
  remove(id: number): void {
    this.markStale(id);
    this.changed.set(id, null);
    this.foldIfLarge();
  }

  /**
   * The companies whose text holds `keyword` (already trimmed and lower-cased), each once, in no
   * particular order, and those whose text starts with it (suggestions).
   */
  find(keyword: string): { ids: Int32Array; prefix: Int32Array } {
    const ids: number[] = [];
    const prefix: number[] = [];
    if (keyword.length === 0 || keyword.includes(SEP))
      return { ids: new Int32Array(0), prefix: new Int32Array(0) };
    const stale = this.stale;
    for (const { text, starts, ids: rowIds } of this.chunks) {
      const rows = rowIds.length;
      let row = 0;
      for (let pos = text.indexOf(keyword); pos >= 0;) {
        row = rowAt(starts, rows, pos, row);
        const id = rowIds[row]!;
        if (stale[id] !== 1) {
          ids.push(id);
          if (pos === starts[row]) prefix.push(id);
        }
        // the next match in a later row (a row counts once)
        pos = text.indexOf(keyword, starts[row + 1]!);
      }
    }
    for (const [id, t] of this.changed) {
      if (t === null) continue;
      const at = t.indexOf(keyword);
      if (at < 0) continue;
      ids.push(id);
      if (at === 0) prefix.push(id);
    }
    return { ids: Int32Array.from(ids), prefix: Int32Array.from(prefix) };
  }

  /** Joins the pending texts into a chunk. */
  private cut(): void {
    const texts = this.pendingTexts;
    if (texts.length === 0) return;
    const starts = new Int32Array(texts.length + 1);
    let at = 0;
    for (let i = 0; i < texts.length; i++) {
      starts[i] = at;
      at += texts[i]!.length + 1;
    }
    starts[texts.length] = at;
    this.chunks.push({ text: texts.join(SEP), starts, ids: Int32Array.from(this.pendingIds) });
    this.pendingIds = [];
    this.pendingTexts = [];
  }

  private markStale(id: number): void {
    if (id >= this.stale.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.stale.length * 2));
      grown.set(this.stale);
      this.stale = grown;
    }
    this.stale[id] = 1;
  }

  /** Joins again once the overlay would make every scan slow (chunk by chunk). */
  private foldIfLarge(): void {
    const rows = this.chunks.reduce((n, c) => n + c.ids.length, 0);
    if (this.loading || this.changed.size <= Math.max(FOLD_OVER, rows / 50)) return;
    const old = this.chunks;
    const changed = [...this.changed];
    this.chunks = [];
    for (const { text, starts, ids } of old) {
      for (let row = 0; row < ids.length; row++) {
        const id = ids[row]!;
        if (this.stale[id] === 1) continue;
        this.pendingIds.push(id);
        this.pendingTexts.push(text.slice(starts[row]!, starts[row + 1]! - 1));
        if (this.pendingIds.length >= this.chunkRows) this.cut();
      }
    }
    for (const [id, t] of changed) {
      if (t === null) continue;
      this.pendingIds.push(id);
      this.pendingTexts.push(t);
      if (this.pendingIds.length >= this.chunkRows) this.cut();
    }
    this.cut();
    this.changed.clear();
    this.stale.fill(0);
  }
}

/** A company's text in a field: one, several (each searched on its own), or none. */
export type Text = string | readonly string[] | null;

const cleanOne = (text: string) => (text.includes(SEP) ? text.replaceAll(SEP, ' ') : text);

/** A text as kept: no SEP inside but between several texts, '' for none (an empty text holds no keyword). */
const clean = (text: Text): string =>
  text === null ? '' : typeof text === 'string' ? cleanOne(text) : text.map(cleanOne).join(SEP);

/** The row whose text holds position `pos`, searching from row `from` on (positions only grow). */
function rowAt(starts: Int32Array, rows: number, pos: number, from: number): number {
  // gallop: matches are often close together
  let lo = from;
  let step = 1;
  let hi = from + 1;
  while (hi < rows && starts[hi]! <= pos) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > rows) hi = rows;
  // starts[lo] <= pos < starts[hi]
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]! <= pos) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The four fields of the text index (keyword-sources.ts TEXT_INDEX_FIELD), by the engine's search range. */
export const TEXT_FIELDS = ['name', 'scope', 'address', 'people'] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/**
 * The SQL of each field as PostgreSQL indexes it (pg-engine.ts RANGE_TEXT), lower-cased: the loader
 * reads these beside the facet columns.
 */
export const TEXT_FIELD_SQL: Readonly<Record<TextFieldName, string>> = {
  name: 'lower(name)',
  scope: 'lower(scope)',
  address: 'lower(address)',
  people: `lower(legal_person || '、' || shareholders)`,
};

/** The four fields' texts, and the former names. */
export class TextColumns {
  /** each company's former names (company_change 名称变更), lower-cased */
  readonly former = new FieldText();

  readonly fields: Readonly<Record<TextFieldName, FieldText>> = {
    name: new FieldText(),
    scope: new FieldText(),
    address: new FieldText(),
    people: new FieldText(),
  };

  add(id: number, texts: Readonly<Record<TextFieldName, Text>>): void {
    for (const f of TEXT_FIELDS) this.fields[f].add(id, texts[f]);
  }

  done(): void {
    for (const f of TEXT_FIELDS) this.fields[f].done();
    this.former.done();
  }

  set(id: number, texts: Readonly<Record<TextFieldName, Text>>): void {
    for (const f of TEXT_FIELDS) this.fields[f].set(id, texts[f]);
  }

  remove(id: number): void {
    for (const f of TEXT_FIELDS) this.fields[f].remove(id);
    this.former.remove(id);
  }

  /** The companies with a former name holding the keyword (trimmed, lower-cased here). */
  findFormer(keyword: string): Int32Array {
    return this.former.find(keyword.trim().toLowerCase()).ids;
  }

  /** The companies whose field of search range `range` holds the keyword (trimmed, lower-cased here). */
  find(range: 0 | 1 | 2 | 3, keyword: string): Int32Array {
    return this.fields[TEXT_FIELDS[range]].find(keyword.trim().toLowerCase()).ids;
  }
}
