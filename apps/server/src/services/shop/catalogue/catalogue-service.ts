import { createHash } from 'node:crypto';
import {
  ShopCatalogueMessages,
  type RegionTree,
  type ShopCategory,
  type ShopIndustry,
  type ShopLabel,
  type ShopSubCategory,
} from '@qishu/contract';
import { notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import { IndustryRepository } from '../../../repositories/industry-repository.ts';
import { RegionRepository } from '../../../repositories/region-repository.ts';
import { ShopCategoryRepository } from '../../../repositories/shop-category-repository.ts';
import { ShopLabelRepository } from '../../../repositories/shop-label-repository.ts';

interface RegionNode {
  sys_area_id: number;
  label: string;
  children?: RegionNode[];
}

/** The public reads of the mall: category tree, subcategories, labels, industries and regions. */
export class CatalogueService {
  /** The region table is reference data (never edited at run time): built once per process. */
  private regionCache: Promise<{ tree: RegionTree; etag: string }> | null = null;

  private readonly categoryRows: ShopCategoryRepository;
  private readonly labelRows: ShopLabelRepository;
  private readonly industryRows: IndustryRepository;
  private readonly regionRows: RegionRepository;

  constructor(db: Executor) {
    this.categoryRows = new ShopCategoryRepository(db);
    this.labelRows = new ShopLabelRepository(db);
    this.industryRows = new IndustryRepository(db);
    this.regionRows = new RegionRepository(db);
  }

  /** getCatesAll: top categories with their subcategories (children of a disabled parent are hidden). */
  async categoryTree(): Promise<ShopCategory[]> {
    const rows = await this.categoryRows.listInUse();
    const tops = rows.filter((r) => r.parent_id === 0);
    return tops.map((t) => ({
      shop_product_cate_id: t.shop_product_cate_id,
      name: t.name,
      brief: t.brief,
      children: rows.filter((r) => r.parent_id === t.shop_product_cate_id).map(toSub),
    }));
  }

  /** getCateSubordinate: the subcategories of one category (404 when it is unknown or disabled). */
  async subcategories(cateId: number): Promise<ShopSubCategory[]> {
    const cate = await this.categoryRows.oneInUse(cateId);
    if (!cate) throw notFound(ShopCatalogueMessages.cateNotFound);
    return (await this.categoryRows.listInUse(cateId)).map(toSub);
  }

  async labels(): Promise<ShopLabel[]> {
    const labels = await this.labelRows.all();
    return labels.map((l) => ({ shop_label_id: l.shop_label_id, label_name: l.label_name }));
  }

  /** Sections with their divisions as children. */
  async industries(): Promise<ShopIndustry[]> {
    const rows = await this.industryRows.sectionsAndDivisions();
    const sections = rows
      .filter((r) => r.level === 1)
      .map((r) => ({ code: r.code, name: r.name, children: [] as { code: string; name: string }[] }));
    const byCode = new Map(sections.map((s) => [s.code, s]));
    for (const r of rows) {
      if (r.level === 2 && r.parent_code)
        byCode.get(r.parent_code)?.children.push({ code: r.code, name: r.name });
    }
    return sections;
  }

  /** getCityAll: provinces → cities → districts; with an ETag so browsers revalidate cheaply. */
  regionTree(): Promise<{ tree: RegionTree; etag: string }> {
    this.regionCache ??= this.buildRegionTree().catch((error: unknown) => {
      this.regionCache = null;
      throw error;
    });
    return this.regionCache;
  }

  private async buildRegionTree() {
    const rows = await this.regionRows.tree();
    const nodes = new Map<string, RegionNode>();
    const tree: RegionNode[] = [];
    for (const r of rows) {
      const node: RegionNode = { sys_area_id: Number(r.code), label: r.name };
      nodes.set(r.code, node);
      const parent = r.parent_code === null ? undefined : nodes.get(r.parent_code);
      if (r.level === 1 || !parent) {
        if (r.level === 1) tree.push(node);
        continue;
      }
      (parent.children ??= []).push(node);
    }
    const etag = `"${createHash('sha1').update(JSON.stringify(tree)).digest('base64url').slice(0, 20)}"`;
    return { tree: tree as RegionTree, etag };
  }
}

function toSub(r: { shop_product_cate_id: number; name: string; brief: string }): ShopSubCategory {
  return { shop_product_cate_id: r.shop_product_cate_id, name: r.name, brief: r.brief, children: [] };
}
