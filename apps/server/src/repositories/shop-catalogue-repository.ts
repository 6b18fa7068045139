import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reads of the shop catalogue: categories, labels, the region tree and the industry list. */
export class ShopCatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Categories in use (status 1), ordered as the back-office orders them. */
  categories(parentId?: number) {
    let q = this.db
      .selectFrom('shop_product_cate')
      .select(['shop_product_cate_id', 'parent_id', 'name', 'brief'])
      .where('status', '=', 1);
    if (parentId !== undefined) q = q.where('parent_id', '=', parentId);
    return q.orderBy('orders').orderBy('shop_product_cate_id').execute();
  }

  category(id: number) {
    return this.db
      .selectFrom('shop_product_cate')
      .select(['shop_product_cate_id', 'parent_id'])
      .where('shop_product_cate_id', '=', id)
      .where('status', '=', 1)
      .executeTakeFirst();
  }

  labels() {
    return this.db
      .selectFrom('shop_label')
      .select(['shop_label_id', 'label_name'])
      .orderBy('orders')
      .orderBy('shop_label_id')
      .execute();
  }

  /** GB/T 4754 sections (level 1). */
  industrySections() {
    return this.db
      .selectFrom('industry')
      .select(['code', 'name'])
      .where('level', '=', 1)
      .orderBy('code')
      .execute();
  }

  /** Provinces, cities and districts, ordered by code (parents before children). */
  regions() {
    return this.db
      .selectFrom('region')
      .select(['code', 'name', 'parent_code', 'level'])
      .where('level', '<=', 3)
      .orderBy('level')
      .orderBy('code')
      .execute();
  }
}

/**
 * Ids of the products whose data lies in a region and/or an industry, read from each product's
 * filter (the truth about its data; sys_area_id and industry_code only hold a single code).
 * - areaCode '-1' (全国): products without a region restriction;
 * - another GB/T 2260 code: products with at least one region inside it (a province's code takes
 *   its cities and districts; a multi-region product such as 珠三角 counts under each of its regions);
 * - industryCode: a section letter takes the section and its divisions; a division itself.
 * The catalogue is small (products are curated), so the scan is cheap.
 */
export async function productIdsInScope(
  db: Kysely<Database>,
  scope: { areaCode?: string | undefined; industryCode?: string | undefined },
): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_product')
    .select(['shop_product_id', 'filter_json', 'sys_area_id', 'industry_code'])
    .execute();
  let industryCodes: Set<string> | null = null;
  if (scope.industryCode) {
    const code = scope.industryCode;
    const divisions = /^[A-Z]$/.test(code)
      ? await db.selectFrom('industry').select('code').where('parent_code', '=', code).execute()
      : [];
    industryCodes = new Set([code, ...divisions.map((d) => d.code)]);
  }
  const areaPrefix =
    scope.areaCode && scope.areaCode !== '-1' ? scope.areaCode.replace(/(00)+$/, '') : undefined;
  return rows
    .filter((row) => {
      const filter = parseFilter(row.filter_json);
      const regions = filter.regionCodes ?? (row.sys_area_id ? [row.sys_area_id] : []);
      const industries = filter.industryCodes ?? (row.industry_code ? [row.industry_code] : []);
      if (scope.areaCode === '-1' && regions.length > 0) return false;
      if (areaPrefix !== undefined && !regions.some((r) => r.startsWith(areaPrefix))) return false;
      if (industryCodes && !industries.some((c) => industryCodes.has(c))) return false;
      return true;
    })
    .map((row) => row.shop_product_id);
}

function parseFilter(json: string): { regionCodes?: string[]; industryCodes?: string[] } {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object') return {};
    const { regionCodes, industryCodes } = value as Record<string, unknown>;
    const strings = (v: unknown) =>
      Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined;
    const out: { regionCodes?: string[]; industryCodes?: string[] } = {};
    const r = strings(regionCodes);
    const i = strings(industryCodes);
    if (r?.length) out.regionCodes = r;
    if (i?.length) out.industryCodes = i;
    return out;
  } catch {
    return {};
  }
}
