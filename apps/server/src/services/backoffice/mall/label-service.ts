import { MallMessages as M, type LabelRow, type Page, type labelInputSchema } from '@qishu/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { conflict, notFound } from '../../../shared/errors.ts';
import { ShopLabelRepository } from '../../../repositories/shop-label-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type LabelInput = z.output<typeof labelInputSchema>;

/** 商品标签 (/malldata/label): CRUD; deleting a label takes it off every product that had it. */
export class MallLabelService {
  constructor(private readonly deps: BackofficeDeps) {}

  private labels(db: Executor = this.deps.db.kysely) {
    return new ShopLabelRepository(db);
  }

  async page(q: { label_name?: string | undefined; page: number; limit: number }): Promise<Page<LabelRow>> {
    const labels = this.labels();
    const page = await labels.page(q.label_name, q.page, q.limit);
    const usage = await labels.usage(page.list.map((l) => l.shop_label_id));
    return {
      list: page.list.map((l) => ({ ...l, product_count: usage.get(l.shop_label_id) ?? 0 })),
      total: page.total,
    };
  }

  async one(id: number): Promise<LabelRow> {
    const labels = this.labels();
    const l = await labels.one(id);
    if (!l) throw notFound();
    const usage = await labels.usage([id]);
    return { ...l, product_count: usage.get(id) ?? 0 };
  }

  async create(actor: Actor, input: LabelInput): Promise<LabelRow> {
    const id = await this.deps.writes.audited(actor, async (tx, log) => {
      const labels = this.labels(tx);
      if (await labels.nameTaken(input.label_name, null)) throw conflict(M.labelNameExists);
      const newId = await labels.insert({ label_name: input.label_name, orders: input.orders });
      const after = await labels.one(newId);
      await log({ action: 'create', entity: 'shop_label', entityId: newId, after });
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: LabelInput): Promise<LabelRow> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const labels = this.labels(tx);
      const before = await labels.one(id);
      if (!before) throw notFound();
      if (await labels.nameTaken(input.label_name, id)) throw conflict(M.labelNameExists);
      await labels.update(id, { label_name: input.label_name, orders: input.orders });
      const after = await labels.one(id);
      await log({ action: 'update', entity: 'shop_label', entityId: id, before, after });
    });
    return this.one(id);
  }

  /** Deletes the label and its product links; answers how many products lost it. */
  async remove(actor: Actor, id: number): Promise<{ ok: true; products: number }> {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const labels = this.labels(tx);
      const label = await labels.one(id);
      if (!label) throw notFound();
      const productIds = await labels.delete(id);
      await log({
        action: 'delete',
        entity: 'shop_label',
        entityId: id,
        before: { ...label, product_ids: productIds },
      });
      return { ok: true as const, products: productIds.length };
    });
  }
}
