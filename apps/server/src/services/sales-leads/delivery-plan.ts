import type { DeliverableLead } from '../../repositories/sales-leads/lead-repository.ts';
import { TeamRepository, type MemberRow } from '../../repositories/sales-leads/team-repository.ts';

/** Who gets which leads, and what was left and why. */
export interface DeliveryPlan {
  byUser: Map<number, number[]>;
  /** left: the member (every member) was at capacity */
  full: number;
  /** left: no rule matched */
  unmatched: number;
  /** the rotation's new turns (round-robin only) */
  turns: Map<number, number>;
}

export interface DeliveryRule {
  region_code: string | null;
  industry: string | null;
  label_id: number | null;
  user_id: number;
}

const emptyPlan = (): DeliveryPlan => ({ byUser: new Map(), full: 0, unmatched: 0, turns: new Map() });

/** Room per member, counted down as the plan gives leads out. */
function roomOf(members: readonly MemberRow[]): Map<number, number> {
  return new Map(members.map((m) => [m.sys_user_id, TeamRepository.room(m)]));
}

function give(plan: DeliveryPlan, room: Map<number, number>, userId: number, leadId: number): void {
  room.set(userId, room.get(userId)! - 1);
  const list = plan.byUser.get(userId) ?? [];
  list.push(leadId);
  plan.byUser.set(userId, list);
}

/** Every lead to one member, as far as their capacity goes (leads already theirs are left as they are). */
export function planForUser(leads: readonly DeliverableLead[], member: MemberRow): DeliveryPlan {
  const plan = emptyPlan();
  const room = roomOf([member]);
  for (const l of leads) {
    if (l.owner_id === member.sys_user_id) continue;
    if (room.get(member.sys_user_id)! > 0) give(plan, room, member.sys_user_id, l.lead_id);
    else plan.full++;
  }
  return plan;
}

/**
 * Round-robin (Odoo's team assignment): the member whose turn is lowest gets the next lead, then goes
 * to the back; a member at capacity is passed over; when all are at capacity the lead is left.
 */
export function planRoundRobin(
  leads: readonly DeliverableLead[],
  rotation: readonly MemberRow[],
): DeliveryPlan {
  const plan = emptyPlan();
  const room = roomOf(rotation);
  const queue = [...rotation].sort((a, b) => a.rr_turn - b.rr_turn || a.sys_user_id - b.sys_user_id);
  let turn = Math.max(0, ...rotation.map((m) => m.rr_turn));
  for (const l of leads) {
    const at = queue.findIndex((m) => room.get(m.sys_user_id)! > 0 && m.sys_user_id !== l.owner_id);
    if (at < 0) {
      plan.full++;
      continue;
    }
    const [m] = queue.splice(at, 1);
    give(plan, room, m!.sys_user_id, l.lead_id);
    plan.turns.set(m!.sys_user_id, ++turn);
    queue.push(m!);
  }
  return plan;
}

/** Whether a rule's conditions (all that it sets) hold for a lead. */
export function ruleMatches(rule: DeliveryRule, l: DeliverableLead): boolean {
  if (rule.region_code && ![l.province_code, l.city_code, l.district_code].includes(rule.region_code))
    return false;
  if (rule.industry && rule.industry !== l.industry_section && rule.industry !== l.industry_division)
    return false;
  if (rule.label_id !== null && !l.label_ids.includes(rule.label_id)) return false;
  return Boolean(rule.region_code || rule.industry || rule.label_id !== null);
}

/**
 * By rule: the first rule (in order) that matches a lead and whose member has room gets it; a lead
 * that matches only rules of members at capacity is left as full, one that matches none as unmatched.
 * Rules naming someone outside the team are passed over.
 */
export function planByRules(
  leads: readonly DeliverableLead[],
  rules: readonly DeliveryRule[],
  team: readonly MemberRow[],
): DeliveryPlan {
  const plan = emptyPlan();
  const room = roomOf(team);
  const usable = rules.filter((r) => room.has(r.user_id));
  for (const l of leads) {
    const matching = usable.filter((r) => ruleMatches(r, l));
    if (!matching.length) {
      plan.unmatched++;
      continue;
    }
    const rule = matching.find((r) => r.user_id === l.owner_id || room.get(r.user_id)! > 0);
    if (!rule) plan.full++;
    else if (rule.user_id !== l.owner_id) give(plan, room, rule.user_id, l.lead_id);
  }
  return plan;
}
