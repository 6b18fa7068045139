import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The columns of the company table a gram count reads (a chunk of a bulk load holds them). */
export interface GramSource {
  name: readonly unknown[];
  scope: readonly unknown[];
  address: readonly unknown[];
  legal_person: readonly unknown[];
  shareholders: readonly unknown[];
  status: readonly unknown[];
}

/** At most this many distinct characters: a bigram's key (CHARS + first × CHARS + second) stays a small integer. */
const CHARS = 1 << 15;
const UPSERT_BATCH = 50_000;

type GramRow = { field: string; gram: string; status: string; n: number };

/**
 * company_gram_count's rows for companies being bulk-loaded, counted in the loading process as they
 * are generated: a fraction of the time PostgreSQL takes to cut 2M companies' texts into grams and
 * group them (pgGramCountFill of 0015, ≈ 400 s of the 2M seed's index phase). Counts what the fill
 * counts: per field (n s a p of PG_FIELD_TEXT) and status, how many companies hold each character and
 * bigram of the lower-cased text, once per company. Characters get dense numbers as they are first
 * seen, so every gram is a small integer (V8 keeps those unboxed: a Map of them is several times
 * cheaper than one of strings or large numbers). More than CHARS distinct characters: `overflowed`,
 * and the caller reads the statistics from the table instead.
 */
export class GramCounter {
  /** `${field}${status}` → gram key → companies */
  private readonly counts = new Map<string, Map<number, number>>();
  /** code point → dense number + 1 (0: not seen yet) */
  private readonly dense = new Int32Array(0x110000);
  private readonly codeOf: number[] = [];
  private keys = new Int32Array(4096);
  companies = 0;
  overflowed = false;

  /** Counts the companies of a chunk's company columns. */
  addColumns(c: GramSource): void {
    for (let i = 0; i < c.name.length; i++) {
      const status = String(c.status[i]);
      this.addText('n', status, c.name[i]);
      this.addText('s', status, c.scope[i]);
      this.addText('a', status, c.address[i]);
      const legal = c.legal_person[i];
      const holders = c.shareholders[i];
      // as PostgreSQL's ||: null when either is
      this.addText('p', status, legal == null || holders == null ? null : `${legal}、${holders}`);
      this.companies++;
    }
  }

  private addText(field: string, status: string, text: unknown): void {
    if (text == null || this.overflowed) return;
    const lower = String(text).toLowerCase();
    if (lower.length * 2 > this.keys.length) this.keys = new Int32Array(lower.length * 4);
    const keys = this.keys;
    let n = 0;
    let prev = -1;
    for (let i = 0; i < lower.length; i++) {
      const cp = lower.codePointAt(i)!;
      if (cp > 0xffff) i++;
      let d = this.dense[cp]! - 1;
      if (d < 0) {
        d = this.codeOf.length;
        if (d === CHARS) {
          this.overflowed = true;
          return;
        }
        this.codeOf.push(cp);
        this.dense[cp] = d + 1;
      }
      keys[n++] = d;
      if (prev >= 0) keys[n++] = CHARS + prev * CHARS + d;
      prev = d;
    }
    if (n === 0) return;
    const sorted = keys.subarray(0, n).sort();
    let map = this.counts.get(field + status);
    if (!map) this.counts.set(field + status, (map = new Map()));
    for (let i = 0; i < n; i++) {
      const k = sorted[i]!;
      if (i > 0 && sorted[i - 1] === k) continue;
      map.set(k, (map.get(k) ?? 0) + 1);
    }
  }

  /** The counted rows, as company_gram_count holds them. */
  *rows(): Generator<GramRow> {
    for (const [fieldStatus, map] of this.counts) {
      const field = fieldStatus[0]!;
      const status = fieldStatus.slice(1);
      for (const [k, n] of map) {
        const gram =
          k < CHARS
            ? String.fromCodePoint(this.codeOf[k]!)
            : String.fromCodePoint(
                this.codeOf[Math.floor((k - CHARS) / CHARS)]!,
                this.codeOf[(k - CHARS) % CHARS]!,
              );
        yield { field, gram, status, n };
      }
    }
  }

  /**
   * Adds the counts to company_gram_count (whose rows are exact for the companies there before the
   * load: its triggers kept them so until the load paused them).
   */
  async addTo(db: Kysely<Database>): Promise<void> {
    const flush = async (batch: GramRow[]) => {
      if (!batch.length) return;
      await sql`insert into company_gram_count as c (field, gram, status, n)
        select * from unnest(${batch.map((r) => r.field)}::char(1)[], ${batch.map((r) => r.gram)}::text[],
          ${batch.map((r) => r.status)}::varchar[], ${batch.map((r) => r.n)}::bigint[])
        on conflict (field, gram, status) do update set n = c.n + excluded.n`.execute(db);
    };
    let batch: GramRow[] = [];
    for (const row of this.rows()) {
      batch.push(row);
      if (batch.length === UPSERT_BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
  }
}
