import { AssignMessages as M, closedLeadStages } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';

export interface MemberRow {
  sys_user_id: number;
  realname: string;
  department_name: string | null;
  open_leads: number;
  capacity: number | null;
  in_rotation: boolean;
  rr_turn: number;
}

/**
 * The members a manager works with: the organisation's active users within the manager's data scope,
 * each with their open leads (not won or lost), capacity and place in the round-robin. A member
 * without a sale_member row has no limit and takes part in the rotation.
 */
export class TeamRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  async members(): Promise<MemberRow[]> {
    const users = await this.db
      .selectFrom('sys_user as u')
      .leftJoin('sys_department as d', 'd.sys_department_id', 'u.sys_department_id')
      .leftJoin('sale_member as m', 'm.sys_user_id', 'u.sys_user_id')
      .select([
        'u.sys_user_id',
        'u.realname',
        'd.name as department_name',
        'm.capacity',
        'm.in_rotation',
        'm.rr_turn',
      ])
      .where('u.usr_agent_id', '=', this.scope.tenant)
      .where('u.status', '=', 1)
      .where('u.is_temporary', '=', 0)
      .where(ownerVisible('u.sys_user_id', this.scope))
      .orderBy('u.sys_user_id')
      .execute();
    const open = await this.openLeads(users.map((u) => u.sys_user_id));
    return users.map((u) => ({
      sys_user_id: u.sys_user_id,
      realname: u.realname,
      department_name: u.department_name,
      open_leads: open.get(u.sys_user_id) ?? 0,
      capacity: u.capacity ?? null,
      in_rotation: u.in_rotation === null ? true : Number(u.in_rotation) === 1,
      rr_turn: Number(u.rr_turn ?? 0),
    }));
  }

  /** One member (not found: not an active user within the scope). */
  async member(userId: number): Promise<MemberRow> {
    const m = (await this.members()).find((x) => x.sys_user_id === userId);
    if (!m) throw notFound(M.userNotFound);
    return m;
  }

  async update(userId: number, capacity: number | null, inRotation: boolean): Promise<void> {
    await this.member(userId);
    await this.save([{ sys_user_id: userId, capacity, in_rotation: inRotation ? 1 : 0 }]);
  }

  /** Writes members' settings or turns (an upsert: a member may have no row yet). */
  async save(
    rows: { sys_user_id: number; capacity?: number | null; in_rotation?: number; rr_turn?: number }[],
  ) {
    for (const r of rows) {
      const { sys_user_id, ...set } = r;
      const done = await this.db
        .updateTable('sale_member')
        .set(set)
        .where('sys_user_id', '=', sys_user_id)
        .where('usr_agent_id', '=', this.scope.tenant)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) > 0) continue;
      await this.db
        .insertInto('sale_member')
        .values({ sys_user_id, usr_agent_id: this.scope.tenant, capacity: null, ...set })
        .execute();
    }
  }

  /** Open leads (not won or lost) per owner. */
  async openLeads(userIds: readonly number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows = await this.db
      .selectFrom('sale_lead')
      .select((eb) => ['owner_id', eb.fn.countAll<number>().as('n')])
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('owner_id', 'in', [...userIds])
      .where('stage', 'not in', [...closedLeadStages])
      .groupBy('owner_id')
      .execute();
    return new Map(rows.map((r) => [r.owner_id!, Number(r.n)]));
  }

  /** Room left under a member's capacity (Infinity: no limit). */
  static room(m: MemberRow): number {
    return m.capacity === null ? Infinity : Math.max(0, m.capacity - m.open_leads);
  }
}

/** Refuses an empty rotation with the reason the user can act on. */
export function requireRotation(members: readonly MemberRow[]): MemberRow[] {
  const rotation = members.filter((m) => m.in_rotation);
  if (!rotation.length) throw badRequest(M.noRotation);
  return rotation;
}
