import {
  OrgMessages as M,
  type CategoryRow,
  type Page,
  type categoryListQuery,
  type categorySaveRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import {
  AgentCategoryRepository,
  type AgentCateRow,
} from '../../../repositories/agent-category-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type ListQuery = z.output<typeof categoryListQuery>;
type SaveInput = z.output<typeof categorySaveRequest>;

const ENTITY = 'agent_cate';

const snapshotOf = (r: AgentCateRow) => ({
  agent_cate_id: r.agent_cate_id,
  name: r.name,
  orders: r.orders,
  remark: r.remark,
});

/** Agent categories (/sys/agentcate, calls /admin/Category/*); platform-wide, no tenant. */
export class CategoryService {
  constructor(private readonly deps: BackofficeDeps) {}

  private categories(db: Executor) {
    return new AgentCategoryRepository(db);
  }

  async list(q: ListQuery): Promise<Page<CategoryRow>> {
    const { rows, total } = await this.categories(this.deps.db.kysely).page({
      name: q.name,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    return {
      list: rows.map((r) => ({
        agent_cate_id: r.agent_cate_id,
        name: r.name,
        orders: r.orders,
        remark: r.remark,
        agent_count: r.agent_count,
        created_at: r.created_at,
      })),
      total,
    };
  }

  async add(actor: Actor, input: SaveInput): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      if (await categories.byName(input.name)) throw conflict(M.cateNameTaken);
      const row = await categories.insert({
        name: input.name,
        orders: input.orders,
        remark: input.remark,
        created_at: this.deps.now().toISOString(),
      });
      await log({
        action: 'create',
        entity: ENTITY,
        entityId: row.agent_cate_id,
        before: null,
        after: snapshotOf(row),
      });
      return { id: row.agent_cate_id };
    });
  }

  async edit(actor: Actor, id: number, input: SaveInput): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      const before = await categories.byId(id);
      if (!before) throw notFound();
      const same = await categories.byName(input.name);
      if (same && same.agent_cate_id !== id) throw conflict(M.cateNameTaken);
      await categories.update(id, { name: input.name, orders: input.orders, remark: input.remark });
      const after = await categories.byId(id);
      if (!after) throw notFound();
      await log({
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
      return { id };
    });
  }

  async remove(actor: Actor, id: number): Promise<{ id: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      const before = await categories.byId(id);
      if (!before) throw notFound();
      const used = await categories.agentCount(id);
      if (used > 0) throw conflict(M.cateInUse(used));
      await categories.delete(id);
      await log({ action: 'delete', entity: ENTITY, entityId: id, before: snapshotOf(before), after: null });
      return { id };
    });
  }
}
