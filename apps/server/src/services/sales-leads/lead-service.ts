import type { LeadCalls } from '@qishu/contract';
import {
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
import {
  LeadRepository,
  type LeadFilter,
  type LeadListRow,
} from '../../repositories/sales-leads/lead-repository.ts';
import { leadScopeOf } from '../../repositories/sales-leads/lead-scope.ts';
import { shanghaiTime } from '../../shared/shanghai-time.ts';
import type { Writes } from '../audit/writes.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** A lead row as the calls answer it: times in Asia/Shanghai. */
export function leadView(r: LeadListRow): LeadRow {
  const at = (v: string | null) => (v === null ? null : shanghaiTime(v));
  return {
    ...r,
    updated_at: shanghaiTime(r.updated_at),
    next_follow_at: at(r.next_follow_at),
    last_follow_at: at(r.last_follow_at),
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
    async collect(
      auth: AuthContext,
      input: { company_ids: number[]; cate_id?: number | undefined; source: LeadSource },
    ): Promise<{ message: string; added: number; merged: number }> {
      const now = deps.now().toISOString();
      const r = await deps.writes.transaction(async (tx) =>
        (await scoped(auth, tx)).collect({
          companyIds: input.company_ids,
          cateId: input.cate_id ?? null,
          source: input.source,
          now,
        }),
      );
      return { message: M.collected(r.added, r.merged), added: r.added, merged: r.merged };
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
