import type { Executor } from '../db/executor.ts';

/**
 * The regions and industries a product's data covers, as indexed rows (shop_product_scope), so the
 * shop's region/industry filter is one indexed EXISTS instead of parsing every product's filter.
 *
 * A region code is stored at each of its levels: 440305 → 44, 4403, 440305 (a province-wide 440000 →
 * 44). The filter asks for the area's own level (440000 → 44, 440300 → 4403), so "product region
 * starts with the area" becomes an exact match.
 */

export type ScopeRow = { kind: 'region' | 'industry'; code: string };

/** A GB/T 2260 code without its trailing 00 pairs: 440000 → 44, 440300 → 4403. */
export function areaLevelCode(code: string): string {
  return code.replace(/(00)+$/, '');
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((x) => typeof x === 'string') ? (value as string[]) : undefined;
}

/** The scope rows of a product: its filter's regions and industries (or the single ones it names). */
export function scopeRowsOf(product: {
  filter_json: string;
  sys_area_id: string | null;
  industry_code: string | null;
}): ScopeRow[] {
  let filter: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(product.filter_json) as unknown;
    if (parsed && typeof parsed === 'object') filter = parsed as Record<string, unknown>;
  } catch {
    // a broken filter covers nothing in particular: the product is nationwide, all industries
  }
  const regions = stringList(filter.regionCodes) ?? (product.sys_area_id ? [product.sys_area_id] : []);
  const industries =
    stringList(filter.industryCodes) ?? (product.industry_code ? [product.industry_code] : []);
  const rows = new Map<string, ScopeRow>();
  for (const region of regions) {
    const level = areaLevelCode(region);
    for (let n = 2; n <= level.length; n += 2) {
      const code = level.slice(0, n);
      rows.set(`region:${code}`, { kind: 'region', code });
    }
  }
  for (const code of industries) rows.set(`industry:${code}`, { kind: 'industry', code });
  return [...rows.values()];
}

/** Replaces a product's scope rows (inside the caller's transaction). */
export async function writeProductScope(
  db: Executor,
  productId: number,
  product: { filter_json: string; sys_area_id: string | null; industry_code: string | null },
): Promise<void> {
  await db.deleteFrom('shop_product_scope').where('shop_product_id', '=', productId).execute();
  const rows = scopeRowsOf(product).map((r) => ({ shop_product_id: productId, ...r }));
  if (rows.length) await db.insertInto('shop_product_scope').values(rows).execute();
}
