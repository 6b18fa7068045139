import { AssignLimits, AssignMessages as M, SaleLabelMessages } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import type { LeadScope } from './lead-scope.ts';

export interface RuleFields {
  name: string;
  region_code: string | null;
  industry: string | null;
  label_id: number | null;
  user_id: number;
  orders: number;
}

export interface RuleListRow extends RuleFields {
  rule_id: number;
  label_name: string | null;
  user_name: string | null;
}

/** The organisation's delivery rules, in the order they are tried. */
export class RuleRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  async list(): Promise<RuleListRow[]> {
    return this.db
      .selectFrom('sale_rule as r')
      .leftJoin('sale_label as b', 'b.label_id', 'r.label_id')
      .leftJoin('sys_user as u', 'u.sys_user_id', 'r.user_id')
      .select([
        'r.rule_id',
        'r.name',
        'r.region_code',
        'r.industry',
        'r.label_id',
        'b.name as label_name',
        'r.user_id',
        'u.realname as user_name',
        'r.orders',
      ])
      .where('r.usr_agent_id', '=', this.scope.tenant)
      .orderBy('r.orders')
      .orderBy('r.rule_id')
      .execute();
  }

  async create(fields: RuleFields, now: string): Promise<number> {
    const counted = await this.db
      .selectFrom('sale_rule')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usr_agent_id', '=', this.scope.tenant)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= AssignLimits.rulesPerOrg) throw badRequest(M.ruleTooMany);
    await this.check(fields);
    const row = await this.db
      .insertInto('sale_rule')
      .values({ ...fields, usr_agent_id: this.scope.tenant, created_at: now })
      .returning('rule_id')
      .executeTakeFirstOrThrow();
    return row.rule_id;
  }

  async update(ruleId: number, fields: RuleFields): Promise<void> {
    await this.owned(ruleId);
    await this.check(fields);
    await this.db
      .updateTable('sale_rule')
      .set(fields)
      .where('rule_id', '=', ruleId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  async remove(ruleId: number): Promise<void> {
    await this.owned(ruleId);
    await this.db
      .deleteFrom('sale_rule')
      .where('rule_id', '=', ruleId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
  }

  private async owned(ruleId: number): Promise<void> {
    const row = await this.db
      .selectFrom('sale_rule')
      .select('rule_id')
      .where('rule_id', '=', ruleId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .executeTakeFirst();
    if (!row) throw notFound(M.ruleNotFound);
  }

  /** The label and the member must be the organisation's (the member is checked against the team by the caller). */
  private async check(fields: RuleFields): Promise<void> {
    if (fields.label_id !== null) {
      const label = await this.db
        .selectFrom('sale_label')
        .select('label_id')
        .where('label_id', '=', fields.label_id)
        .where('usr_agent_id', '=', this.scope.tenant)
        .executeTakeFirst();
      if (!label) throw badRequest(SaleLabelMessages.notFound);
    }
  }
}
