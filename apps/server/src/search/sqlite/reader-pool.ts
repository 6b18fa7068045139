import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompanyFilter, QueryConditions } from '@qishu/contract';
import type { QueryAnswer, QueryPage } from '../seek/query-columns.ts';
import type { CompanySearchPage } from '../engine.ts';
import type { SeekAnswer, SeekPlan } from '../seek/seek-core.ts';

export type ReaderRequest =
  | { id: number; op: 'count' | 'search'; filter: CompanyFilter; page?: { offset: number; limit: number } }
  /** the seek (search/seek): facet columns and keyword matches stay in the worker */
  | { id: number; op: 'seek'; plan: SeekPlan }
  | { id: number; op: 'suggest'; keyword: string }
  /** a filter answered from the seek's facet columns (seek/filter-columns.ts) */
  | { id: number; op: 'filter'; filter: CompanyFilter; page: { offset: number; limit: number } }
  /** the advanced query answered from the seek's columns (seek/query-columns.ts) */
  | { id: number; op: 'query'; query: QueryConditions; page: QueryPage }
  | { id: number; op: 'seekWarm' };

export type ReaderResult = number | number[] | CompanySearchPage | SeekAnswer | QueryAnswer | null;

/** A request without its id (the pool numbers it). */
export type ReaderCall = ReaderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type ReaderResponse = { id: number; result: ReaderResult } | { id: number; error: string };

/** A worker that could not start or stopped: the engine reads on its own connection instead. */
export class SearchWorkerGone extends Error {}

/** An idle worker ends after this long; the next search starts one again (≈ 0.25 s). */
const IDLE_MS = 60_000;

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (r: ReaderResult) => void; reject: (e: Error) => void }>;
  idle: NodeJS.Timeout | null;
}

/** One worker per spare core, at least one and at most two (the server's own thread has the rest). */
const defaultSize = () => Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * Search workers over the embedded database file (search-worker.ts): started on the first search,
 * each request to the least busy one, a second one only while the first is busy. A worker holds the
 * process open only while it has work, and ends after a minute without any (but for the seek's and
 * the first one, once the server's start made them warm).
 */
export class ReaderPool {
  private readonly slots: Slot[] = [];
  /**
   * The seek's worker (search/seek): one, apart from the count/search slots, because it holds the
   * facet columns (≈ 50 MB and seconds to load at 2M companies). Kept running while `warm`.
   */
  private seekSlot: Slot | null = null;
  private warm = false;
  private nextId = 1;
  /** requests answered by a worker (diagnostics and tests) */
  served = 0;

  constructor(
    private readonly file: string,
    private readonly size = defaultSize(),
    private readonly idleMs = IDLE_MS,
  ) {}

  /** Workers running now (the seek's included). */
  get running(): number {
    return this.slots.length + (this.seekSlot ? 1 : 0);
  }

  run(req: ReaderCall): Promise<ReaderResult> {
    const seek =
      req.op === 'seek' ||
      req.op === 'suggest' ||
      req.op === 'seekWarm' ||
      req.op === 'filter' ||
      req.op === 'query';
    const slot = seek ? (this.seekSlot ??= this.start(false)) : this.pick();
    const id = this.nextId++;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    if (slot.pending.size === 0) slot.worker.ref();
    return new Promise<ReaderResult>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ ...req, id } as ReaderRequest);
    });
  }

  /** Keeps the seek worker running with its columns loaded (the server's start): no idle exit. */
  async keepSeekWarm(): Promise<number> {
    this.warm = true;
    // one count/search worker too, kept as long (rest()): a keyword search after the server sat
    // idle then finds its worker, statements and page cache ready (≈ 0.25 s to start one)
    const [companies] = await Promise.all([
      this.run({ op: 'seekWarm' }) as Promise<number>,
      this.run({ op: 'count', filter: { keyword: '企数' } }),
    ]);
    return companies;
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    if (this.seekSlot) slots.push(this.seekSlot);
    this.seekSlot = null;
    await Promise.all(slots.map((s) => this.stop(s, new SearchWorkerGone('search workers closed'))));
  }

  private pick(): Slot {
    const least = this.slots.reduce<Slot | null>(
      (best, s) => (!best || s.pending.size < best.pending.size ? s : best),
      null,
    );
    if (least && (least.pending.size === 0 || this.slots.length >= this.size)) return least;
    return this.start(true);
  }

  private start(pooled: boolean): Slot {
    const worker = new Worker(new URL('./search-worker-boot.mjs', import.meta.url), {
      workerData: { file: this.file },
    });
    const slot: Slot = { worker, pending: new Map(), idle: null };
    worker.on('message', (res: ReaderResponse) => {
      const waiter = slot.pending.get(res.id);
      if (!waiter) return;
      slot.pending.delete(res.id);
      if ('error' in res) waiter.reject(new Error(res.error));
      else {
        this.served++;
        waiter.resolve(res.result);
      }
      if (slot.pending.size === 0) this.rest(slot);
    });
    const gone = (err: Error) => void this.stop(slot, new SearchWorkerGone(err.message));
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`search worker exited with code ${code}`)));
    if (pooled) this.slots.push(slot);
    return slot;
  }

  /** Nothing to do: let the process exit without it, and end it if it stays idle. */
  private rest(slot: Slot): void {
    slot.worker.unref();
    // warm: the seek's worker and the first count/search worker stay
    if (this.warm && (slot === this.seekSlot || this.slots[0] === slot)) return;
    slot.idle = setTimeout(() => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      void this.stop(slot, new SearchWorkerGone('search worker idle'));
    }, this.idleMs);
    slot.idle.unref();
  }

  private async stop(slot: Slot, reason: SearchWorkerGone): Promise<void> {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (slot === this.seekSlot) this.seekSlot = null;
    if (slot.idle) clearTimeout(slot.idle);
    for (const waiter of slot.pending.values()) waiter.reject(reason);
    slot.pending.clear();
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    await slot.worker.terminate();
  }
}
