import {
  OrgMessages as M,
  type CategoryRow,
  type Page,
  type categoryListQuery,
  type categorySaveRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../../shared/errors.ts';
import { BackofficeOrgRepository, type OrgCateRow } from '../../../repositories/backoffice-org-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type ListQuery = z.output<typeof categoryListQuery>;
type SaveInput = z.output<typeof categorySaveRequest>;

const ENTITY = 'agent_cate';

const snapshotOf = (r: OrgCateRow) => ({
  agent_cate_id: r.agent_cate_id,
  name: r.name,
  orders: r.orders,
  remark: r.remark,
});

/** Agent categories (/sys/agentcate, calls /admin/Category/*); platform-wide, no tenant. */
export class CategoryService {
  constructor(private readonly deps: BackofficeDeps) {}

  async list(q: ListQuery): Promise<Page<CategoryRow>> {
    const repo = new BackofficeOrgRepository(this.deps.db.kysely);
    const { rows, total } = await repo.listCategories({
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
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      if (await repo.categoryByName(input.name)) throw conflict(M.cateNameTaken);
      const row = await repo.insertCategory({
        name: input.name,
        orders: input.orders,
        remark: input.remark,
        created_at: this.deps.now().toISOString(),
      });
      await this.deps.audit.record(
        actor,
        {
          action: 'create',
          entity: ENTITY,
          entityId: row.agent_cate_id,
          before: null,
          after: snapshotOf(row),
        },
        tx,
      );
      return { id: row.agent_cate_id };
    });
  }

  async edit(actor: Actor, id: number, input: SaveInput): Promise<{ id: number }> {
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.categoryById(id);
      if (!before) throw notFound();
      const same = await repo.categoryByName(input.name);
      if (same && same.agent_cate_id !== id) throw conflict(M.cateNameTaken);
      await repo.updateCategory(id, { name: input.name, orders: input.orders, remark: input.remark });
      const after = await repo.categoryById(id);
      if (!after) throw notFound();
      await this.deps.audit.record(
        actor,
        {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        tx,
      );
      return { id };
    });
  }

  async remove(actor: Actor, id: number): Promise<{ id: number }> {
    return this.deps.db.kysely.transaction().execute(async (tx) => {
      const repo = new BackofficeOrgRepository(tx);
      const before = await repo.categoryById(id);
      if (!before) throw notFound();
      const used = await repo.agentsInCategory(id);
      if (used > 0) throw conflict(M.cateInUse(used));
      await repo.deleteCategory(id);
      await this.deps.audit.record(
        actor,
        { action: 'delete', entity: ENTITY, entityId: id, before: snapshotOf(before), after: null },
        tx,
      );
      return { id };
    });
  }
}
