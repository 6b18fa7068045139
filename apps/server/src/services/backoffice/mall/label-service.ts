import { MallMessages as M, type LabelRow, type Page, type labelInputSchema } from '@qishu/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { conflict, notFound } from '../../../shared/errors.ts';
import type { BackofficeMallRepository } from '../../../repositories/backoffice-mall-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';

type LabelInput = z.output<typeof labelInputSchema>;

/** 商品标签 (/malldata/label): CRUD; deleting a label takes it off every product that had it. */
export class MallLabelService {
  constructor(
    private readonly db: Db,
    private readonly repo: BackofficeMallRepository,
    private readonly audit: AuditService,
  ) {}

  async page(q: { label_name?: string | undefined; page: number; limit: number }): Promise<Page<LabelRow>> {
    const page = await this.repo.labelPage(q.label_name, q.page, q.limit);
    const usage = await this.repo.labelUsage(page.list.map((l) => l.shop_label_id));
    return {
      list: page.list.map((l) => ({ ...l, product_count: usage.get(l.shop_label_id) ?? 0 })),
      total: page.total,
    };
  }

  async one(id: number): Promise<LabelRow> {
    const l = await this.repo.label(id);
    if (!l) throw notFound();
    const usage = await this.repo.labelUsage([id]);
    return { ...l, product_count: usage.get(id) ?? 0 };
  }

  async create(actor: Actor, input: LabelInput): Promise<LabelRow> {
    const id = await this.db.kysely.transaction().execute(async (tx) => {
      if (await this.repo.labelNameTaken(input.label_name, null, tx)) throw conflict(M.labelNameExists);
      const newId = await this.repo.insertLabel(tx, { label_name: input.label_name, orders: input.orders });
      const after = await this.repo.label(newId, tx);
      await this.audit.record(actor, { action: 'create', entity: 'shop_label', entityId: newId, after }, tx);
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: LabelInput): Promise<LabelRow> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.label(id, tx);
      if (!before) throw notFound();
      if (await this.repo.labelNameTaken(input.label_name, id, tx)) throw conflict(M.labelNameExists);
      await this.repo.updateLabel(tx, id, { label_name: input.label_name, orders: input.orders });
      const after = await this.repo.label(id, tx);
      await this.audit.record(
        actor,
        { action: 'update', entity: 'shop_label', entityId: id, before, after },
        tx,
      );
    });
    return this.one(id);
  }

  /** Deletes the label and its product links; answers how many products lost it. */
  async remove(actor: Actor, id: number): Promise<{ ok: true; products: number }> {
    return this.db.kysely.transaction().execute(async (tx) => {
      const label = await this.repo.label(id, tx);
      if (!label) throw notFound();
      const productIds = await this.repo.deleteLabel(tx, id);
      await this.audit.record(
        actor,
        {
          action: 'delete',
          entity: 'shop_label',
          entityId: id,
          before: { ...label, product_ids: productIds },
        },
        tx,
      );
      return { ok: true as const, products: productIds.length };
    });
  }
}
