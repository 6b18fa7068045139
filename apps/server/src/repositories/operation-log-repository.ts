import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OperationLogTable } from '../db/tables/identity.ts';

/** Writes to the operation log; pass a transaction so the log entry commits with the change. */
export class OperationLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<OperationLogTable>, executor: Kysely<Database> = this.db): Promise<void> {
    await executor.insertInto('operation_log').values(row).execute();
  }
}
