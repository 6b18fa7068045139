import { AssignLimits, closedLeadStages, FollowMessages, POOL_RETURN_DAYS_PARAM } from '@qishu/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/types.ts';
import { ParamRepository } from '../../repositories/param-repository.ts';
import { LeadRepository } from '../../repositories/sales-leads/lead-repository.ts';
import type { LeadScope } from '../../repositories/sales-leads/lead-scope.ts';
import { dueBounds } from '../../repositories/sales-leads/follow-repository.ts';
import { SysMsgRepository } from '../../repositories/sys-msg-repository.ts';
import { shanghaiDate, shanghaiDayStart, shanghaiTime } from '../../shared/shanghai-time.ts';
import { nextCheckAt } from '../saved-searches/index.ts';
import type { LeadDeps } from './lead-service.ts';

export const LEAD_DAILY_JOB = 'sale-lead.daily';
const DAY_MS = 86_400_000;
const BATCH = 500;
/** lines of one due-reminder message (the rest are counted) */
const REMINDER_LINES = 10;

export const LeadDailyTexts = {
  returnedTitle: (n: number) => `${n.toLocaleString('zh-CN')} 条线索已退回公海`,
  returnedBody: (days: number, names: string[], more: number) =>
    `以下线索超过 ${days} 天没有跟进记录，已由系统退回公海：\n${names.join('\n')}${
      more > 0 ? `\n……另有 ${more.toLocaleString('zh-CN')} 条` : ''
    }`,
  returnNote: (days: number) => `超过 ${days} 天未跟进，系统退回公海`,
} as const;

/** The whole organisation, as the job acts (no user: history entries say "system"). */
const jobScope = (tenant: number): LeadScope => ({ tenant, userId: 0, owners: null, dataScope: 'org' });

/**
 * The sales leads' morning job (issue 16 points 5 and 6), at 08:00 Asia/Shanghai with the saved
 * searches' check:
 * - leads whose owner has not followed them up for `sale.pool_return_days` days (counted from the
 *   last follow-up, or from when they got the lead) go back to the pool, recorded with no actor, and
 *   each former owner is told which;
 * - every user with overdue or today's follow-ups gets one message listing them.
 * Each organisation's return and each message commit on their own; a job that runs again finds
 * nothing left to return. One job per day (keyed by its date) schedules the next.
 */
export function createLeadDaily(deps: LeadDeps & { jobs: JobQueue; log?: FastifyBaseLogger }) {
  const db = deps.db.kysely;

  async function returnDays(): Promise<number> {
    const v = (await new ParamRepository(db).values([POOL_RETURN_DAYS_PARAM])).get(POOL_RETURN_DAYS_PARAM);
    const n = Number(v ?? AssignLimits.returnDaysDefault);
    return Number.isInteger(n) && n >= 0 ? n : AssignLimits.returnDaysDefault;
  }

  /** Returns idle leads to the pool; answers how many. */
  async function returnIdle(now: Date): Promise<number> {
    const days = await returnDays();
    if (days === 0) return 0;
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    let returned = 0;
    for (;;) {
      const idle = await db
        .selectFrom('sale_lead as l')
        .innerJoin('company as c', 'c.company_id', 'l.company_id')
        .select(['l.lead_id', 'l.usr_agent_id', 'l.owner_id', 'c.name'])
        .where('l.owner_id', 'is not', null)
        .where('l.stage', 'not in', [...closedLeadStages])
        .where((eb) => eb(eb.fn.coalesce('l.last_follow_at', 'l.owned_at', 'l.created_at'), '<', before))
        .orderBy('l.lead_id')
        .limit(BATCH)
        .execute();
      if (!idle.length) return returned;
      const at = now.toISOString();
      for (const tenant of new Set(idle.map((l) => l.usr_agent_id))) {
        const leads = idle.filter((l) => l.usr_agent_id === tenant);
        await deps.writes.transaction(async (tx) => {
          await new LeadRepository(tx, jobScope(tenant)).transfer(
            leads,
            null,
            'return',
            LeadDailyTexts.returnNote(days),
            at,
            null,
          );
          const msgs = new SysMsgRepository(tx);
          for (const owner of new Set(leads.map((l) => l.owner_id!))) {
            const names = leads.filter((l) => l.owner_id === owner).map((l) => l.name);
            await msgs.send(
              {
                title: LeadDailyTexts.returnedTitle(names.length),
                content: LeadDailyTexts.returnedBody(
                  days,
                  names.slice(0, REMINDER_LINES),
                  names.length - REMINDER_LINES,
                ),
                sender_user_id: null,
                created_at: at,
              },
              [{ sys_user_id: owner, usr_agent_id: tenant }],
            );
          }
        });
      }
      returned += idle.length;
    }
  }

  /** One message per user with overdue or today's follow-ups; answers how many users were told. */
  async function remindDue(now: Date): Promise<number> {
    const b = dueBounds(shanghaiDayStart(now));
    const due = await db
      .selectFrom('sale_lead as l')
      .innerJoin('company as c', 'c.company_id', 'l.company_id')
      .select(['l.usr_agent_id', 'l.owner_id', 'c.name', 'l.next_action', 'l.next_follow_at'])
      .where('l.owner_id', 'is not', null)
      .where('l.next_follow_at', 'is not', null)
      .where('l.next_follow_at', '<', b.tomorrow)
      .where('l.stage', 'not in', [...closedLeadStages])
      .orderBy('l.owner_id')
      .orderBy('l.next_follow_at')
      .execute();
    const byOwner = new Map<number, typeof due>();
    for (const d of due) byOwner.set(d.owner_id!, [...(byOwner.get(d.owner_id!) ?? []), d]);
    const at = now.toISOString();
    for (const [owner, list] of byOwner) {
      const lines = list
        .slice(0, REMINDER_LINES)
        .map((d) =>
          FollowMessages.dueLine(
            d.name,
            d.next_action,
            shanghaiTime(d.next_follow_at!).slice(0, 16),
            d.next_follow_at! < b.today,
          ),
        );
      if (list.length > REMINDER_LINES) lines.push(FollowMessages.dueMore(list.length - REMINDER_LINES));
      await new SysMsgRepository(db).send(
        {
          title: FollowMessages.dueTitle(list.length),
          content: lines.join('\n'),
          sender_user_id: null,
          created_at: at,
        },
        [{ sys_user_id: owner, usr_agent_id: list[0]!.usr_agent_id }],
      );
    }
    return byOwner.size;
  }

  async function runAll(): Promise<{ returned: number; reminded: number }> {
    const now = deps.now();
    const returned = await returnIdle(now);
    const reminded = await remindDue(now);
    return { returned, reminded };
  }

  async function schedule(): Promise<void> {
    const at = nextCheckAt(deps.now());
    await deps.jobs.enqueue(db, {
      type: LEAD_DAILY_JOB,
      payload: null,
      uniqueKey: `${LEAD_DAILY_JOB}:${shanghaiDate(at)}`,
      runAt: at,
    });
  }

  deps.jobs.register(LEAD_DAILY_JOB, async () => {
    const r = await runAll();
    deps.log?.info(r, 'sales leads: idle returned, due follow-ups told');
    await schedule();
  });

  return { returnIdle, remindDue, runAll, schedule };
}
