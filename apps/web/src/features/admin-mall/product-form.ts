import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { CodeNode, CompanyFilter, ProductInput, ProductRow } from '@qishu/contract';
import { MallTexts } from './texts.ts';

export type FlagKey = keyof typeof MallTexts.flagLabels;
export const flagKeys = Object.keys(MallTexts.flagLabels) as FlagKey[];

/** The product form's values (antd shapes: cascader paths, a date range, switches). */
export interface ProductFormValues {
  name: string;
  shop_product_cate_id?: number;
  label_ids?: number[];
  year?: string;
  source: string;
  ext: string;
  size?: string;
  price: string;
  brief?: string;
  is_hot?: boolean;
  regions?: string[][];
  industries?: string[][];
  statuses?: NonNullable<CompanyFilter['statuses']>;
  types?: NonNullable<CompanyFilter['types']>;
  capitalMin?: number | null;
  capitalMax?: number | null;
  founded?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  searchRange?: (0 | 1 | 2 | 3)[];
  flags?: FlagKey[];
}

const lastOf = (paths: string[][] | undefined) =>
  (paths ?? []).map((p) => p[p.length - 1]).filter((c): c is string => typeof c === 'string');

/** The CompanyFilter the form's filter fields describe (empty fields are left out). */
export function filterOf(v: Partial<ProductFormValues>): CompanyFilter {
  const f: CompanyFilter = {};
  const regions = lastOf(v.regions);
  if (regions.length) f.regionCodes = regions;
  const industries = lastOf(v.industries);
  if (industries.length) f.industryCodes = industries;
  if (v.statuses?.length) f.statuses = v.statuses;
  if (v.types?.length) f.types = v.types;
  if (typeof v.capitalMin === 'number') f.capitalMin = v.capitalMin;
  if (typeof v.capitalMax === 'number') f.capitalMax = v.capitalMax;
  const [from, to] = v.founded ?? [];
  if (from) f.foundedFrom = from.format('YYYY-MM-DD');
  if (to) f.foundedTo = to.format('YYYY-MM-DD');
  const keyword = v.keyword?.trim();
  if (keyword) {
    f.keyword = keyword;
    if (v.searchRange?.length) f.searchRange = [...v.searchRange].sort();
  }
  for (const flag of v.flags ?? []) f[flag] = true;
  return f;
}

/** The request body of 新增 / 编辑 (price stays in yuan; the server stores fen). */
export function toProductInput(v: ProductFormValues): ProductInput {
  return {
    name: v.name.trim(),
    shop_product_cate_id: v.shop_product_cate_id ?? 0,
    label_ids: v.label_ids ?? [],
    year: (v.year ?? '').trim(),
    source: v.source.trim(),
    ext: v.ext.trim(),
    size: (v.size ?? '').trim(),
    price: v.price.trim(),
    brief: (v.brief ?? '').trim(),
    is_hot: v.is_hot ? 1 : 0,
    filter: filterOf(v),
  };
}

/** The path of codes from a root to `code` in a code tree (the cascader's value), or [code]. */
export function pathOf(code: string, nodes: CodeNode[]): string[] {
  for (const n of nodes) {
    if (n.code === code) return [n.code];
    const sub = n.children ? pathOf(code, n.children) : [];
    if (sub.length) return [n.code, ...sub];
  }
  return [];
}

/** Form values of a stored product. */
export function formValuesOf(
  row: ProductRow,
  trees: { regions: CodeNode[]; industries: CodeNode[] },
): ProductFormValues {
  const f = row.filter;
  const paths = (codes: string[] | undefined, tree: CodeNode[]) =>
    (codes ?? []).map((c) => {
      const p = pathOf(c, tree);
      return p.length ? p : [c];
    });
  return {
    name: row.name,
    shop_product_cate_id: row.shop_product_cate_id,
    label_ids: row.labels.map((l) => l.shop_label_id),
    year: row.year,
    source: row.source,
    ext: row.ext,
    size: row.size,
    price: row.price,
    brief: row.brief,
    is_hot: row.is_hot === 1,
    regions: paths(f.regionCodes, trees.regions),
    industries: paths(f.industryCodes, trees.industries),
    ...(f.statuses ? { statuses: f.statuses } : {}),
    ...(f.types ? { types: f.types } : {}),
    capitalMin: f.capitalMin ?? null,
    capitalMax: f.capitalMax ?? null,
    founded:
      f.foundedFrom || f.foundedTo
        ? [f.foundedFrom ? dayjs(f.foundedFrom) : null, f.foundedTo ? dayjs(f.foundedTo) : null]
        : null,
    keyword: f.keyword ?? '',
    searchRange: f.searchRange ?? [],
    flags: flagKeys.filter((k) => f[k] === true),
  };
}
