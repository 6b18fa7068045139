import { SaleLabelLimits, SaleLabelMessages as M } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import { badRequest, notFound } from '../../shared/errors.ts';
import { chunks } from './chunks.ts';
import { ownerVisible, type LeadScope } from './lead-scope.ts';

export interface LabelListRow {
  label_id: number;
  name: string;
  color: string;
  lead_count: number;
  created_at: string;
}

/**
 * An organisation's labels (企业标签) and the labels on its leads. Labels are the organisation's;
 * labelling changes only the leads the user sees (lead-scope.ts).
 */
export class LabelRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: LeadScope,
  ) {}

  /** Every label of the organisation with the number of its leads carrying it, by name. */
  async list(): Promise<LabelListRow[]> {
    // each label's count from the label index (a join and group by read every labelled lead)
    const rows = await this.db
      .selectFrom('sale_label as b')
      .select((eb) => [
        'b.label_id',
        'b.name',
        'b.color',
        'b.created_at',
        eb
          .selectFrom('sale_lead_label as ll')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('ll.label_id', '=', 'b.label_id')
          .as('n'),
      ])
      .where('b.usr_agent_id', '=', this.scope.tenant)
      .orderBy('b.name')
      .execute();
    return rows.map(({ n, ...r }) => ({ ...r, lead_count: Number(n) }));
  }

  async create(input: { name: string; color: string }, now: string): Promise<number> {
    const counted = await this.db
      .selectFrom('sale_label')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usr_agent_id', '=', this.scope.tenant)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= SaleLabelLimits.perOrg) throw badRequest(M.tooMany);
    await this.refuseDuplicate(input.name, null);
    const row = await this.db
      .insertInto('sale_label')
      .values({
        usr_agent_id: this.scope.tenant,
        name: input.name,
        color: input.color,
        created_by: this.scope.userId,
        created_at: now,
      })
      .returning('label_id')
      .executeTakeFirstOrThrow()
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? badRequest(M.duplicate(input.name)) : e;
      });
    return row.label_id;
  }

  async update(labelId: number, input: { name: string; color: string }): Promise<void> {
    await this.owned(labelId);
    await this.refuseDuplicate(input.name, labelId);
    await this.db
      .updateTable('sale_label')
      .set({ name: input.name, color: input.color })
      .where('label_id', '=', labelId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute()
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? badRequest(M.duplicate(input.name)) : e;
      });
  }

  /** Deletes a label, its places on leads and the delivery rules that name it; answers the leads it left. */
  async remove(labelId: number): Promise<number> {
    await this.owned(labelId);
    const counted = await this.db
      .selectFrom('sale_lead_label')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('label_id', '=', labelId)
      .executeTakeFirstOrThrow();
    await this.db.deleteFrom('sale_lead_label').where('label_id', '=', labelId).execute();
    await this.db
      .deleteFrom('sale_rule')
      .where('label_id', '=', labelId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    await this.db
      .deleteFrom('sale_label')
      .where('label_id', '=', labelId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .execute();
    return Number(counted.n);
  }

  /**
   * Adds and removes labels on the leads the user sees among `leadIds` (others are left alone);
   * answers how many leads that was.
   */
  async apply(
    leadIds: readonly number[],
    add: readonly number[],
    remove: readonly number[],
  ): Promise<number> {
    for (const id of new Set([...add, ...remove])) await this.owned(id);
    let changed = 0;
    for (const part of chunks([...new Set(leadIds)])) {
      const visible = await this.db
        .selectFrom('sale_lead')
        .select('lead_id')
        .where('usr_agent_id', '=', this.scope.tenant)
        .where('lead_id', 'in', part)
        .where((eb) => eb.or([eb('owner_id', 'is', null), ownerVisible('owner_id', this.scope)]))
        .execute();
      const ids = visible.map((v) => v.lead_id);
      if (!ids.length) continue;
      changed += ids.length;
      if (remove.length) {
        await this.db
          .deleteFrom('sale_lead_label')
          .where('lead_id', 'in', ids)
          .where('label_id', 'in', [...remove])
          .execute();
      }
      if (add.length) {
        await this.db
          .insertInto('sale_lead_label')
          .values(ids.flatMap((lead_id) => add.map((label_id) => ({ lead_id, label_id }))))
          .onConflict((oc) => oc.columns(['lead_id', 'label_id']).doNothing())
          .execute();
      }
    }
    return changed;
  }

  /** A label of the organisation (not found otherwise). */
  private async owned(labelId: number): Promise<void> {
    const row = await this.db
      .selectFrom('sale_label')
      .select('label_id')
      .where('label_id', '=', labelId)
      .where('usr_agent_id', '=', this.scope.tenant)
      .executeTakeFirst();
    if (!row) throw notFound(M.notFound);
  }

  private async refuseDuplicate(name: string, except: number | null): Promise<void> {
    let q = this.db
      .selectFrom('sale_label')
      .select('label_id')
      .where('usr_agent_id', '=', this.scope.tenant)
      .where('name', '=', name);
    if (except !== null) q = q.where('label_id', '!=', except);
    if (await q.executeTakeFirst()) throw badRequest(M.duplicate(name));
  }
}
