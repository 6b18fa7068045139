import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * The sales-lead workspace's foundation (issue 16):
 *
 * - `sys_role.data_scope`: which leads the role's users see — 'self', 'department' (theirs and the
 *   ones below it) or 'org'. Existing roles keep seeing everything ('org').
 * - `sale_lead`: a company held by an organisation as a lead, once per organisation and company
 *   (collecting it again merges, never doubles); its owner (null: the shared pool, 公海), stage, the
 *   reason a lost lead was lost, the expected amount in fen, where it came from, and the times the
 *   list pages sort and the pool-return job read.
 * - `sale_lead_cate`: which of the users' groups (usr_cate, the grouping editor's categories) hold
 *   it; usr_cate.label_number counts them.
 * - `sale_lead_event`: every move of a lead (collected, merged, stage, assigned, claimed, returned),
 *   with who made it (null: a job) and when.
 */
export function salesLeadsMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sys_role')
        .addColumn('data_scope', 'varchar(12)', (c) => c.notNull().defaultTo('org'))
        .execute();

      await p
        .id(db.schema.createTable('sale_lead'), 'lead_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.references('sys_user.sys_user_id').onDelete('set null'))
        .addColumn('stage', 'varchar(12)', (c) => c.notNull().defaultTo('new'))
        .addColumn('lost_reason', 'varchar(200)')
        .addColumn('amount_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'varchar(12)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addColumn('updated_at', p.timestamp, (c) => c.notNull())
        .addColumn('owned_at', p.timestamp)
        .addColumn('last_follow_at', p.timestamp)
        .addColumn('next_follow_at', p.timestamp)
        .execute();
      // one lead per organisation and company: collecting again merges
      await db.schema
        .createIndex('sale_lead_company_ux')
        .on('sale_lead')
        .columns(['usr_agent_id', 'company_id'])
        .unique()
        .execute();
      // an owner's list and kanban (by stage), newest change first
      await db.schema
        .createIndex('sale_lead_owner_ix')
        .on('sale_lead')
        .columns(['usr_agent_id', 'owner_id', 'stage', 'updated_at'])
        .execute();
      // the organisation's list by stage
      await db.schema
        .createIndex('sale_lead_stage_ix')
        .on('sale_lead')
        .columns(['usr_agent_id', 'stage', 'updated_at'])
        .execute();

      await db.schema
        .createTable('sale_lead_cate')
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('usr_cate_id', 'integer', (c) =>
          c.notNull().references('usr_cate.usr_cate_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('sale_lead_cate_pk', ['lead_id', 'usr_cate_id'])
        .execute();
      await db.schema
        .createIndex('sale_lead_cate_cate_ix')
        .on('sale_lead_cate')
        .columns(['usr_cate_id'])
        .execute();

      await p
        .id(db.schema.createTable('sale_lead_event'), 'event_id')
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(12)', (c) => c.notNull())
        .addColumn('by_user_id', 'integer')
        .addColumn('from_value', 'varchar(60)')
        .addColumn('to_value', 'varchar(60)')
        .addColumn('note', 'varchar(200)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_lead_event_lead_ix')
        .on('sale_lead_event')
        .columns(['lead_id', 'event_id'])
        .execute();
    },
  };
}
