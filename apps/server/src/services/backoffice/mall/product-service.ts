import {
  fenToYuan,
  MallMessages as M,
  ProductStatus,
  yuanToFen,
  type CompanyFilter,
  type Page,
  type PreviewResult,
  type ProductRow,
  type productInputSchema,
} from '@qishu/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import { formatFileSize } from '../../../db/seed/seed-shop.ts';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { CompanyRepository } from '../../../repositories/company-repository.ts';
import { IndustryRepository } from '../../../repositories/industry-repository.ts';
import { RegionRepository } from '../../../repositories/region-repository.ts';
import { ShopCategoryRepository } from '../../../repositories/shop-category-repository.ts';
import { ShopLabelRepository } from '../../../repositories/shop-label-repository.ts';
import {
  ShopProductRepository,
  type ProductRecord,
  type ProductSearch,
  type ProductValues,
} from '../../../repositories/shop-product-repository.ts';
import type { CompanySearchEngine } from '../../../search/index.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

type ProductInput = z.output<typeof productInputSchema>;

/** Bytes one company takes in a delivered .xlsx (as the seed estimates it). */
const XLSX_BYTES_PER_ROW = 190;
const PREVIEW_ROWS = 10;
const YUAN_PER_WAN = 10_000;

/** Names joined by 、 within the 50-character column, else the first ones and "等 N 个…". */
export function summarize(names: string[], none: string, unit: string): string {
  if (!names.length) return none;
  const all = names.join('、');
  if (all.length <= 50) return all;
  let text = names[0] ?? '';
  for (const n of names.slice(1)) {
    if (`${text}、${n}等${names.length}${unit}`.length > 50) break;
    text = `${text}、${n}`;
  }
  return `${text}等${names.length}${unit}`.slice(0, 50);
}

/** The filter without empty lists/blank texts, so the stored JSON says only what it filters. */
export function normalizeFilter(f: CompanyFilter): CompanyFilter {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === null || v === false) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    if (typeof v === 'string' && v.trim() === '') continue;
    out[k] = Array.isArray(v) ? [...new Set(v as unknown[])] : v;
  }
  return out as CompanyFilter;
}

/**
 * 数据产品 (/malldata/dataproduct). A product's data is its filter over the company table; the record
 * count is computed from the filter on every save, and region/industry texts shoppers see come
 * from the filter's codes.
 */
export class MallProductService {
  constructor(
    private readonly deps: BackofficeDeps,
    /** a product's data is a filter over the company table: what it selects, through the engine */
    private readonly search: CompanySearchEngine,
  ) {}

  private products(db: Executor = this.deps.db.kysely) {
    return new ShopProductRepository(db);
  }

  async page(q: ProductSearch & { page: number; limit: number }): Promise<Page<ProductRow>> {
    const page = await this.products().page(q, q.page, q.limit);
    return { list: await this.rows(page.list), total: page.total };
  }

  async one(id: number): Promise<ProductRow> {
    const p = await this.products().one(id);
    if (!p) throw notFound();
    const [row] = await this.rows([p]);
    if (!row) throw notFound();
    return row;
  }

  async preview(filter: CompanyFilter): Promise<PreviewResult> {
    const f = normalizeFilter(filter);
    await this.checkCodes(f);
    const [count, list] = await Promise.all([this.search.count(f), this.firstCompanies(f)]);
    return {
      count,
      list: list.map((c) => ({
        name: c.name,
        ccode: c.ccode,
        legal_person: c.legal_person,
        reg_date: c.reg_date,
        reg_amount: Math.round((c.reg_capital / YUAN_PER_WAN) * 100) / 100,
        status: c.status,
        address: c.address,
      })),
    };
  }

  async create(actor: Actor, input: ProductInput): Promise<ProductRow> {
    const values = await this.valuesOf(input);
    const id = await this.deps.writes.audited(actor, async (tx, log) => {
      const products = this.products(tx);
      const at = this.deps.now().toISOString();
      const row: ProductValues = { ...values, status: ProductStatus.withdrawn, updated_at: at };
      const newId = await products.insert(row);
      await products.setLabels(newId, input.label_ids);
      const after = await this.snapshot(products, newId);
      await log({ action: 'create', entity: 'shop_product', entityId: newId, after });
      return newId;
    });
    return this.one(id);
  }

  async update(actor: Actor, id: number, input: ProductInput): Promise<ProductRow> {
    const values = await this.valuesOf(input);
    await this.deps.writes.audited(actor, async (tx, log) => {
      const products = this.products(tx);
      const before = await this.snapshot(products, id);
      await products.update(id, { ...values, updated_at: this.deps.now().toISOString() });
      await products.setLabels(id, input.label_ids);
      const after = await this.snapshot(products, id);
      await log({ action: 'update', entity: 'shop_product', entityId: id, before, after });
    });
    return this.one(id);
  }

  async setStatus(actor: Actor, id: number, status: 1 | 2): Promise<ProductRow> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const products = this.products(tx);
      const before = await this.snapshot(products, id);
      if (before.status === status)
        throw badRequest(status === ProductStatus.onShelf ? M.alreadyOnShelf : M.alreadyWithdrawn);
      await products.update(id, { status, updated_at: this.deps.now().toISOString() });
      const after = { ...before, status };
      await log({
        action: status === ProductStatus.onShelf ? 'publish' : 'withdraw',
        entity: 'shop_product',
        entityId: id,
        before,
        after,
      });
    });
    return this.one(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.deps.writes.audited(actor, async (tx, log) => {
      const products = this.products(tx);
      const before = await this.snapshot(products, id);
      const orders = await products.ordersOf(id);
      if (orders) throw badRequest(M.productHasOrders(orders));
      const carts = await products.cartsOf(id);
      if (carts) throw badRequest(M.productInCarts(carts));
      await products.delete(id);
      await log({ action: 'delete', entity: 'shop_product', entityId: id, before });
    });
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────

  /** The row as stored plus its labels (for the operation log). */
  private async snapshot(products: ShopProductRepository, id: number) {
    const p = await products.one(id);
    if (!p) throw notFound();
    const labels = await products.labelsOf([id]);
    return { ...p, label_ids: (labels.get(id) ?? []).map((l) => l.shop_label_id) };
  }

  /** Validates references and computes count, size and the region/industry texts. */
  private async valuesOf(input: ProductInput) {
    const cate = await new ShopCategoryRepository(this.deps.db.kysely).one(input.shop_product_cate_id);
    if (!cate) throw badRequest(M.cateMissing);
    if (cate.parent_id === 0) throw badRequest(M.cateNotLeaf);
    const labelIds = [...new Set(input.label_ids)];
    if ((await new ShopLabelRepository(this.deps.db.kysely).existing(labelIds)) !== labelIds.length)
      throw badRequest(M.labelMissing);
    input.label_ids = labelIds;
    const filter = normalizeFilter(input.filter);
    const { regionNames, industryNames } = await this.checkCodes(filter);
    const count = await this.search.count(filter);
    const regions = filter.regionCodes ?? [];
    const industries = filter.industryCodes ?? [];
    return {
      shop_product_cate_id: cate.shop_product_cate_id,
      name: input.name,
      gs_basic_counts: count,
      sys_area_id: regions.length === 1 ? (regions[0] ?? null) : null,
      sys_area_name: summarize(regionNames, '全国', '个地区'),
      industry: summarize(industryNames, '全部行业', '个行业'),
      industry_code: industries.length === 1 ? (industries[0] ?? null) : null,
      year: input.year,
      source: input.source,
      ext: input.ext,
      size: input.size || formatFileSize(count * XLSX_BYTES_PER_ROW),
      price_fen: yuanToFen(input.price),
      is_hot: input.is_hot,
      brief: input.brief,
      filter_json: JSON.stringify(filter),
    };
  }

  /** The first companies of a filter, in the engine's stable order. */
  private async firstCompanies(filter: CompanyFilter) {
    const { ids } = await this.search.search(filter, { offset: 0, limit: PREVIEW_ROWS });
    return new CompanyRepository(this.deps.db.kysely).filterPreview(ids);
  }

  /** Every region and industry code of the filter must exist; answers their names in order. */
  private async checkCodes(f: CompanyFilter) {
    const regionCodes = f.regionCodes ?? [];
    const industryCodes = f.industryCodes ?? [];
    const [regions, industries] = await Promise.all([
      new RegionRepository(this.deps.db.kysely).byCodes(regionCodes),
      new IndustryRepository(this.deps.db.kysely).byCodes(industryCodes),
    ]);
    if (regions.length !== regionCodes.length) throw badRequest(M.regionMissing);
    if (industries.length !== industryCodes.length) throw badRequest('所选行业不存在');
    const rName = new Map(regions.map((r) => [r.code, r.name]));
    const iName = new Map(industries.map((r) => [r.code, r.name]));
    return {
      regionNames: regionCodes.map((c) => rName.get(c) ?? c),
      industryNames: industryCodes.map((c) => iName.get(c) ?? c),
    };
  }

  private async rows(list: ProductRecord[]): Promise<ProductRow[]> {
    const ids = list.map((p) => p.shop_product_id);
    const [labels, cates] = await Promise.all([
      this.products().labelsOf(ids),
      new ShopCategoryRepository(this.deps.db.kysely).all(),
    ]);
    const cateById = new Map(cates.map((c) => [c.shop_product_cate_id, c]));
    return list.map((p) => {
      const cate = cateById.get(p.shop_product_cate_id);
      const parent = cate && cate.parent_id ? cateById.get(cate.parent_id) : undefined;
      return {
        shop_product_id: p.shop_product_id,
        shop_product_cate_id: p.shop_product_cate_id,
        cate_name: cate?.name ?? '',
        parent_cate_id: parent?.shop_product_cate_id ?? 0,
        parent_cate_name: parent?.name ?? '',
        name: p.name,
        gs_basic_counts: p.gs_basic_counts,
        sys_area_name: p.sys_area_name,
        industry: p.industry,
        year: p.year,
        source: p.source,
        ext: p.ext,
        size: p.size,
        price: fenToYuan(p.price_fen),
        status: p.status,
        is_hot: p.is_hot,
        brief: p.brief,
        labels: labels.get(p.shop_product_id) ?? [],
        filter: JSON.parse(p.filter_json) as CompanyFilter,
        created_at: p.created_at,
        updated_at: p.updated_at,
      };
    });
  }
}
