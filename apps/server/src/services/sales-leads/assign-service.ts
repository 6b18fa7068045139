import {
  AssignMessages as M,
  type AssignCalls,
  type CallParsedInput,
  type ClaimRow,
  type MoveRow,
  type Page,
  type RuleRow,
  type TeamMember,
} from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { IndustryRepository } from '../../repositories/industry-repository.ts';
import { RegionRepository } from '../../repositories/region-repository.ts';
import { ClaimRepository } from '../../repositories/sales-leads/claim-repository.ts';
import { LeadRepository } from '../../repositories/sales-leads/lead-repository.ts';
import { RuleRepository, type RuleFields } from '../../repositories/sales-leads/rule-repository.ts';
import { requireRotation, TeamRepository } from '../../repositories/sales-leads/team-repository.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { shanghaiTime, shanghaiTimeOrNull } from '../../shared/shanghai-time.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { planByRules, planForUser, planRoundRobin, type DeliveryPlan } from './delivery-plan.ts';
import type { LeadDeps } from './lead-service.ts';
import { pageWindow, scopeOf } from './scoped.ts';

/**
 * Assignment and claims (issue 16 point 6): the team's capacity, delivery by hand, round-robin or
 * rule, delivery rules, returning leads to the pool, and claims of pool leads with their review.
 * Every move is one transaction with its history entries.
 */
export function createAssignService(deps: LeadDeps) {
  const repos = async (db: Executor, auth: AuthContext) => {
    const scope = await scopeOf(db, auth);
    return {
      db,
      leads: new LeadRepository(db, scope),
      team: new TeamRepository(db, scope),
      rules: new RuleRepository(db, scope),
      claims: new ClaimRepository(db, scope),
    };
  };
  const read = (auth: AuthContext) => repos(deps.db.kysely, auth);
  const write = <T>(auth: AuthContext, work: (r: Awaited<ReturnType<typeof repos>>) => Promise<T>) =>
    deps.writes.transaction(async (tx) => work(await repos(tx, auth)));

  /** A rule's region and industry must exist; its member must be one of the caller's team. */
  async function checkRule(r: Awaited<ReturnType<typeof repos>>, fields: RuleFields): Promise<void> {
    // read with the transaction's executor: SQLite has one connection, which the transaction holds
    if (fields.region_code && !(await new RegionRepository(r.db).names([fields.region_code])).size) {
      throw badRequest(M.regionNotFound);
    }
    if (fields.industry && !(await new IndustryRepository(r.db).names([fields.industry])).size) {
      throw badRequest(M.industryNotFound);
    }
    await r.team.member(fields.user_id);
  }

  return {
    async team(auth: AuthContext): Promise<TeamMember[]> {
      return (await (await read(auth)).team.members()).map(({ rr_turn: _turn, ...m }) => m);
    },

    async updateMember(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.updateMember>) {
      await write(auth, (r) => r.team.update(input.id, input.capacity, input.in_rotation));
      return { message: M.teamSaved };
    },

    async deliver(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.deliver>) {
      const now = deps.now().toISOString();
      const plan = await write(auth, async (r) => {
        const leads = await r.leads.deliverable(input.lead_ids);
        const team = await r.team.members();
        let plan: DeliveryPlan;
        if (input.mode === 'user') {
          const member = team.find((m) => m.sys_user_id === input.user_id);
          if (!member) throw notFound(M.userNotFound);
          plan = planForUser(leads, member);
        } else if (input.mode === 'round_robin') {
          plan = planRoundRobin(leads, requireRotation(team));
        } else {
          const rules = await r.rules.list();
          if (!rules.length) throw badRequest(M.noRules);
          plan = planByRules(leads, rules, team);
        }
        const ownerOf = new Map(leads.map((l) => [l.lead_id, l.owner_id]));
        for (const [userId, ids] of plan.byUser) {
          await r.leads.transfer(
            ids.map((lead_id) => ({ lead_id, owner_id: ownerOf.get(lead_id) ?? null })),
            userId,
            'assign',
            input.note,
            now,
          );
        }
        if (plan.turns.size) {
          await r.team.save([...plan.turns].map(([sys_user_id, rr_turn]) => ({ sys_user_id, rr_turn })));
        }
        return plan;
      });
      const assigned = [...plan.byUser.values()].reduce((n, ids) => n + ids.length, 0);
      return {
        message: M.delivered(assigned, plan.full, plan.unmatched),
        assigned,
        full: plan.full,
        unmatched: plan.unmatched,
      };
    },

    async rules(auth: AuthContext): Promise<RuleRow[]> {
      const rows = await (await read(auth)).rules.list();
      const regions = await new RegionRepository(deps.db.kysely).names(rows.map((r) => r.region_code ?? ''));
      const industries = await new IndustryRepository(deps.db.kysely).names(
        rows.flatMap((r) => (r.industry ? [r.industry] : [])),
      );
      return rows.map((r) => ({
        ...r,
        region_name: r.region_code ? (regions.get(r.region_code) ?? null) : null,
        industry_name: r.industry ? (industries.get(r.industry) ?? null) : null,
      }));
    },

    async createRule(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.createRule>) {
      const now = deps.now().toISOString();
      const rule_id = await write(auth, async (r) => {
        await checkRule(r, input);
        return r.rules.create(input, now);
      });
      return { message: M.ruleSaved, rule_id };
    },

    async updateRule(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.updateRule>) {
      const { id, ...fields } = input;
      await write(auth, async (r) => {
        await checkRule(r, fields);
        await r.rules.update(id, fields);
      });
      return { message: M.ruleSaved };
    },

    async removeRule(auth: AuthContext, ruleId: number) {
      await write(auth, (r) => r.rules.remove(ruleId));
      return { message: M.ruleDeleted };
    },

    /** Own leads back to the pool; with public:pool:recycle, any lead the caller sees. */
    async release(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.release>) {
      const now = deps.now().toISOString();
      const mayRecycle = auth.perms.includes('public:pool:recycle');
      const released = await write(auth, async (r) => {
        const leads = (await r.leads.deliverable(input.lead_ids)).filter(
          (l) => l.owner_id !== null && (mayRecycle || l.owner_id === auth.user.sys_user_id),
        );
        if (!leads.length) throw badRequest(M.notReleasable);
        await r.leads.transfer(leads, null, 'return', input.note, now);
        return leads.length;
      });
      return { message: M.released(released), released };
    },

    async claim(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.claim>) {
      const now = deps.now().toISOString();
      const created = await write(auth, (r) => r.claims.file(input.lead_ids, input.reason, now));
      if (!created) throw badRequest(M.notInPool);
      return { message: M.claimed(created, new Set(input.lead_ids).size - created), created };
    },

    async claims(auth: AuthContext, q: CallParsedInput<typeof AssignCalls.claims>): Promise<Page<ClaimRow>> {
      const { total, rows } = await (
        await read(auth)
      ).claims.list(
        {
          review: q.review === true,
          ...(q.status ? { status: q.status } : {}),
          ...(q.keyword ? { keyword: q.keyword } : {}),
        },
        pageWindow(q),
      );
      return {
        total,
        list: rows.map((c) => ({
          ...c,
          created_at: shanghaiTime(c.created_at),
          decided_at: shanghaiTimeOrNull(c.decided_at),
        })),
      };
    },

    /**
     * Approving gives the lead to the applicant if it is still in the pool and they have room (the
     * lead's other open applications are then rejected); a lead taken meanwhile rejects this one.
     */
    async decide(auth: AuthContext, input: CallParsedInput<typeof AssignCalls.decide>) {
      const now = deps.now().toISOString();
      const message = await write(auth, async (r) => {
        const claim = await r.claims.pending(input.id);
        if (!claim) throw notFound(M.claimNotFound);
        if (!input.approve) {
          await r.claims.decide(claim.claim_id, 'rejected', input.note, now);
          return M.claimRejected;
        }
        if (claim.owner_id !== null) {
          await r.claims.decide(claim.claim_id, 'rejected', M.claimTaken, now);
          return M.claimTaken;
        }
        const applicant = await r.team.member(claim.user_id);
        if (TeamRepository.room(applicant) < 1) throw badRequest(M.claimFull);
        await r.claims.decide(claim.claim_id, 'approved', input.note, now);
        await r.leads.transfer(
          [{ lead_id: claim.lead_id, owner_id: null }],
          claim.user_id,
          'claim',
          input.note,
          now,
        );
        await r.claims.closeOthers(claim.lead_id, M.claimTaken, now);
        return M.claimApproved;
      });
      return { message };
    },

    async moves(auth: AuthContext, q: CallParsedInput<typeof AssignCalls.moves>): Promise<Page<MoveRow>> {
      const { total, rows } = await (
        await read(auth)
      ).leads.moves(
        { ...(q.kind ? { kind: q.kind } : {}), ...(q.keyword ? { keyword: q.keyword } : {}) },
        pageWindow(q),
      );
      return { total, list: rows.map((m) => ({ ...m, created_at: shanghaiTime(m.created_at) })) };
    },
  };
}
