import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GetShopDatasRequest } from '@qishu/contract';

/** What the mall list shows; everything lives in the address so back/forward and reload keep it. */
export interface MallQuery {
  /** top category (tab) */
  cate?: number;
  /** subcategory (left menu) */
  sub?: number;
  /** yyyy */
  year?: string;
  /** GB/T 2260 code, or -1 for 全国 */
  area?: number;
  /** GB/T 4754 section */
  industry?: string;
  hot?: 0 | 1;
  labels: number[];
  keywords?: string;
  page: number;
  /** page of the 5-per-page 高质量数据 section */
  qpage: number;
}

const positiveInt = (v: string | null): number | undefined => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseMallQuery(params: URLSearchParams): MallQuery {
  const area = Number(params.get('area'));
  const year = params.get('year') ?? '';
  const industry = params.get('industry') ?? '';
  const hot = params.get('hot');
  const keywords = (params.get('kw') ?? '').slice(0, 30);
  return {
    cate: positiveInt(params.get('cate')),
    sub: positiveInt(params.get('sub')),
    year: /^\d{4}$/.test(year) ? year : undefined,
    area: params.get('area') && Number.isInteger(area) && (area === -1 || area > 0) ? area : undefined,
    industry: /^[A-Z0-9]{1,4}$/.test(industry) ? industry : undefined,
    hot: hot === '1' ? 1 : hot === '0' ? 0 : undefined,
    labels: (params.get('label') ?? '')
      .split(',')
      .map((s) => positiveInt(s))
      .filter((n): n is number => n !== undefined),
    keywords: keywords.trim() || undefined,
    page: positiveInt(params.get('page')) ?? 1,
    qpage: positiveInt(params.get('qpage')) ?? 1,
  };
}

function toParams(q: MallQuery): URLSearchParams {
  const p = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') p.set(key, String(value));
  };
  put('cate', q.cate);
  put('sub', q.sub);
  put('year', q.year);
  put('area', q.area);
  put('industry', q.industry);
  put('hot', q.hot);
  put('label', q.labels.join(','));
  put('kw', q.keywords);
  if (q.page > 1) put('page', q.page);
  if (q.qpage > 1) put('qpage', q.qpage);
  return p;
}

/** True when anything narrows the list (then the empty text asks to try other conditions). */
export function isFiltered(q: MallQuery): boolean {
  return Boolean(
    q.cate || q.sub || q.year || q.area || q.industry || q.hot !== undefined || q.labels.length || q.keywords,
  );
}

/** The getShopDatas body of the mall list (page size added by the list). */
export function listFilters(q: MallQuery): Omit<GetShopDatasRequest, 'page' | 'pagesize'> {
  const body: Omit<GetShopDatasRequest, 'page' | 'pagesize'> = {};
  if (q.cate) body.shop_cate_id = q.cate;
  if (q.sub) body.shop_cate_id2 = q.sub;
  if (q.year) body.year = q.year;
  if (q.area) body.sys_area_id = q.area;
  if (q.industry) body.industry = q.industry;
  if (q.hot !== undefined) body.is_hot = q.hot;
  if (q.labels.length) body.label = q.labels;
  if (q.keywords) body.keywords = q.keywords;
  return body;
}

export function useMallQuery(): [MallQuery, (change: Partial<MallQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMallQuery(params), [params]);
  const update = useCallback(
    (change: Partial<MallQuery>) => {
      setParams((current) => {
        const now = parseMallQuery(current);
        // a new condition starts the list again at page 1
        const touchesFilter = Object.keys(change).some((k) => k !== 'page' && k !== 'qpage');
        return toParams({ ...now, ...(touchesFilter ? { page: 1 } : {}), ...change });
      });
    },
    [setParams],
  );
  return [query, update];
}
