/**
 * Column chunks of generated companies (bundle-columns.ts), made in a worker thread (large loads: the
 * writer keeps one core, the generator the other) or in this thread (small loads, where starting a
 * thread would cost more than it saves).
 */
import { Worker } from 'node:worker_threads';
import { toColumns, type BundleChunk } from './bundle-columns.ts';
import { generateCompanyProfiles, type CompanyBundle, type GenerateOptions } from './generate-profiles.ts';
import type { WorkerJob } from './generate-worker.ts';

export async function* generateChunks(
  opts: GenerateOptions & { chunk: number; worker: boolean },
): AsyncGenerator<BundleChunk, void, undefined> {
  if (!opts.worker) {
    let batch: CompanyBundle[] = [];
    for (const b of generateCompanyProfiles(opts)) {
      batch.push(b);
      if (batch.length === opts.chunk) {
        yield toColumns(batch);
        batch = [];
      }
    }
    if (batch.length) yield toColumns(batch);
    return;
  }
  const job: WorkerJob = { seed: opts.seed, count: opts.count, chunk: opts.chunk };
  if (opts.startId !== undefined) job.startId = opts.startId;
  if (opts.uniqueNames !== undefined) job.uniqueNames = opts.uniqueNames;
  const worker = new Worker(new URL('./generate-worker-boot.mjs', import.meta.url), { workerData: job });
  const queue: (BundleChunk | null)[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (chunk: BundleChunk | null) => {
    queue.push(chunk);
    poke();
  });
  worker.on('error', (err) => {
    failure = err;
    poke();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`company generator thread exited with ${code}`);
    poke();
  });
  try {
    for (;;) {
      while (queue.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length === 0 && failure) throw failure;
      const chunk = queue.shift()!;
      if (chunk === null) return;
      worker.postMessage('more');
      yield chunk;
    }
  } finally {
    await worker.terminate();
  }
}
