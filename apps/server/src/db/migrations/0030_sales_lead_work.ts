import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { portable } from './columns.ts';

/**
 * The sales team's daily work on leads (issue 16 points 2, 3, 5, 6):
 *
 * - `sale_lead.ccode`: the company's unified social credit code, kept on the lead so the same company
 *   under two knowledge-base rows is still one lead per organisation (unique with the organisation).
 *   `next_action` is what the latest follow-up planned next (due at `next_follow_at`).
 * - `sale_label` / `sale_lead_label`: the organisation's labels (a colour each) and the leads carrying them.
 * - `sale_follow`: follow-up records (call, visit, WeChat, e-mail, note) with the next action and its date.
 * - `sale_member`: per member, the capacity of open leads (null: no limit), whether they take part in
 *   round-robin delivery, and the rotation's turn (the lowest `rr_turn` is served next).
 * - `sale_rule`: delivery rules in order: region, industry and/or label → a member.
 * - `sale_claim`: applications to claim a pool lead, decided by a manager.
 * - /sale/record is now 跟进记录 (the claim and delivery history lives on 线索申领 / 线索分发).
 */
export function salesLeadWorkMigration(dialect: DialectName) {
  const p = portable(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sale_lead').addColumn('ccode', 'varchar(18)').execute();
      await db.schema.alterTable('sale_lead').addColumn('next_action', 'varchar(100)').execute();
      await sql`update sale_lead set ccode = (select c.ccode from company c where c.company_id = sale_lead.company_id)`.execute(
        db,
      );
      await db.schema
        .createIndex('sale_lead_ccode_ux')
        .on('sale_lead')
        .columns(['usr_agent_id', 'ccode'])
        .unique()
        .where(sql.ref('ccode'), 'is not', null)
        .execute();
      // a user's due follow-ups, and the pool-return job's scan
      await db.schema
        .createIndex('sale_lead_due_ix')
        .on('sale_lead')
        .columns(['usr_agent_id', 'owner_id', 'next_follow_at'])
        .execute();
      await db.schema
        .createIndex('sale_lead_idle_ix')
        .on('sale_lead')
        .columns(['owner_id', 'owned_at'])
        .execute();

      await p
        .id(db.schema.createTable('sale_label'), 'label_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('color', 'varchar(12)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_label_name_ux')
        .on('sale_label')
        .columns(['usr_agent_id', 'name'])
        .unique()
        .execute();
      await db.schema
        .createTable('sale_lead_label')
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('label_id', 'integer', (c) =>
          c.notNull().references('sale_label.label_id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('sale_lead_label_pk', ['lead_id', 'label_id'])
        .execute();
      await db.schema
        .createIndex('sale_lead_label_label_ix')
        .on('sale_lead_label')
        .columns(['label_id'])
        .execute();

      await p
        .id(db.schema.createTable('sale_follow'), 'follow_id')
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(12)', (c) => c.notNull())
        .addColumn('content', 'varchar(1000)', (c) => c.notNull())
        .addColumn('next_action', 'varchar(100)')
        .addColumn('next_at', p.timestamp)
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_follow_lead_ix')
        .on('sale_follow')
        .columns(['lead_id', 'follow_id'])
        .execute();
      // the organisation's records, newest first, and one user's
      await db.schema
        .createIndex('sale_follow_org_ix')
        .on('sale_follow')
        .columns(['usr_agent_id', 'follow_id'])
        .execute();
      await db.schema
        .createIndex('sale_follow_user_ix')
        .on('sale_follow')
        .columns(['usr_agent_id', 'user_id', 'follow_id'])
        .execute();

      await db.schema
        .createTable('sale_member')
        .addColumn('sys_user_id', 'integer', (c) =>
          c.primaryKey().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('capacity', 'integer')
        .addColumn('in_rotation', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('rr_turn', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await p
        .id(db.schema.createTable('sale_rule'), 'rule_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        .addColumn('region_code', 'varchar(6)')
        .addColumn('industry', 'varchar(2)')
        .addColumn('label_id', 'integer', (c) => c.references('sale_label.label_id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sale_rule_org_ix')
        .on('sale_rule')
        .columns(['usr_agent_id', 'orders'])
        .execute();

      await p
        .id(db.schema.createTable('sale_claim'), 'claim_id')
        .addColumn('usr_agent_id', 'integer', (c) => c.notNull())
        .addColumn('lead_id', 'integer', (c) =>
          c.notNull().references('sale_lead.lead_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('sys_user.sys_user_id').onDelete('cascade'),
        )
        .addColumn('reason', 'varchar(200)')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('decided_by', 'integer')
        .addColumn('decide_note', 'varchar(200)')
        .addColumn('created_at', p.timestamp, (c) => c.notNull())
        .addColumn('decided_at', p.timestamp)
        .execute();
      await db.schema
        .createIndex('sale_claim_org_ix')
        .on('sale_claim')
        .columns(['usr_agent_id', 'status', 'claim_id'])
        .execute();
      // one open application per lead and applicant
      await db.schema
        .createIndex('sale_claim_pending_ux')
        .on('sale_claim')
        .columns(['lead_id', 'user_id'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();

      await sql`update sys_menu set name = '跟进记录', intro = '通话、拜访、微信等跟进记录与今日待办' where vue_url = '/sale/record'`.execute(
        db,
      );
    },
  };
}
