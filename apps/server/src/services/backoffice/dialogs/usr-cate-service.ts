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
import type { Executor } from '../../../db/executor.ts';
import {
  UsrCateRepository,
  type GroupScope,
  type UsrCateView,
} from '../../../repositories/usr-cate-repository.ts';
import { ownOrganisation, type DataScope } from '../../../repositories/data-scope.ts';
import { leadScopeOf } from '../../../repositories/sales-leads/lead-scope.ts';
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
 * organisation. An organisation's users see and change their organisation's groups within their
 * role's data scope (their own, their department's, or all of them, as for sales leads); the
 * platform back-office sees every organisation's. New groups always belong to the caller.
 */
export class UsrCateService {
  constructor(private readonly deps: BackofficeDeps) {}

  /** The caller's groups: the platform's every one, an organisation's user's by the role's data scope. */
  private async cates(db: Executor, scope: DataScope) {
    const groups: GroupScope =
      scope.tenant === null
        ? { ...scope, owners: null }
        : { ...scope, owners: (await leadScopeOf(db, scope.tenant, scope.userId)).owners };
    return new UsrCateRepository(db, groups);
  }

  async list(actor: Actor, q: ListInput): Promise<Page<UsrCate>> {
    const { list, total } = await (
      await this.cates(this.deps.db.kysely, actor.scope)
    ).page({
      name: q.name,
      parentId: q.parent_id,
      agentId: actor.scope.tenant === null ? q.usr_agent_id : undefined,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return { list: list.map(view), total };
  }

  async get(actor: Actor, id: number): Promise<UsrCate> {
    const row = await (await this.cates(this.deps.db.kysely, actor.scope)).byId(id);
    if (!row) throw notFound();
    return view(row);
  }

  async agents(actor: Actor): Promise<UsrCateAgent[]> {
    return (await this.cates(this.deps.db.kysely, actor.scope)).agents();
  }

  async create(actor: Actor, input: CreateInput): Promise<UsrCate> {
    const me = actor.auth.user;
    assertSelf(
      actor.auth,
      { sys_user_id: input.user_id, usr_agent_id: input.usr_agent_id },
      { allowAdmin: false },
    );
    return this.deps.writes.audited(actor, async (tx, log) => {
      // the platform's users too create groups of their own organisation
      const cates = await this.cates(tx, ownOrganisation(actor.scope, me.usr_agent_id));
      const level = usrCateLevelOf(input.parent_id);
      if (input.parent_id !== 0) {
        // the parent must be one of the caller's organisation's top-level groups
        const parent = await cates.byId(input.parent_id);
        if (!parent) throw notFound();
        if (parent.level !== 1 || parent.parent_id !== 0) throw badRequest(M.parentInvalid);
      }
      if (input.level !== undefined && input.level !== level) throw badRequest(M.levelInvalid);
      if (await cates.nameTaken(me.usr_agent_id, input.parent_id, input.name, null)) {
        throw conflict(M.nameTaken);
      }
      const orders = input.orders ?? (await cates.nextOrder(me.usr_agent_id, input.parent_id));
      const id = await cates.insert({
        name: input.name,
        orders,
        parent_id: input.parent_id,
        level,
        user_id: me.sys_user_id,
        usr_agent_id: me.usr_agent_id,
        created_at: this.deps.now().toISOString(),
      });
      const after = await cates.byId(id);
      if (!after) throw notFound();
      await log({ action: 'create', entity: 'usr_cate', entityId: id, after: snapshot(after) });
      return view(after);
    });
  }

  async update(actor: Actor, id: number, input: UpdateInput): Promise<UsrCate> {
    assertSelf(
      actor.auth,
      { sys_user_id: input.user_id, usr_agent_id: input.usr_agent_id },
      { allowAdmin: false },
    );
    return this.deps.writes.audited(actor, async (tx, log) => {
      const cates = await this.cates(tx, actor.scope);
      const before = await cates.byId(id);
      if (!before) throw notFound();
      if (await cates.nameTaken(before.usr_agent_id, before.parent_id, input.name, id)) {
        throw conflict(M.nameTaken);
      }
      await cates.update(id, {
        name: input.name,
        ...(input.orders !== undefined ? { orders: input.orders } : {}),
      });
      const after = await cates.byId(id);
      if (!after) throw notFound();
      await log({
        action: 'update',
        entity: 'usr_cate',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      return view(after);
    });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const cates = await this.cates(tx, actor.scope);
      const before = await cates.byId(id);
      if (!before) throw notFound();
      if (before.child_count > 0) throw conflict(M.hasChildren);
      await cates.delete(id);
      await log({ action: 'delete', entity: 'usr_cate', entityId: id, before: snapshot(before) });
    });
  }
}
