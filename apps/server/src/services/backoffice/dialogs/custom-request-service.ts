import {
  CustomRequestMessages as M,
  CustomRequestStatus,
  customRequestStatusText,
  isCustomRequestEditable,
  type ApplySpecialDataResponse,
  type CustomRequestRow,
  type Page,
} from '@qishu/contract';
import type { z } from 'zod';
import type { applySpecialDataRequest } from '@qishu/contract';
import { conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import {
  CustomRequestRepository,
  type CustomRequestRow as Row,
} from '../../../repositories/custom-request-repository.ts';
import type { DataScope } from '../../../repositories/data-scope.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { BackofficeDeps } from '../deps.ts';

export type ApplyInput = z.output<typeof applySpecialDataRequest>;

function view(row: Row): CustomRequestRow {
  return {
    agent_label_apply_id: row.agent_label_apply_id,
    name: row.name,
    label_year: row.label_year,
    explain: row.explain,
    filter_condition: row.filter_condition,
    del_condition: row.del_condition,
    status: row.status,
    status_text: customRequestStatusText(row.status),
    app_remark: row.app_remark ?? row.label_remark,
    created: row.created_at,
    updated: row.updated_at,
  };
}

/**
 * Customisation requests filed from the workspace (agent_label_apply): any signed-in user files
 * for themself; a draft (or a rejected request) may be changed and submitted again.
 */
export class CustomRequestService {
  constructor(private readonly deps: BackofficeDeps) {}

  private requests(db: Executor, scope: DataScope) {
    return new CustomRequestRepository(db, scope);
  }

  async apply(actor: Actor, input: ApplyInput): Promise<ApplySpecialDataResponse> {
    const me = actor.auth.user;
    assertSelf(actor.auth, { sys_user_id: input.sys_user_id }, { allowAdmin: false });
    const status = input.type === 1 ? CustomRequestStatus.reviewing : CustomRequestStatus.draft;
    const fields = {
      name: input.name,
      label_year: input.label_year,
      explain: input.explain,
      filter_condition: input.filter_condition,
      del_condition: input.del_condition,
      status,
    };
    const now = this.deps.now().toISOString();
    const saved = await this.deps.writes.audited(actor, async (tx, log) => {
      const requests = this.requests(tx, actor.scope);
      if (input.agent_label_apply_id === undefined) {
        const row = await requests.insert({
          ...fields,
          sys_user_id: me.sys_user_id,
          usr_agent_id: me.usr_agent_id,
          created_at: now,
          updated_at: now,
        });
        await log({
          action: 'create',
          entity: 'agent_label_apply',
          entityId: row.agent_label_apply_id,
          after: row,
        });
        return row;
      }
      const before = await requests.one(input.agent_label_apply_id);
      if (!before) throw notFound();
      if (!isCustomRequestEditable(before.status)) throw conflict(M.notEditable);
      const row = await requests.update(before.agent_label_apply_id, {
        ...fields,
        app_remark: null,
        label_remark: null,
        updated_at: now,
      });
      await log({
        action: 'update',
        entity: 'agent_label_apply',
        entityId: row.agent_label_apply_id,
        before,
        after: row,
      });
      return row;
    });
    return {
      agent_label_apply_id: saved.agent_label_apply_id,
      status: saved.status,
      message: input.type === 1 ? M.submitted : M.drafted,
    };
  }

  async list(actor: Actor, page: number, limit: number): Promise<Page<CustomRequestRow>> {
    const { list, total } = await this.requests(this.deps.db.kysely, actor.scope).page(
      (page - 1) * limit,
      limit,
    );
    return { list: list.map(view), total };
  }
}
