import type { Page } from '@qishu/contract';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { AgentCapacityLogTable } from '../db/tables/workspace-export.ts';
import { countedPage } from './row-count.ts';

/**
 * One organisation's export capacity (usr_agent.rank, basic_number, un_basic_number) and its ledger
 * (agent_capacity_log). `take` is the only way an export uses capacity: one conditional UPDATE, so
 * two exports at the same moment can never both pass a check and overdraw the rest.
 */
export class AgentCapacityRepository {
  constructor(
    private readonly db: Executor,
    private readonly agentId: number,
  ) {}

  capacity() {
    return this.db
      .selectFrom('usr_agent')
      .select(['rank', 'basic_number', 'un_basic_number'])
      .where('usr_agent_id', '=', this.agentId)
      .executeTakeFirst();
  }

  /** Uses `n` units when at least `n` remain; false (and nothing changed) when they do not. */
  async take(n: number): Promise<boolean> {
    const r = await this.db
      .updateTable('usr_agent')
      .set((eb) => ({ un_basic_number: eb('un_basic_number', '-', n) }))
      .where('usr_agent_id', '=', this.agentId)
      .where('un_basic_number', '>=', n)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  record(entry: Omit<Insertable<AgentCapacityLogTable>, 'capacity_log_id' | 'usr_agent_id'>) {
    return this.db
      .insertInto('agent_capacity_log')
      .values({ ...entry, usr_agent_id: this.agentId })
      .execute();
  }

  log(page: number, limit: number): Promise<Page<LedgerRow>> {
    const own = this.db.selectFrom('agent_capacity_log as l').where('l.usr_agent_id', '=', this.agentId);
    return countedPage(
      own
        .leftJoin('sys_user as u', 'u.sys_user_id', 'l.sys_user_id')
        .select([
          'l.capacity_log_id',
          'l.kind',
          'l.delta',
          'l.rest_after',
          'l.note',
          'l.created_at',
          'u.realname as operator',
        ])
        .orderBy('l.capacity_log_id', 'desc'),
      own,
      { page, limit },
    );
  }
}

export interface LedgerRow {
  capacity_log_id: number;
  kind: string;
  delta: number;
  rest_after: number;
  note: string;
  created_at: string;
  operator: string | null;
}
