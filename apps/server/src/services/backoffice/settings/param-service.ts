import {
  checkParamValue,
  isProtectedParam,
  knownParamRules,
  ParamMessages,
  type Page,
  type ParamQuery,
  type ParamRow,
} from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Db } from '../../../db/connection.ts';
import type {
  BackofficeSettingsRepository,
  ParamRecord,
} from '../../../repositories/backoffice-settings-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';

function rowOf(r: ParamRecord): ParamRow {
  return {
    ...r,
    protected: isProtectedParam(r.param_key),
    hint: knownParamRules[r.param_key]?.hint ?? null,
  };
}

/**
 * 参数设置 (/sys/param). Seeded keys are protected: their value must meet the key's rule and they
 * cannot be deleted; custom keys hold any text. Site info (GET /api/site/info) reads the parameters
 * on every call, so an edit shows there at once.
 */
export class ParamService {
  constructor(
    private readonly db: Db,
    private readonly repo: BackofficeSettingsRepository,
    private readonly audit: AuditService,
    private readonly now: Clock,
  ) {}

  async page(q: ParamQuery): Promise<Page<ParamRow>> {
    const res = await this.repo.paramPage(q.keyword, q.page, q.limit);
    return { list: res.list.map(rowOf), total: res.total };
  }

  async one(key: string): Promise<ParamRow> {
    const r = await this.repo.param(key);
    if (!r) throw notFound();
    return rowOf(r);
  }

  async create(
    actor: Actor,
    input: { param_key: string; name: string; param_value: string; remark: string | null },
  ): Promise<ParamRow> {
    const reason = checkParamValue(input.param_key, input.param_value);
    if (reason) throw badRequest(reason);
    return this.db.kysely.transaction().execute(async (tx) => {
      if (await this.repo.param(input.param_key, tx)) throw conflict(ParamMessages.keyExists);
      const row: ParamRecord = { ...input, updated_at: this.now().toISOString() };
      await this.repo.insertParam(tx, row);
      await this.audit.record(
        actor,
        { action: 'create', entity: 'sys_param', entityId: row.param_key, after: row },
        tx,
      );
      return rowOf(row);
    });
  }

  async update(
    actor: Actor,
    key: string,
    input: { param_value: string; name?: string | undefined; remark?: string | null | undefined },
  ): Promise<ParamRow> {
    const reason = checkParamValue(key, input.param_value);
    if (reason) throw badRequest(reason);
    return this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.param(key, tx);
      if (!before) throw notFound();
      const builtIn = isProtectedParam(key);
      const set = {
        param_value: input.param_value,
        // the name and remark of a built-in key describe what the product reads: they stay
        name: builtIn || input.name === undefined ? before.name : input.name,
        remark: builtIn || input.remark === undefined ? before.remark : input.remark,
        updated_at: this.now().toISOString(),
      };
      await this.repo.updateParam(tx, key, set);
      const after: ParamRecord = { ...before, ...set };
      await this.audit.record(
        actor,
        { action: 'update', entity: 'sys_param', entityId: key, before, after },
        tx,
      );
      return rowOf(after);
    });
  }

  async remove(actor: Actor, key: string): Promise<void> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.param(key, tx);
      if (!before) throw notFound();
      if (isProtectedParam(key)) throw badRequest(ParamMessages.protectedDelete);
      await this.repo.deleteParam(tx, key);
      await this.audit.record(actor, { action: 'delete', entity: 'sys_param', entityId: key, before }, tx);
    });
  }
}
