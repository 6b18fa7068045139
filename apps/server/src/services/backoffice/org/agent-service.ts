import { AgentCapacityRepository } from '../../../repositories/agent-capacity-repository.ts';
import { randomBytes } from 'node:crypto';
import {
  isUnlimitedRank,
  OrgMessages as M,
  QUOTA_LOG_LIMIT,
  type AgentInfo,
  type QuotaLogEntry,
  type AgentRow,
  type Page,
  type agentListQuery,
  type agentQuotaRequest,
  type agentSaveRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { AgentCategoryRepository } from '../../../repositories/agent-category-repository.ts';
import { OperationLogRepository } from '../../../repositories/operation-log-repository.ts';
import {
  AgentRepository,
  type UsrAgentRow,
  type UsrAgentView,
} from '../../../repositories/agent-repository.ts';
import { ownOrganisation, type DataScope } from '../../../repositories/data-scope.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type ListQuery = z.output<typeof agentListQuery>;
type SaveInput = z.output<typeof agentSaveRequest>;
type QuotaInput = z.output<typeof agentQuotaRequest>;

const ENTITY = 'usr_agent';

/** The snapshot written to the operation log (before / after). */
function snapshotOf(row: UsrAgentRow, modules: number[]) {
  return {
    usr_agent_id: row.usr_agent_id,
    name: row.name,
    short_name: row.short_name,
    agent_cate_id: row.agent_cate_id,
    rank: row.rank,
    basic_number: row.basic_number,
    un_basic_number: row.un_basic_number,
    domain_name: row.domain_name,
    domain_title: row.domain_title,
    modules,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    serv_agent_id: row.serv_agent_id,
    status: row.status,
    remark: row.remark,
  };
}

/**
 * Organisation management (/usermana/agentmana): list, create, edit, capacity, status and delete.
 * Platform back-office only (the sys:agent:* permissions need a module-0 account); the caller's
 * data scope still applies (the repository is built on it) so a non-platform caller could only
 * ever see its own organisation.
 */
export class AgentService {
  constructor(private readonly deps: BackofficeDeps) {}

  private agents(db: Executor, scope: DataScope) {
    return new AgentRepository(db, scope);
  }

  private categories(db: Executor) {
    return new AgentCategoryRepository(db);
  }

  private async rowsOf(agents: AgentRepository, rows: UsrAgentView[]) {
    const ids = rows.map((r) => r.usr_agent_id);
    const [modules, users] = await Promise.all([agents.modulesOf(ids), agents.userCounts(ids)]);
    return rows.map((r): AgentRow => ({
      usr_agent_id: r.usr_agent_id,
      name: r.name,
      short_name: r.short_name,
      agent_cate_id: r.agent_cate_id,
      cate_name: r.cate_name,
      rank: r.rank,
      basic_number: r.basic_number,
      un_basic_number: r.un_basic_number,
      domain_name: r.domain_name,
      domain_title: r.domain_title,
      modules: modules.get(r.usr_agent_id)?.ids ?? [],
      module_names: modules.get(r.usr_agent_id)?.names ?? [],
      user_count: users.get(r.usr_agent_id) ?? 0,
      status: r.status,
      contact_name: r.contact_name,
      contact_phone: r.contact_phone,
      remark: r.remark,
      serv_agent_id: r.serv_agent_id,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  async list(actor: Actor, q: ListQuery): Promise<Page<AgentRow>> {
    const agents = this.agents(this.deps.db.kysely, actor.scope);
    const { rows, total } = await agents.page({
      name: q.name,
      agent_cate_id: q.agent_cate_id,
      rank: q.rank,
      status: q.status,
      sys_module_id: q.sys_module_id,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { list: await this.rowsOf(agents, rows), total };
  }

  async get(actor: Actor, id: number): Promise<AgentRow> {
    const agents = this.agents(this.deps.db.kysely, actor.scope);
    const row = await agents.byId(id);
    if (!row) throw notFound();
    const [out] = await this.rowsOf(agents, [row]);
    if (!out) throw notFound();
    return out;
  }

  /** The form's choices: every category, enabled module and (serving) organisation. */
  async options(actor: Actor) {
    const agents = this.agents(this.deps.db.kysely, actor.scope);
    const [categories, modules, servingAgents] = await Promise.all([
      this.categories(this.deps.db.kysely).all(),
      agents.moduleOptions(),
      agents.options(),
    ]);
    return { categories, modules, agents: servingAgents };
  }

  /** Checks the references and uniqueness of a payload (400 / 409 with a Chinese message). */
  private async validate(
    agents: AgentRepository,
    categories: AgentCategoryRepository,
    input: SaveInput,
    selfId: number | null,
  ) {
    if (input.domain_name) {
      const owner = await agents.domainOwner(input.domain_name);
      if (owner !== undefined && owner !== selfId) throw conflict(M.domainTaken);
    }
    const modules = [...new Set(input.modules)];
    const known = await agents.existingModules(modules);
    if (known.length !== modules.length) throw badRequest(M.moduleUnknown);
    if (input.agent_cate_id !== null && !(await categories.byId(input.agent_cate_id))) {
      throw badRequest(M.categoryUnknown);
    }
    if (input.serv_agent_id !== null) {
      if (input.serv_agent_id === selfId) throw badRequest(M.servAgentSelf);
      if (!(await agents.exists(input.serv_agent_id))) throw badRequest(M.servAgentUnknown);
    }
    return modules;
  }

  private fieldsOf(input: SaveInput) {
    return {
      name: input.name,
      short_name: input.short_name,
      agent_cate_id: input.agent_cate_id,
      rank: input.rank,
      basic_number: input.basic_number,
      un_basic_number: input.un_basic_number,
      domain_name: input.domain_name,
      domain_title: input.domain_title,
      serv_agent_id: input.serv_agent_id,
      contact_name: input.contact_name,
      contact_phone: input.contact_phone,
      remark: input.remark,
    };
  }

  async create(actor: Actor, input: SaveInput): Promise<{ id: number }> {
    if (actor.scope.tenant !== null) throw forbidden();
    return this.deps.writes.audited(actor, async (tx, log) => {
      const agents = this.agents(tx, actor.scope);
      const modules = await this.validate(agents, this.categories(tx), input, null);
      const id = await agents.nextId();
      const now = this.deps.now().toISOString();
      await agents.insert({
        usr_agent_id: id,
        ...this.fieldsOf(input),
        agent_unique_string: randomBytes(16).toString('hex'),
        status: 1,
        created_at: now,
        updated_at: now,
      });
      await agents.setModules(id, modules);
      const row = await agents.byId(id);
      if (!row) throw notFound();
      await log({
        action: 'create',
        entity: ENTITY,
        entityId: id,
        before: null,
        after: snapshotOf(row, modules),
      });
      return { id };
    });
  }

  async update(actor: Actor, id: number, input: SaveInput): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const agents = this.agents(tx, actor.scope);
      const before = await agents.byId(id);
      if (!before) throw notFound();
      const beforeModules = (await agents.modulesOf([id])).get(id)?.ids ?? [];
      const modules = await this.validate(agents, this.categories(tx), input, id);
      await agents.update(id, { ...this.fieldsOf(input), updated_at: this.deps.now().toISOString() });
      await agents.setModules(id, modules);
      const after = await agents.byId(id);
      if (!after) throw notFound();
      await log({
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: snapshotOf(before, beforeModules),
        after: snapshotOf(after, modules),
      });
      return { id };
    });
  }

  async setStatus(actor: Actor, id: number, status: number): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const agents = this.agents(tx, actor.scope);
      const before = await agents.byId(id);
      if (!before) throw notFound();
      if (status === 0 && id === actor.auth.user.usr_agent_id) throw badRequest(M.disableSelf);
      await agents.update(id, { status, updated_at: this.deps.now().toISOString() });
      await log({
        action: status === 1 ? 'enable' : 'disable',
        entity: ENTITY,
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
      return { id };
    });
  }

  /** Adds to or subtracts from the capacity (basic and remaining alike); never below 0; logged with the reason. */
  async adjustQuota(actor: Actor, id: number, input: QuotaInput): Promise<AgentInfo> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const agents = this.agents(tx, actor.scope);
      const before = await agents.byId(id);
      if (!before) throw notFound();
      if (isUnlimitedRank(before.rank)) throw badRequest(M.quotaUnlimited);
      const delta = input.op === 'add' ? input.amount : -input.amount;
      const basic = before.basic_number + delta;
      const rest = before.un_basic_number + delta;
      if (rest < 0 || basic < 0) throw badRequest(M.quotaBelowZero(before.un_basic_number));
      if (basic > 2_000_000_000) throw badRequest(M.amountMax);
      await agents.update(id, {
        basic_number: basic,
        un_basic_number: rest,
        updated_at: this.deps.now().toISOString(),
      });
      // the organisation's capacity ledger (/config/resource), beside exports
      await new AgentCapacityRepository(tx, id).record({
        kind: 'adjust',
        delta,
        rest_after: rest,
        sys_user_id: actor.auth.user.sys_user_id,
        note: input.reason,
        workspace_export_id: null,
        created_at: this.deps.now().toISOString(),
      });
      await log({
        action: 'quota',
        entity: ENTITY,
        entityId: id,
        before: { basic_number: before.basic_number, un_basic_number: before.un_basic_number },
        after: {
          basic_number: basic,
          un_basic_number: rest,
          op: input.op,
          amount: input.amount,
          reason: input.reason,
        },
      });
      return {
        usr_agent_id: id,
        name: before.name,
        rank: before.rank,
        basic_number: basic,
        un_basic_number: rest,
      };
    });
  }

  /** The latest capacity adjustments (newest first), read back from the operation log. */
  async quotaLog(actor: Actor, id: number): Promise<QuotaLogEntry[]> {
    const db = this.deps.db.kysely;
    // the log is only shown for an organisation the caller's scope holds
    if (!(await this.agents(db, actor.scope).byId(id))) throw notFound();
    const rows = await new OperationLogRepository(db).quotaAdjustments(id, QUOTA_LOG_LIMIT);
    return rows.flatMap((r): QuotaLogEntry[] => {
      const before = JSON.parse(r.before_json ?? '{}') as Partial<Record<string, unknown>>;
      const after = JSON.parse(r.after_json ?? '{}') as Partial<Record<string, unknown>>;
      const num = (v: unknown) => (typeof v === 'number' ? v : 0);
      const op = after.op === 'subtract' ? 'subtract' : 'add';
      return [
        {
          operation_log_id: r.operation_log_id,
          created_at: r.created_at,
          operator: r.realname ?? null,
          op,
          amount: num(after.amount),
          reason: typeof after.reason === 'string' ? after.reason : '',
          basic_before: num(before.basic_number),
          basic_after: num(after.basic_number),
          rest_before: num(before.un_basic_number),
          rest_after: num(after.un_basic_number),
        },
      ];
    });
  }

  async remove(actor: Actor, id: number): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const agents = this.agents(tx, actor.scope);
      const before = await agents.byId(id);
      if (!before) throw notFound();
      const users = (await agents.userCounts([id])).get(id) ?? 0;
      if (users > 0) throw conflict(M.deleteHasUsers(users));
      const modules = (await agents.modulesOf([id])).get(id)?.ids ?? [];
      await agents.delete(id);
      await log({
        action: 'delete',
        entity: ENTITY,
        entityId: id,
        before: snapshotOf(before, modules),
        after: null,
      });
      return { id };
    });
  }

  /**
   * The caller's own organisation's capacity (spec "Agent info"). Another usr_agent_id is refused:
   * this call never answers for a different organisation.
   */
  async ownInfo(actor: Actor, usrAgentId: number | undefined): Promise<AgentInfo> {
    const own = actor.auth.user.usr_agent_id;
    if (usrAgentId !== undefined && usrAgentId !== own) throw forbidden(M.otherAgentRefused);
    // whatever the caller's scope (the platform's too), only its own organisation
    const row = await this.agents(this.deps.db.kysely, ownOrganisation(actor.scope, own)).byId(own);
    if (!row) throw notFound();
    return {
      usr_agent_id: row.usr_agent_id,
      name: row.name,
      rank: row.rank,
      basic_number: row.basic_number,
      un_basic_number: row.un_basic_number,
    };
  }
}
