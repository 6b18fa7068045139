import type { CodeNode, ProductOptions } from '@qishu/contract';
import type { BackofficeMallRepository } from '../../../repositories/backoffice-mall-repository.ts';
import { categoryTree } from './category-service.ts';

function treeOf(rows: { code: string; name: string; parent_code: string | null }[]): CodeNode[] {
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
  constructor(private readonly repo: BackofficeMallRepository) {}

  async options(): Promise<ProductOptions> {
    const [cates, counts, labels, regions, industries] = await Promise.all([
      this.repo.allCategories(),
      this.repo.productCounts(),
      this.repo.allLabels(),
      this.repo.allRegions(3),
      this.repo.allIndustries(2),
    ]);
    return {
      categories: categoryTree(cates, counts),
      labels: labels.map((l) => ({ shop_label_id: l.shop_label_id, label_name: l.label_name })),
      regions: treeOf(regions),
      industries: treeOf(industries),
    };
  }
}
