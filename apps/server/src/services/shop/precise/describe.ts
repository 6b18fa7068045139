import {
  DEFAULT_STATUSES,
  contactFlags,
  countFlags,
  flagLabels,
  regAmountOptions,
  regDateOptions,
  REG_AMOUNT_CUSTOM,
  REG_DATE_CUSTOM,
  searchRangeOptions,
  type AccurateScreeningParams,
} from '@qishu/contract';

/** One line of a saved search as the buyer reads it (§3 search_arr). */
export interface SearchItem {
  title: string;
  value: string;
}

const LIST = '、';
const unique = <T>(values: readonly T[]) => [...new Set(values)];
const sorted = (values: readonly number[]) => unique(values).sort((a, b) => a - b);

/** The custom capital range as text: "自定义 50-200万", "自定义 50万以上", "自定义 200万以下". */
function customCapital(low: string, high: string): string {
  const l = low.replace(/^0+(?=\d)/, '');
  const h = high.replace(/^0+(?=\d)/, '');
  if (l !== '' && h !== '') return `自定义 ${l}-${h}万`;
  return l !== '' ? `自定义 ${l}万以上` : `自定义 ${h}万以下`;
}

/**
 * The human-readable condition of a precise search (§3 search_text and search_arr): one title/value
 * pair per chosen group, regions and industries by their names from the reference tables (in the
 * order chosen). Names must hold every code of the request (the service checks that first).
 */
export function describeSearch(
  req: AccurateScreeningParams,
  names: { regions: Map<string, string>; industries: Map<string, string> },
): { search_arr: SearchItem[]; search_text: string } {
  const items: SearchItem[] = [];
  const add = (title: string, values: readonly string[]) => {
    if (values.length) items.push({ title, value: values.join(LIST) });
  };
  if (req.keyword !== '') {
    add('关键词', [req.keyword]);
    const ranges = req.search_range.length ? sorted(req.search_range) : [0];
    add(
      '搜索范围',
      ranges.map((i) => searchRangeOptions[i]!),
    );
  }
  add(
    '地区',
    unique(req.sys_area_id).map((c) => names.regions.get(c) ?? c),
  );
  add(
    '行业',
    unique(req.sys_industry_id).map((c) => names.industries.get(c) ?? c),
  );
  const capital: string[] = sorted(req.reg_amount)
    .filter((i) => i !== REG_AMOUNT_CUSTOM)
    .map((i) => regAmountOptions[i]!.label);
  if (req.reg_amount.includes(REG_AMOUNT_CUSTOM) && (req.low_amount !== '' || req.high_amount !== '')) {
    capital.push(customCapital(req.low_amount, req.high_amount));
  }
  add('注册资本', capital);
  const founded: string[] = sorted(req.reg_date)
    .filter((i) => i !== REG_DATE_CUSTOM)
    .map((i) => regDateOptions[i]!.label);
  if (req.reg_date.includes(REG_DATE_CUSTOM) && req.start_date !== '' && req.end_date !== '') {
    founded.push(`自定义 ${req.start_date}至${req.end_date}`);
  }
  add('成立年限', founded);
  add('经营状态', req.status.length ? unique(req.status) : [`${DEFAULT_STATUSES.join(LIST)}（默认）`]);
  add('企业类型', unique(req.types));
  add(
    '联系方式',
    contactFlags.filter((f) => req[f]).map((f) => flagLabels[f]),
  );
  add(
    '更多筛选',
    countFlags.filter((f) => req[f]).map((f) => flagLabels[f]),
  );
  return { search_arr: items, search_text: items.map((i) => `${i.title}: ${i.value}`).join('; ') };
}

/** "精准查询-广东省、深圳市 100-500万…": the order's name from its condition (at most 100 characters). */
export function orderNameOf(items: readonly SearchItem[]): string {
  const chosen = items.filter((i) => i.title !== '搜索范围' && !i.value.endsWith('（默认）'));
  const text = (chosen.length ? chosen : items).map((i) => i.value).join(' ');
  const chars = Array.from(text);
  const short = chars.length > 30 ? `${chars.slice(0, 30).join('')}…` : text;
  return `精准查询-${short}`;
}
