import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/**
 * The sales lists at 200,000 leads and 1,000,000 follow-ups (issue 16, bench:leads):
 *
 * - `sale_lead.company_name`: the company's name kept on the lead, so a name filter reads the
 *   organisation's leads and never the 2M-row company table; triggers follow renames.
 * - `sale_lead.won_at`: when it was won (the clients list's order).
 * - indexes for every order a list offers (newest change, created, amount, next / last follow-up
 *   with empty dates last), for one owner's list, and for the follow-up records' counts.
 */
export function salesLeadSpeedMigration(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sale_lead').addColumn('company_name', 'varchar(200)').execute();
      await db.schema
        .alterTable('sale_lead')
        .addColumn('won_at', pg ? 'timestamptz' : 'text')
        .execute();
      await sql`update sale_lead set company_name = (select c.name from company c where c.company_id = sale_lead.company_id)`.execute(
        db,
      );
      await sql`update sale_lead set won_at = updated_at where stage = 'won'`.execute(db);
      const ix = (name: string, table: string, columns: string) =>
        sql`create index ${sql.raw(name)} on ${sql.raw(table)} (${sql.raw(columns)})`.execute(db);
      await ix('sale_lead_company_ix', 'sale_lead', 'company_id');
      await ix('sale_lead_updated_ix', 'sale_lead', 'usr_agent_id, updated_at');
      await ix('sale_lead_created_ix', 'sale_lead', 'usr_agent_id, created_at');
      await ix('sale_lead_amount_ix', 'sale_lead', 'usr_agent_id, amount_fen');
      await ix('sale_lead_next_ix', 'sale_lead', 'usr_agent_id, (next_follow_at is null), next_follow_at');
      await ix('sale_lead_last_ix', 'sale_lead', 'usr_agent_id, (last_follow_at is null), last_follow_at');
      await ix('sale_lead_owner_updated_ix', 'sale_lead', 'usr_agent_id, owner_id, updated_at');
      // clients by when they were won (owner_id: the data scope's check without reading the row)
      await ix('sale_lead_won_ix', 'sale_lead', 'usr_agent_id, stage, won_at, owner_id');
      // the kanban's counts and amounts per stage, read from the index alone
      await ix('sale_lead_board_ix', 'sale_lead', 'usr_agent_id, stage, owner_id, amount_fen');
      await ix('sale_follow_count_ix', 'sale_follow', 'usr_agent_id');
      await ix('sale_follow_kind_ix', 'sale_follow', 'usr_agent_id, kind, follow_id');

      // a renamed company is renamed on its leads
      if (pg) {
        await sql`
          create or replace function sale_lead_company_name() returns trigger language plpgsql as $$
          begin
            update sale_lead set company_name = new.name where company_id = new.company_id;
            return null;
          end $$`.execute(db);
        await sql`
          create trigger sale_lead_company_name_tg after update of name on company
          for each row when (old.name is distinct from new.name) execute function sale_lead_company_name()`.execute(
          db,
        );
      } else {
        await sql`
          create trigger sale_lead_company_name_tg after update of name on company
          when old.name is not new.name
          begin
            update sale_lead set company_name = new.name where company_id = new.company_id;
          end`.execute(db);
      }
    },
  };
}
