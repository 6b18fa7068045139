import type { CodeNode, ProductOptions } from '@qishu/contract';
import { IndustryRepository } from '../../../repositories/industry-repository.ts';
import { RegionRepository } from '../../../repositories/region-repository.ts';
import { ShopCategoryRepository } from '../../../repositories/shop-category-repository.ts';
import { ShopLabelRepository } from '../../../repositories/shop-label-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { categoryTree } from './category-service.ts';

/** A region or industry code with its parent. */
interface CodeRecord {
  code: string;
  name: string;
  parent_code: string | null;
}

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
  constructor(private readonly deps: BackofficeDeps) {}

  async options(): Promise<ProductOptions> {
    const db = this.deps.db.kysely;
    const categories = new ShopCategoryRepository(db);
    const [cates, counts, labels, regions, industries] = await Promise.all([
      categories.all(),
      categories.productCounts(),
      new ShopLabelRepository(db).all(),
      new RegionRepository(db).upToLevel(3),
      new IndustryRepository(db).sectionsAndDivisions(),
    ]);
    return {
      categories: categoryTree(cates, counts),
      labels: labels.map((l) => ({ shop_label_id: l.shop_label_id, label_name: l.label_name })),
      regions: treeOf(regions),
      industries: treeOf(industries),
    };
  }
}
