import type { Db } from '../../db/connection.ts';
import { createLookupService } from './lookup-service.ts';
import { readListFile } from './read-file.ts';

export type { UploadedList } from './read-file.ts';

/** 批量查询 (issue 15 point 4): a list of names or codes → the companies matched and the lines that were not. */
export function createBatchLookupServices(deps: { db: Db }) {
  return { ...createLookupService(deps), readFile: readListFile };
}

export type BatchLookupServices = ReturnType<typeof createBatchLookupServices>;
