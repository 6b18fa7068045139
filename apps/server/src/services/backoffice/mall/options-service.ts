import type { CodeNode, ProductOptions } from '@qishu/contract';
import { MallCategoryRepository } from '../../../repositories/mall-category-repository.ts';
import { MallLabelRepository } from '../../../repositories/mall-label-repository.ts';
import type { CodeRecord, ProductFilterRepository } from '../../../repositories/product-filter-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { categoryTree } from './category-service.ts';

function treeOf(rows: CodeRecord[]): CodeNode[] {
  const byCode = new Map<string, CodeNode>();
  const roots: CodeNode[] = [];
  for (const r of rows) byCode.set(r.code, { code: r.code, name: r.name });
  for (const r of rows) {
    const node = byCode.get(r.code);
    if (!node) continue;
    const parent = r.parent_code ? byCode.get(r.parent_code) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** What the product form's selects and cascaders offer. */
export class MallOptionsService {
  constructor(
    private readonly deps: BackofficeDeps,
    private readonly filters: ProductFilterRepository,
  ) {}

  async options(): Promise<ProductOptions> {
    const categories = new MallCategoryRepository(this.deps.db.kysely);
    const [cates, counts, labels, regions, industries] = await Promise.all([
      categories.all(),
      categories.productCounts(),
      new MallLabelRepository(this.deps.db.kysely).all(),
      this.filters.allRegions(3),
      this.filters.allIndustries(2),
    ]);
    return {
      categories: categoryTree(cates, counts),
      labels: labels.map((l) => ({ shop_label_id: l.shop_label_id, label_name: l.label_name })),
      regions: treeOf(regions),
      industries: treeOf(industries),
    };
  }
}
