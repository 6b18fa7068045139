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
import {
  BackofficeOrgRepository,
  type OrgAgentRow,
} from '../../../repositories/backoffice-org-repository.ts';
import { tenantOf } from '../../access/permits.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type ListQuery = z.output<typeof agentListQuery>;
type SaveInput = z.output<typeof agentSaveRequest>;
type QuotaInput = z.output<typeof agentQuotaRequest>;

const ENTITY = 'usr_agent';

/** The snapshot written to the operation log (before / after). */
function snapshotOf(row: OrgAgentRow, modules: number[]) {
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
 * Platform back-office only (the sys:agent:* permissions need a module-0 account); the tenant
 * filter still applies so a non-platform caller could only ever see its own organisation.
 */
export class AgentService {
  constructor(private readonly deps: BackofficeDeps) {}

  private get repo() {
    return new BackofficeOrgRepository(this.deps.db.kysely);
  }

  private async rowsOf(repo: BackofficeOrgRepository, rows: (OrgAgentRow & { cate_name: string | null })[]) {
    const ids = rows.map((r) => r.usr_agent_id);
    const [modules, users] = await Promise.all([repo.modulesOf(ids), repo.userCounts(ids)]);
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
    const repo = this.repo;
    const { rows, total } = await repo.listAgents({
      tenant: tenantOf(actor.auth),
      name: q.name,
      agent_cate_id: q.agent_cate_id,
      rank: q.rank,
      status: q.status,
      sys_module_id: q.sys_module_id,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { list: await this.rowsOf(repo, rows), total };
  }

  async get(actor: Actor, id: number): Promise<AgentRow> {
    const repo = this.repo;
    const row = await repo.agentById(id, tenantOf(actor.auth));
    if (!row) throw notFound();
    const [out] = await this.rowsOf(repo, [row]);
    if (!out) throw notFound();
    return out;
  }

  async options() {
    const repo = this.repo;
    const [categories, modules, agents] = await Promise.all([
      repo.allCategories(),
      repo.moduleOptions(),
      repo.agentOptions(),
    ]);
    return { categories, modules, agents };
  }

  /** Checks the references and uniqueness of a payload (400 / 409 with a Chinese message). */
  private async validate(repo: BackofficeOrgRepository, input: SaveInput, selfId: number | null) {
    if (input.domain_name) {
      const owner = await repo.domainOwner(input.domain_name);
      if (owner !== undefined && owner !== selfId) throw conflict(M.domainTaken);
    }
    const modules = [...new Set(input.modules)];
    const known = await repo.existingModules(modules);
    if (known.length !== modules.length) throw badRequest(M.moduleUnknown);
    if (input.agent_cate_id !== null && !(await repo.categoryById(input.agent_cate_id))) {
      throw badRequest(M.categoryUnknown);
    }
    if (input.serv_agent_id !== null) {
      if (input.serv_agent_id === selfId) throw badRequest(M.servAgentSelf);
      if (!(await repo.agentExists(input.serv_agent_id))) throw badRequest(M.servAgentUnknown);
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
    if (tenantOf(actor.auth) !== null) throw forbidden();
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const modules = await this.validate(repo, input, null);
      const id = await repo.nextAgentId();
      const now = this.deps.now().toISOString();
      await repo.insertAgent({
        usr_agent_id: id,
        ...this.fieldsOf(input),
        agent_unique_string: randomBytes(16).toString('hex'),
        status: 1,
        created_at: now,
        updated_at: now,
      });
      await repo.setModules(id, modules);
      const row = await repo.agentById(id, null);
      if (!row) throw notFound();
      await this.deps.audit.record(
        actor,
        { action: 'create', entity: ENTITY, entityId: id, before: null, after: snapshotOf(row, modules) },
        tx,
      );
      return { id };
    });
  }

  async update(actor: Actor, id: number, input: SaveInput): Promise<{ id: number }> {
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.agentById(id, tenantOf(actor.auth));
      if (!before) throw notFound();
      const beforeModules = (await repo.modulesOf([id])).get(id)?.ids ?? [];
      const modules = await this.validate(repo, input, id);
      await repo.updateAgent(id, { ...this.fieldsOf(input), updated_at: this.deps.now().toISOString() });
      await repo.setModules(id, modules);
      const after = await repo.agentById(id, null);
      if (!after) throw notFound();
      await this.deps.audit.record(
        actor,
        {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: snapshotOf(before, beforeModules),
          after: snapshotOf(after, modules),
        },
        tx,
      );
      return { id };
    });
  }

  async setStatus(actor: Actor, id: number, status: number): Promise<{ id: number }> {
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.agentById(id, tenantOf(actor.auth));
      if (!before) throw notFound();
      if (status === 0 && id === actor.auth.user.usr_agent_id) throw badRequest(M.disableSelf);
      await repo.updateAgent(id, { status, updated_at: this.deps.now().toISOString() });
      await this.deps.audit.record(
        actor,
        {
          action: status === 1 ? 'enable' : 'disable',
          entity: ENTITY,
          entityId: id,
          before: { status: before.status },
          after: { status },
        },
        tx,
      );
      return { id };
    });
  }

  /** Adds to or subtracts from the capacity (basic and remaining alike); never below 0; logged with the reason. */
  async adjustQuota(actor: Actor, id: number, input: QuotaInput): Promise<AgentInfo> {
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.agentById(id, tenantOf(actor.auth));
      if (!before) throw notFound();
      if (isUnlimitedRank(before.rank)) throw badRequest(M.quotaUnlimited);
      const delta = input.op === 'add' ? input.amount : -input.amount;
      const basic = before.basic_number + delta;
      const rest = before.un_basic_number + delta;
      if (rest < 0 || basic < 0) throw badRequest(M.quotaBelowZero(before.un_basic_number));
      if (basic > 2_000_000_000) throw badRequest(M.amountMax);
      await repo.updateAgent(id, {
        basic_number: basic,
        un_basic_number: rest,
        updated_at: this.deps.now().toISOString(),
      });
      await this.deps.audit.record(
        actor,
        {
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
        },
        tx,
      );
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
    const repo = this.repo;
    if (!(await repo.agentById(id, tenantOf(actor.auth)))) throw notFound();
    const rows = await repo.quotaLog(id, QUOTA_LOG_LIMIT);
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
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.agentById(id, tenantOf(actor.auth));
      if (!before) throw notFound();
      const users = (await repo.userCounts([id])).get(id) ?? 0;
      if (users > 0) throw conflict(M.deleteHasUsers(users));
      const modules = (await repo.modulesOf([id])).get(id)?.ids ?? [];
      await repo.deleteAgent(id);
      await this.deps.audit.record(
        actor,
        { action: 'delete', entity: ENTITY, entityId: id, before: snapshotOf(before, modules), after: null },
        tx,
      );
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
    const row = await this.repo.agentById(own, own);
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
