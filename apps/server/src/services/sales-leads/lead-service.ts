import type { LeadCalls } from '@qishu/contract';
import {
  isUnlimitedRank,
  type CallParsedInput,
  LeadLimits,
  LeadMessages as M,
  type LeadBoard,
  leadStages,
  type LeadEvent,
  type LeadRow,
  type LeadSource,
  type LeadStage,
  type Page,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { AgentCapacityRepository } from '../../repositories/agent-capacity-repository.ts';
import { badRequest } from '../../shared/errors.ts';
import type { CompanySeekServices } from '../company-seek/index.ts';
import {
  LeadRepository,
  type LeadFilter,
  type LeadListRow,
} from '../../repositories/sales-leads/lead-repository.ts';
import { leadScopeOf } from '../../repositories/sales-leads/lead-scope.ts';
import { shanghaiTime, shanghaiTimeOrNull } from '../../shared/shanghai-time.ts';
import type { Writes } from '../audit/writes.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** A lead row as the calls answer it: times in Asia/Shanghai. */
export function leadView(r: LeadListRow): LeadRow {
  return {
    ...r,
    updated_at: shanghaiTime(r.updated_at),
    next_follow_at: shanghaiTimeOrNull(r.next_follow_at),
    last_follow_at: shanghaiTimeOrNull(r.last_follow_at),
  };
}

/** The filter fields of the list and board calls, as the repository reads them. */
function filterOf(q: {
  stage?: LeadStage | undefined;
  cate_id?: number | undefined;
  owner_id?: number | undefined;
  label_id?: number | undefined;
  keyword?: string | undefined;
  pool?: boolean | undefined;
}): LeadFilter {
  return {
    ...(q.stage ? { stage: q.stage } : {}),
    ...(q.cate_id !== undefined ? { cateId: q.cate_id } : {}),
    ...(q.owner_id !== undefined ? { ownerId: q.owner_id } : {}),
    ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.pool ? { pool: true } : {}),
  };
}

export interface LeadDeps {
  /** the /data/seek search, for collecting a whole search */
  seek: Pick<CompanySeekServices, 'matchIds'>;
  db: Db;
  writes: Writes;
  now: Clock;
}

/**
 * The sales leads of the caller's organisation (issue 16), as the caller's role lets them see them
 * (lead-scope.ts): collect companies as leads into the caller's groups, list them, move their stage,
 * read their history. Every change and its history entries commit together.
 */
export function createLeadService(deps: LeadDeps) {
  const scoped = async (auth: AuthContext, db = deps.db.kysely) =>
    new LeadRepository(db, await leadScopeOf(db, auth.user.usr_agent_id, auth.user.sys_user_id));

  return {
    /**
     * Collects companies as the caller's leads. Newly added ones use the organisation's capacity (as
     * exports do: one unit each, taken with one conditional UPDATE, recorded in its ledger); merged
     * ones are free. Short capacity refuses the whole collection and changes nothing.
     */
    async collect(
      auth: AuthContext,
      input: { company_ids: number[]; cate_id?: number | undefined; source: LeadSource },
    ): Promise<{ message: string; added: number; merged: number; number_rest: number | null }> {
      const now = deps.now().toISOString();
      const { usr_agent_id: agentId, sys_user_id: userId } = auth.user;
      const r = await deps.writes.transaction(async (tx) => {
        const done = await (
          await scoped(auth, tx)
        ).collect({
          companyIds: input.company_ids,
          cateId: input.cate_id ?? null,
          source: input.source,
          now,
        });
        const capacity = new AgentCapacityRepository(tx, agentId);
        const own = await capacity.capacity();
        if (!own || isUnlimitedRank(own.rank)) return { ...done, rest: null };
        if (done.added === 0) return { ...done, rest: own.un_basic_number };
        if (!(await capacity.take(done.added)))
          throw badRequest(M.capacityShort(own.un_basic_number, done.added));
        const rest = own.un_basic_number - done.added;
        await capacity.record({
          kind: 'lead',
          delta: -done.added,
          rest_after: rest,
          sys_user_id: userId,
          note: M.collected(done.added, done.merged),
          workspace_export_id: null,
          created_at: now,
        });
        return { ...done, rest };
      });
      return {
        message: M.collected(r.added, r.merged),
        added: r.added,
        merged: r.merged,
        number_rest: r.rest,
      };
    },

    /** The first `rows` companies of a /data/seek search (in its order), collected as above. */
    async collectSearch(auth: AuthContext, input: CallParsedInput<typeof LeadCalls.collectSearch>) {
      const { rows, cate_id, ...query } = input;
      const found = await deps.seek.matchIds(query, rows);
      if (!found.ids.length) throw badRequest(M.nothingToCollect);
      return this.collect(auth, { company_ids: found.ids, cate_id, source: 'seek' });
    },

    async list(auth: AuthContext, q: CallParsedInput<typeof LeadCalls.list>): Promise<Page<LeadRow>> {
      const { total, rows } = await (
        await scoped(auth)
      ).list(
        filterOf(q),
        { offset: (q.page - 1) * q.limit, limit: q.limit },
        { sort: q.sort, order: q.order },
      );
      return { total, list: rows.map(leadView) };
    },

    /** 我的收藏: the caller's own leads (their owner is the caller, whatever the role's data scope). */
    async collected(
      auth: AuthContext,
      q: CallParsedInput<typeof LeadCalls.collected>,
    ): Promise<Page<LeadRow>> {
      const { total, rows } = await (
        await scoped(auth)
      ).list(
        { ...filterOf(q), ownerId: auth.user.sys_user_id },
        { offset: (q.page - 1) * q.limit, limit: q.limit },
        { sort: q.sort, order: q.order },
      );
      return { total, list: rows.map(leadView) };
    },

    async moveStage(
      auth: AuthContext,
      input: { id: number; stage: LeadStage; lost_reason?: string | undefined },
    ): Promise<{ message: string }> {
      const now = deps.now().toISOString();
      await deps.writes.transaction(async (tx) =>
        (await scoped(auth, tx)).moveStage(input.id, input.stage, input.lost_reason ?? null, now),
      );
      return { message: M.stageMoved(leadStages.find((s) => s.key === input.stage)!.label) };
    },

    async board(auth: AuthContext, q: CallParsedInput<typeof LeadCalls.board>): Promise<LeadBoard> {
      const columns = await (await scoped(auth)).board(filterOf(q), LeadLimits.boardCards);
      return { columns: columns.map((c) => ({ ...c, cards: c.cards.map(leadView) })) };
    },

    async events(auth: AuthContext, leadId: number): Promise<LeadEvent[]> {
      const rows = await (await scoped(auth)).events(leadId);
      return rows.map((e) => ({ ...e, created_at: shanghaiTime(e.created_at) }));
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
