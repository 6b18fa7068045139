import { MallMessages as M, type CategoryNode, type categoryInputSchema } from '@qishu/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import type {
  BackofficeMallRepository,
  CategoryRecord,
} from '../../../repositories/backoffice-mall-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';

type CategoryInput = z.output<typeof categoryInputSchema>;

/** Only the stored fields (the route merges the path's id into the input). */
const fieldsOf = (i: CategoryInput) => ({
  parent_id: i.parent_id,
  name: i.name,
  brief: i.brief,
  orders: i.orders,
});

/** Builds the two-level tree (ordered by `orders`), with product counts; children only on top nodes. */
export function categoryTree(rows: CategoryRecord[], counts: Map<number, number>): CategoryNode[] {
  const node = (r: CategoryRecord): CategoryNode => ({
    shop_product_cate_id: r.shop_product_cate_id,
    parent_id: r.parent_id,
    name: r.name,
    brief: r.brief,
    orders: r.orders,
    product_count: counts.get(r.shop_product_cate_id) ?? 0,
  });
  return rows
    .filter((r) => r.parent_id === 0)
    .map((top) => {
      const children = rows.filter((r) => r.parent_id === top.shop_product_cate_id).map(node);
      return {
        ...node(top),
        product_count: children.reduce(
          (n, c) => n + c.product_count,
          counts.get(top.shop_product_cate_id) ?? 0,
        ),
        children,
      };
    });
}

/** 商品分类 (/malldata/category): two levels, name, order and topic text. */
export class MallCategoryService {
  constructor(
    private readonly db: Db,
    private readonly repo: BackofficeMallRepository,
    private readonly audit: AuditService,
  ) {}

  async tree(name: string | undefined): Promise<{ list: CategoryNode[]; total: number }> {
    const [rows, counts] = await Promise.all([this.repo.allCategories(), this.repo.productCounts()]);
    let list = categoryTree(rows, counts);
    if (name) {
      list = list
        .map((top) =>
          top.name.includes(name)
            ? top
            : { ...top, children: (top.children ?? []).filter((c) => c.name.includes(name)) },
        )
        .filter((top) => top.name.includes(name) || (top.children ?? []).length > 0);
    }
    return { list, total: list.length };
  }

  async one(id: number): Promise<CategoryNode> {
    const r = await this.repo.category(id);
    if (!r) throw notFound();
    return this.nodeOf(r);
  }

  async create(actor: Actor, input: CategoryInput): Promise<CategoryNode> {
    const id = await this.db.kysely.transaction().execute(async (tx) => {
      await this.checkParent(input.parent_id, null, tx);
      if (await this.repo.sameName(input.parent_id, input.name, null, tx)) throw conflict(M.cateNameExists);
      const newId = await this.repo.insertCategory(tx, fieldsOf(input));
      const after = await this.repo.category(newId, tx);
      await this.audit.record(
        actor,
        { action: 'create', entity: 'shop_product_cate', entityId: newId, after },
        tx,
      );
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: CategoryInput): Promise<CategoryNode> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.category(id, tx);
      if (!before) throw notFound();
      if (input.parent_id !== before.parent_id) {
        if (input.parent_id === id) throw badRequest(M.parentSelf);
        await this.checkParent(input.parent_id, id, tx);
        // a top-level category may become a child only when it has neither children nor products
        if (before.parent_id === 0 && input.parent_id !== 0) {
          if (await this.repo.childrenOf(id, tx)) throw badRequest(M.parentHasChildren);
        }
        if (input.parent_id === 0 && (await this.repo.productsIn(id, tx)))
          throw badRequest(M.parentHasProducts);
      }
      if (await this.repo.sameName(input.parent_id, input.name, id, tx)) throw conflict(M.cateNameExists);
      await this.repo.updateCategory(tx, id, fieldsOf(input));
      const after = await this.repo.category(id, tx);
      await this.audit.record(
        actor,
        { action: 'update', entity: 'shop_product_cate', entityId: id, before, after },
        tx,
      );
    });
    return this.one(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.db.kysely.transaction().execute(async (tx) => {
      const before = await this.repo.category(id, tx);
      if (!before) throw notFound();
      const children = await this.repo.childrenOf(id, tx);
      if (children) throw badRequest(M.cateHasChildren(children));
      const products = await this.repo.productsIn(id, tx);
      if (products) throw badRequest(M.cateHasProducts(products));
      await this.repo.deleteCategory(tx, id);
      await this.audit.record(
        actor,
        { action: 'delete', entity: 'shop_product_cate', entityId: id, before },
        tx,
      );
    });
  }

  private async checkParent(parentId: number, selfId: number | null, tx: Db['kysely']): Promise<void> {
    if (parentId === 0) return;
    if (parentId === selfId) throw badRequest(M.parentSelf);
    const parent = await this.repo.category(parentId, tx);
    if (!parent || parent.parent_id !== 0) throw badRequest(M.parentNotTop);
  }

  private async nodeOf(r: CategoryRecord): Promise<CategoryNode> {
    const [rows, counts] = await Promise.all([this.repo.allCategories(), this.repo.productCounts()]);
    if (r.parent_id === 0) {
      const top = categoryTree(rows, counts).find((c) => c.shop_product_cate_id === r.shop_product_cate_id);
      if (top) return top;
    }
    return {
      shop_product_cate_id: r.shop_product_cate_id,
      parent_id: r.parent_id,
      name: r.name,
      brief: r.brief,
      orders: r.orders,
      product_count: counts.get(r.shop_product_cate_id) ?? 0,
    };
  }
}
