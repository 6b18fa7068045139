import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * 客户管理 (issue 16 point 7): visits (plans and check-ins), contracts (code unique per organisation,
 * amount and received in fen, dates, status), business orders (optionally of a contract) and the
 * attachments of contracts and orders (stored under DATA_DIR/attachments, never served publicly).
 * Each row belongs to a lead of one organisation and has an owner, whose data scope decides who sees it.
 */
export function salesActionsMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await p
        .id(db.schema.createTable('sale_visit'), 'visit_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('planned_at', p.timestamp, (c) => c.notNull())
        .addColumn('address', 'varchar(100)')
        .addColumn('purpose', 'varchar(100)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('planned'))
        .addColumn('checked_in_at', p.timestamp)
        .addColumn('outcome', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_visit_org_ix')
        .on('sale_visit')
        .columns(['usr_agent_id', 'planned_at'])
        .execute();
      await db.schema.createIndex('sale_visit_lead_ix').on('sale_visit').columns(['lead_id']).execute();

      await p
        .id(db.schema.createTable('sale_contract'), 'contract_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'varchar(40)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('received_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('signed_on', p.date)
        .addColumn('start_on', p.date)
        .addColumn('end_on', p.date)
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addColumn('updated_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_contract_code_ux')
        .on('sale_contract')
        .columns(['usr_agent_id', 'code'])
        .unique()
        .execute();
      await db.schema.createIndex('sale_contract_lead_ix').on('sale_contract').columns(['lead_id']).execute();
      await db.schema
        .createIndex('sale_contract_org_ix')
        .on('sale_contract')
        .columns(['usr_agent_id', 'created_at'])
        .execute();

      await p
        .id(db.schema.createTable('sale_order'), 'order_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('contract_id', 'integer', (c) =>
          c.references('sale_contract.contract_id').onDelete('set null'),
        )
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('ordered_on', p.date, (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('remark', 'varchar(500)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addColumn('updated_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sale_order_lead_ix').on('sale_order').columns(['lead_id']).execute();
      await db.schema
        .createIndex('sale_order_org_ix')
        .on('sale_order')
        .columns(['usr_agent_id', 'ordered_on'])
        .execute();

      await p
        .id(db.schema.createTable('sale_attachment'), 'attachment_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('owner_kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('owner_ref', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('stored_path', 'varchar(200)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('mime', 'varchar(100)', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_attachment_owner_ix')
        .on('sale_attachment')
        .columns(['owner_kind', 'owner_ref'])
        .execute();
    },
  };
}
