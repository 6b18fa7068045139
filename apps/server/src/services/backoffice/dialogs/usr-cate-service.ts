import {
  UsrCateMessages as M,
  usrCateLevelOf,
  type Page,
  type UsrCate,
  type UsrCateAgent,
  type usrCateCreateRequest,
  type usrCateListQuery,
  type usrCateUpdateRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type { UsrCateRepository, UsrCateView } from '../../../repositories/backoffice-dialogs-repository.ts';
import { tenantOf } from '../../access/permits.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { BackofficeDeps } from '../deps.ts';

type CreateInput = z.output<typeof usrCateCreateRequest>;
type UpdateInput = z.output<typeof usrCateUpdateRequest>;
type ListInput = z.output<typeof usrCateListQuery>;

function view(row: UsrCateView): UsrCate {
  return {
    id: row.usr_cate_id,
    name: row.name,
    orders: row.orders,
    parent_id: row.parent_id,
    parent_name: row.parent_name,
    level: row.level,
    user_id: row.user_id,
    user_name: row.user_name,
    usr_agent_id: row.usr_agent_id,
    agent_name: row.agent_name,
    label_number: row.label_number,
    child_count: row.child_count,
    created_at: row.created_at,
  };
}

/** The audit snapshot of a group: its own columns only. */
function snapshot(row: UsrCateView) {
  const { parent_name: _p, user_name: _u, agent_name: _a, child_count: _c, ...own } = row;
  return own;
}

/**
 * User group categories (usr_cate): two levels, level 2 under a level-1 parent of the same
 * organisation. An organisation's users see and change their organisation's groups; the platform
 * back-office sees every organisation's (tenantOf null). New groups always belong to the caller.
 */
export class UsrCateService {
  constructor(
    private readonly deps: BackofficeDeps,
    private readonly repo: UsrCateRepository,
  ) {}

  async list(actor: Actor, q: ListInput): Promise<Page<UsrCate>> {
    const tenant = tenantOf(actor.auth);
    const { list, total } = await this.repo.page({
      tenant,
      name: q.name,
      parentId: q.parent_id,
      agentId: tenant === null ? q.usr_agent_id : undefined,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { list: list.map(view), total };
  }

  async get(actor: Actor, id: number): Promise<UsrCate> {
    const row = await this.repo.byId(id, tenantOf(actor.auth));
    if (!row) throw notFound();
    return view(row);
  }

  agents(): Promise<UsrCateAgent[]> {
    return this.repo.agents();
  }

  async create(actor: Actor, input: CreateInput): Promise<UsrCate> {
    const me = actor.auth.user;
    assertSelf(
      actor.auth,
      { sys_user_id: input.user_id, usr_agent_id: input.usr_agent_id },
      { allowAdmin: false },
    );
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const level = usrCateLevelOf(input.parent_id);
      if (input.parent_id !== 0) {
        // the parent must be one of the caller's organisation's top-level groups
        const parent = await this.repo.byId(input.parent_id, me.usr_agent_id, tx);
        if (!parent) throw notFound();
        if (parent.level !== 1 || parent.parent_id !== 0) throw badRequest(M.parentInvalid);
      }
      if (input.level !== undefined && input.level !== level) throw badRequest(M.levelInvalid);
      if (await this.repo.nameTaken(me.usr_agent_id, input.parent_id, input.name, null, tx)) {
        throw conflict(M.nameTaken);
      }
      const orders = input.orders ?? (await this.repo.nextOrder(me.usr_agent_id, input.parent_id, tx));
      const id = await this.repo.insert(
        {
          name: input.name,
          orders,
          parent_id: input.parent_id,
          level,
          user_id: me.sys_user_id,
          usr_agent_id: me.usr_agent_id,
          created_at: this.deps.now().toISOString(),
        },
        tx,
      );
      const after = await this.repo.byId(id, null, tx);
      if (!after) throw notFound();
      await this.deps.audit.record(
        actor,
        { action: 'create', entity: 'usr_cate', entityId: id, after: snapshot(after) },
        tx,
      );
      return view(after);
    });
  }

  async update(actor: Actor, id: number, input: UpdateInput): Promise<UsrCate> {
    assertSelf(
      actor.auth,
      { sys_user_id: input.user_id, usr_agent_id: input.usr_agent_id },
      { allowAdmin: false },
    );
    const tenant = tenantOf(actor.auth);
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.byId(id, tenant, tx);
      if (!before) throw notFound();
      if (await this.repo.nameTaken(before.usr_agent_id, before.parent_id, input.name, id, tx)) {
        throw conflict(M.nameTaken);
      }
      await this.repo.update(
        id,
        { name: input.name, ...(input.orders !== undefined ? { orders: input.orders } : {}) },
        tx,
      );
      const after = await this.repo.byId(id, null, tx);
      if (!after) throw notFound();
      await this.deps.audit.record(
        actor,
        {
          action: 'update',
          entity: 'usr_cate',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        },
        tx,
      );
      return view(after);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const tenant = tenantOf(actor.auth);
    await this.deps.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.byId(id, tenant, tx);
      if (!before) throw notFound();
      if (before.child_count > 0) throw conflict(M.hasChildren);
      await this.repo.delete(id, tx);
      await this.deps.audit.record(
        actor,
        { action: 'delete', entity: 'usr_cate', entityId: id, before: snapshot(before) },
        tx,
      );
    });
  }
}
