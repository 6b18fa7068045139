/**
 * A worker thread that generates companies with their profiles and posts them in column chunks to
 * the thread that writes them (generate-in-worker.ts): generating and writing then use both cores.
 * It keeps at most CHUNKS_AHEAD chunks unacknowledged, so memory stays bounded however many companies.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { toColumns } from './bundle-columns.ts';
import { generateCompanyProfiles, type CompanyBundle, type GenerateOptions } from './generate-profiles.ts';

export interface WorkerJob extends GenerateOptions {
  chunk: number;
}
export const CHUNKS_AHEAD = 3;

const port = parentPort!;
const job = workerData as WorkerJob;
let credits = CHUNKS_AHEAD;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
});

async function send(bundles: CompanyBundle[]): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  credits--;
  port.postMessage(toColumns(bundles));
}

let batch: CompanyBundle[] = [];
for (const b of generateCompanyProfiles(job)) {
  batch.push(b);
  if (batch.length === job.chunk) {
    await send(batch);
    batch = [];
  }
}
if (batch.length) await send(batch);
port.postMessage(null); // the end
port.close();
