import {
  checkParamValue,
  isProtectedParam,
  knownParamName,
  ParamMessages,
  paramRuleOf,
  type Page,
  type ParamQuery,
  type ParamRow,
} from '@qishu/contract';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { ParamRepository, type ParamRecord } from '../../../repositories/param-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

function rowOf(r: ParamRecord): ParamRow {
  return {
    ...r,
    // a built-in key's name is the contract's (the seed writes the same)
    name: knownParamName(r.param_key) ?? r.name,
    protected: isProtectedParam(r.param_key),
    hint: paramRuleOf(r.param_key)?.hint ?? null,
  };
}

/**
 * 参数设置 (/sys/param). Seeded keys are protected: their value must meet the key's rule and they
 * cannot be deleted; custom keys hold any text. Site info (GET /api/site/info) reads the parameters
 * on every call, so an edit shows there at once.
 */
export class ParamService {
  constructor(private readonly deps: BackofficeDeps) {}

  private params(db: Executor) {
    return new ParamRepository(db);
  }

  async page(q: ParamQuery): Promise<Page<ParamRow>> {
    const res = await this.params(this.deps.db.kysely).page(q.keyword, q.page, q.limit);
    return { list: res.list.map(rowOf), total: res.total };
  }

  async one(key: string): Promise<ParamRow> {
    const r = await this.params(this.deps.db.kysely).one(key);
    if (!r) throw notFound();
    return rowOf(r);
  }

  async create(
    actor: Actor,
    input: { param_key: string; name: string; param_value: string; remark: string | null },
  ): Promise<ParamRow> {
    const reason = checkParamValue(input.param_key, input.param_value);
    if (reason) throw badRequest(reason);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const params = this.params(tx);
      if (await params.one(input.param_key)) throw conflict(ParamMessages.keyExists);
      const row: ParamRecord = { ...input, updated_at: this.deps.now().toISOString() };
      await params.insert(row);
      await log({ action: 'create', entity: 'sys_param', entityId: row.param_key, after: row });
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
    return this.deps.writes.audited(actor, async (tx, log) => {
      const params = this.params(tx);
      const before = await params.one(key);
      if (!before) throw notFound();
      const builtIn = isProtectedParam(key);
      const set = {
        param_value: input.param_value,
        // the name and remark of a built-in key describe what the product reads: they stay
        name: builtIn || input.name === undefined ? before.name : input.name,
        remark: builtIn || input.remark === undefined ? before.remark : input.remark,
        updated_at: this.deps.now().toISOString(),
      };
      await params.update(key, set);
      const after: ParamRecord = { ...before, ...set };
      await log({ action: 'update', entity: 'sys_param', entityId: key, before, after });
      return rowOf(after);
    });
  }

  async remove(actor: Actor, key: string): Promise<void> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const params = this.params(tx);
      const before = await params.one(key);
      if (!before) throw notFound();
      if (isProtectedParam(key)) throw badRequest(ParamMessages.protectedDelete);
      await params.delete(key);
      await log({ action: 'delete', entity: 'sys_param', entityId: key, before });
    });
  }
}
