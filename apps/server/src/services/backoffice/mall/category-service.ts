import { MallMessages as M, type CategoryNode, type categoryInputSchema } from '@qishu/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { badRequest, conflict, notFound } from '../../../shared/errors.ts';
import {
  ShopCategoryRepository,
  type CategoryRecord,
} from '../../../repositories/shop-category-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type CategoryInput = z.output<typeof categoryInputSchema>;

/** Only the stored fields (the route merges the path's id into the input). */
const fieldsOf = (i: CategoryInput) => ({
  parent_id: i.parent_id,
  name: i.name,
  brief: i.brief,
  orders: i.orders,
});

/** One category with its own products' count (a top node's children are added by `categoryTree`). */
function categoryNode(r: CategoryRecord, counts: Map<number, number>): CategoryNode {
  return {
    shop_product_cate_id: r.shop_product_cate_id,
    parent_id: r.parent_id,
    name: r.name,
    brief: r.brief,
    orders: r.orders,
    product_count: counts.get(r.shop_product_cate_id) ?? 0,
  };
}

/** Builds the two-level tree (ordered by `orders`), with product counts; children only on top nodes. */
export function categoryTree(rows: CategoryRecord[], counts: Map<number, number>): CategoryNode[] {
  const node = (r: CategoryRecord) => categoryNode(r, counts);
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
  constructor(private readonly deps: BackofficeDeps) {}

  private categories(db: Executor = this.deps.db.kysely) {
    return new ShopCategoryRepository(db);
  }

  async tree(name: string | undefined): Promise<{ list: CategoryNode[]; total: number }> {
    const categories = this.categories();
    const [rows, counts] = await Promise.all([categories.all(), categories.productCounts()]);
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
    const r = await this.categories().one(id);
    if (!r) throw notFound();
    return this.nodeOf(r);
  }

  async create(actor: Actor, input: CategoryInput): Promise<CategoryNode> {
    const id = await this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      await this.checkParent(categories, input.parent_id, null);
      if (await categories.nameTaken(input.parent_id, input.name, null)) throw conflict(M.cateNameExists);
      const newId = await categories.insert(fieldsOf(input));
      const after = await categories.one(newId);
      await log({ action: 'create', entity: 'shop_product_cate', entityId: newId, after });
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: CategoryInput): Promise<CategoryNode> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      const before = await categories.one(id);
      if (!before) throw notFound();
      if (input.parent_id !== before.parent_id) {
        if (input.parent_id === id) throw badRequest(M.parentSelf);
        await this.checkParent(categories, input.parent_id, id);
        // a top-level category may become a child only when it has neither children nor products
        if (before.parent_id === 0 && input.parent_id !== 0) {
          if (await categories.childrenOf(id)) throw badRequest(M.parentHasChildren);
        }
        if (input.parent_id === 0 && (await categories.productsIn(id))) throw badRequest(M.parentHasProducts);
      }
      if (await categories.nameTaken(input.parent_id, input.name, id)) throw conflict(M.cateNameExists);
      await categories.update(id, fieldsOf(input));
      const after = await categories.one(id);
      await log({ action: 'update', entity: 'shop_product_cate', entityId: id, before, after });
    });
    return this.one(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const categories = this.categories(tx);
      const before = await categories.one(id);
      if (!before) throw notFound();
      const children = await categories.childrenOf(id);
      if (children) throw badRequest(M.cateHasChildren(children));
      const products = await categories.productsIn(id);
      if (products) throw badRequest(M.cateHasProducts(products));
      await categories.delete(id);
      await log({ action: 'delete', entity: 'shop_product_cate', entityId: id, before });
    });
  }

  private async checkParent(
    categories: ShopCategoryRepository,
    parentId: number,
    selfId: number | null,
  ): Promise<void> {
    if (parentId === 0) return;
    if (parentId === selfId) throw badRequest(M.parentSelf);
    const parent = await categories.one(parentId);
    if (!parent || parent.parent_id !== 0) throw badRequest(M.parentNotTop);
  }

  private async nodeOf(r: CategoryRecord): Promise<CategoryNode> {
    const categories = this.categories();
    const [rows, counts] = await Promise.all([categories.all(), categories.productCounts()]);
    if (r.parent_id === 0) {
      const top = categoryTree(rows, counts).find((c) => c.shop_product_cate_id === r.shop_product_cate_id);
      if (top) return top;
    }
    return categoryNode(r, counts);
  }
}
