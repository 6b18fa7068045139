import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Durable jobs in the `job` table (ARCHITECTURE.md jobs/): survive restarts, retried with back-off. */

export interface NewJob {
  type: string;
  payload: unknown;
  /** at most one queued or running job per key (re-enqueueing the same key is a no-op) */
  uniqueKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobContext {
  jobId: number;
  /** 1 on the first run */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export interface JobQueue {
  /** Adds a job inside the caller's transaction (so it exists exactly when the caller's change commits). */
  enqueue(tx: Kysely<Database>, job: NewJob): Promise<void>;
  /** One handler per type; a handler that throws is retried until maxAttempts, then the job is failed. */
  register(type: string, handler: JobHandler): void;
  /** Starts the polling worker (no-op when already running). */
  start(): void;
  /** Stops polling and waits for the running job to finish. */
  stop(): Promise<void>;
  /** Runs due jobs one after another until none is due; returns how many ran (tests, CLI). */
  drain(): Promise<number>;
}
