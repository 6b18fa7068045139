import {
  FollowMessages as M,
  type CallParsedInput,
  type DueLead,
  type FollowCalls,
  type FollowRecord,
  type Page,
} from '@qishu/contract';
import { FollowRepository } from '../../repositories/sales-leads/follow-repository.ts';
import { shanghaiDayStart, shanghaiTime, shanghaiTimeOrNull } from '../../shared/shanghai-time.ts';
import type { AuthContext } from '../identity/session-service.ts';
import type { LeadDeps } from './lead-service.ts';
import { pageWindow, scopeOf } from './scoped.ts';

/** Follow-up records and the caller's due follow-ups (issue 16 point 5). */
export function createFollowService(deps: LeadDeps) {
  const reader = async (auth: AuthContext) =>
    new FollowRepository(deps.db.kysely, await scopeOf(deps.db.kysely, auth));

  return {
    async log(auth: AuthContext, input: CallParsedInput<typeof FollowCalls.log>) {
      const now = deps.now();
      const follow_id = await deps.writes.transaction(async (tx) =>
        new FollowRepository(tx, await scopeOf(tx, auth)).log(
          {
            leadId: input.lead_id,
            kind: input.kind,
            content: input.content,
            nextAction: input.next_action,
            nextAt: input.next_at,
          },
          now,
          shanghaiDayStart(now),
        ),
      );
      return { message: M.logged, follow_id };
    },

    async records(
      auth: AuthContext,
      q: CallParsedInput<typeof FollowCalls.records>,
    ): Promise<Page<FollowRecord>> {
      const { total, rows } = await (
        await reader(auth)
      ).records(
        {
          ...(q.lead_id !== undefined ? { leadId: q.lead_id } : {}),
          ...(q.label_id !== undefined ? { labelId: q.label_id } : {}),
          ...(q.kind ? { kind: q.kind } : {}),
          ...(q.user_id !== undefined ? { userId: q.user_id } : {}),
          ...(q.keyword ? { keyword: q.keyword } : {}),
          ...(q.start_time ? { from: q.start_time } : {}),
          ...(q.end_time ? { to: q.end_time } : {}),
        },
        pageWindow(q),
      );
      return {
        total,
        list: rows.map((r) => ({
          ...r,
          next_at: shanghaiTimeOrNull(r.next_at),
          created_at: shanghaiTime(r.created_at),
        })),
      };
    },

    async due(auth: AuthContext, q: CallParsedInput<typeof FollowCalls.due>) {
      const r = await (await reader(auth)).due(q.range, pageWindow(q), shanghaiDayStart(deps.now()));
      const list: DueLead[] = r.rows.map((d) => ({
        ...d,
        next_at: shanghaiTime(d.next_at),
        last_follow_at: shanghaiTimeOrNull(d.last_follow_at),
      }));
      return { total: r.total, list, counts: r.counts };
    },
  };
}
