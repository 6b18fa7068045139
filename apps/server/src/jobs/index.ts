// Filled in by the jobs work (session 3): the durable job queue and its in-process worker.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { Clock } from '../services/identity/clock.ts';
import type { JobQueue } from './types.ts';

export interface JobQueueDeps {
  db: Db;
  config: Config;
  now: Clock;
  log?: FastifyBaseLogger;
}

export function createJobQueue(_deps: JobQueueDeps): JobQueue {
  const notYet = () => Promise.reject(new Error('not built yet'));
  return {
    enqueue: notYet,
    register: () => undefined,
    start: () => undefined,
    stop: () => Promise.resolve(),
    drain: () => Promise.resolve(0),
  };
}
