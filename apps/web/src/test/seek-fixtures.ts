import {
  ageBands,
  capitalBands,
  seekFlags,
  type RecentView,
  type SeekResult,
  type SeekRow,
  type Suggestion,
} from '@qishu/contract';

/** Fixtures of the data-search page /data/seek (issue 15). */

export const SEEK_SEARCH = '/api/admin/Enterprise/conditionSearch';
export const SEEK_SUGGEST = '/api/admin/Enterprise/searchSuggest';
export const SEEK_RECENT = '/api/admin/Enterprise/recentViews';

export function seekRow(over: Partial<SeekRow> = {}): SeekRow {
  return {
    company_id: 42,
    name: '深圳华瑞科技有限公司',
    status: '存续',
    company_type: '有限责任公司',
    legal_person_id: 7,
    legal_person_name: '林晓峰',
    reg_capital: 5_000_000,
    reg_currency: '人民币',
    reg_date: '2015-06-18',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    industry_division_name: '软件和信息技术服务业',
    tel: '0755-26881234',
    mobile: '13812345678',
    email: 'linxf@hrkj.com.cn',
    contact_visible: true,
    match: null,
    ...over,
  };
}

export function seekFacets(over: Partial<SeekResult['facets']> = {}): SeekResult['facets'] {
  return {
    region: [
      { value: '440000', label: '广东省', count: 12_345 },
      { value: '330000', label: '浙江省', count: 2_345 },
    ],
    industry: [
      { value: 'I', label: '信息传输、软件和信息技术服务业', count: 5_000 },
      { value: 'C', label: '制造业', count: 4_000 },
    ],
    capital: capitalBands.map((b, i) => ({ value: b.key, label: b.label, count: 100 * (i + 1) })),
    age: ageBands.map((b, i) => ({ value: b.key, label: b.label, count: 10 * (i + 1) })),
    status: [
      { value: '存续', label: '存续', count: 10_000 },
      { value: '注销', label: '注销', count: 0 },
    ],
    type: [{ value: '有限责任公司', label: '有限责任公司', count: 9_000 }],
    flags: seekFlags.map((f) => ({ value: f.key, label: f.label, count: 3 })),
    ...over,
  };
}

export function seekResult(over: Partial<SeekResult> = {}): SeekResult {
  return {
    total: 12_345,
    list: [seekRow()],
    facets: seekFacets(),
    region_path: [],
    industry_path: [],
    ...over,
  };
}

export function suggestion(over: Partial<Suggestion> = {}): Suggestion {
  return {
    company_id: 42,
    name: '深圳华瑞科技有限公司',
    status: '存续',
    legal_person_name: '林晓峰',
    former_name: null,
    ...over,
  };
}

export function recentView(company_id: number, name: string): RecentView {
  return { company_id, name, status: '存续', legal_person_name: '王敏', viewed_at: '2026-11-26 10:05:00' };
}
