import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * Exports within the organisation's capacity (issue 15 point 6):
 *
 * - `workspace_export`: one export of the data-search workspace — who, what (its title and, for a
 *   search, the conditions as JSON), how many company rows, when, and the file kept under
 *   DATA_DIR/exports for downloading again.
 * - `agent_capacity_log`: the organisation's capacity ledger — each export (delta −rows) and each
 *   back-office quota adjustment (±amount) with the remaining capacity after it, written in the same
 *   transaction as the change of usr_agent.un_basic_number. The adjustments made before this
 *   migration are copied from the operation log, so the history starts complete.
 */
export function workspaceExportMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('workspace_export'), 'workspace_export_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('condition_json', 'text')
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('workspace_export_user_ix')
        .on('workspace_export')
        .columns(['sys_user_id', 'workspace_export_id'])
        .execute();

      await p
        .id(db.schema.createTable('agent_capacity_log'), 'capacity_log_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('rest_after', 'integer', (c) => c.notNull())
        .addColumn('sys_user_id', 'integer')
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('workspace_export_id', 'integer')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('agent_capacity_log_agent_ix')
        .on('agent_capacity_log')
        .columns(['usr_agent_id', 'capacity_log_id'])
        .execute();

      // the quota adjustments so far, oldest first (so the ledger's ids follow time)
      const adjustments = await sql<{
        entity_id: string;
        sys_user_id: number | null;
        after_json: string | null;
        created_at: string | Date;
      }>`select entity_id, sys_user_id, after_json, created_at from operation_log
          where entity = 'usr_agent' and action = 'quota' order by operation_log_id`.execute(db);
      for (const a of adjustments.rows) {
        const after = JSON.parse(a.after_json ?? '{}') as Record<string, unknown>;
        const amount = typeof after.amount === 'number' ? after.amount : 0;
        const rest = typeof after.un_basic_number === 'number' ? after.un_basic_number : 0;
        await sql`insert into agent_capacity_log
            (usr_agent_id, kind, delta, rest_after, sys_user_id, note, created_at)
          values (${Number(a.entity_id)}, 'adjust', ${after.op === 'subtract' ? -amount : amount}, ${rest},
            ${a.sys_user_id}, ${typeof after.reason === 'string' ? after.reason : ''},
            ${a.created_at instanceof Date ? a.created_at.toISOString() : a.created_at})`.execute(db);
      }
    },
  };
}
