import {
  customCapitalError,
  DEFAULT_SEARCH_RANGE,
  KEYWORD_MAX,
  PreciseMessages,
  REG_AMOUNT_CUSTOM,
  REG_DATE_CUSTOM,
  searchRangeOptions,
  type AccurateScreeningRequest,
  type SearchConditionGroup,
} from '@qishu/contract';

/**
 * The state of step 0 (填写条件) and its mapping to AccurateScreening (data-shop.md §3 "Precise
 * search parameters", §5 "Precise search"). Pure code: the component keeps a `Conditions` value.
 */
export interface Conditions {
  keyword: string;
  /** chosen values by group field: option values ('index|label' or a code) or flag parameter names */
  picks: Record<string, string[]>;
  /** cascader paths of the chosen regions (province / city / district codes) */
  regions: (string | number)[][];
  /** industry codes */
  industries: string[];
  /** custom capital bounds in 万元, digits only */
  lowAmount: string;
  highAmount: string;
  /** custom founding dates, YYYY-MM-DD */
  dates: [string, string] | null;
}

/** The keyword's search_range checkboxes ('index|label', §3); the keyword is their only user. */
export const SEARCH_RANGE_FIELD = 'search_range';
export const searchRangeValues = searchRangeOptions.map((label, i) => ({ value: `${i}|${label}`, label }));

/** A fresh form: the keyword searches company names unless the user picks other ranges (shown checked). */
export const emptyConditions: Conditions = {
  keyword: '',
  picks: { [SEARCH_RANGE_FIELD]: DEFAULT_SEARCH_RANGE.map((i) => searchRangeValues[i]!.value) },
  regions: [],
  industries: [],
  lowAmount: '',
  highAmount: '',
  dates: null,
};

const indexOf = (value: string) => Number(value.split('|')[0]);

/** The custom option of a group (自定义注册资本, 自定义成立时间), or null. */
export function customKind(field: string, value: string): 'capital' | 'date' | null {
  if (field === 'reg_amount' && indexOf(value) === REG_AMOUNT_CUSTOM) return 'capital';
  if (field === 'reg_date' && indexOf(value) === REG_DATE_CUSTOM) return 'date';
  return null;
}

const picked = (c: Conditions, field: string) => c.picks[field] ?? [];
export const customCapitalOn = (c: Conditions) =>
  picked(c, 'reg_amount').some((v) => customKind('reg_amount', v) === 'capital');
export const customDateOn = (c: Conditions) =>
  picked(c, 'reg_date').some((v) => customKind('reg_date', v) === 'date');

/**
 * Clicking an option: multiple groups toggle it; a single-choice group (the contact choice, §3
 * "mutually exclusive") keeps only it, or nothing when it was the one chosen. Unchecking a custom
 * option clears its values (§5).
 */
export function toggle(
  c: Conditions,
  group: Pick<SearchConditionGroup, 'field' | 'multiple'>,
  value: string,
) {
  const before = picked(c, group.field);
  const on = before.includes(value);
  const after = on ? before.filter((v) => v !== value) : group.multiple ? [...before, value] : [value];
  const next: Conditions = { ...c, picks: { ...c.picks, [group.field]: after } };
  for (const gone of before.filter((v) => !after.includes(v))) {
    const kind = customKind(group.field, gone);
    if (kind === 'capital') Object.assign(next, { lowAmount: '', highAmount: '' });
    if (kind === 'date') next.dates = null;
  }
  return next;
}

/** Whether anything is chosen (search_range alone is not a condition, as on the server). */
export function anythingChosen(c: Conditions): boolean {
  return (
    c.keyword.trim() !== '' ||
    c.regions.length > 0 ||
    c.industries.length > 0 ||
    Object.entries(c.picks).some(([field, values]) => field !== SEARCH_RANGE_FIELD && values.length > 0)
  );
}

export const keywordError = (keyword: string) =>
  Array.from(keyword.trim()).length > KEYWORD_MAX ? PreciseMessages.keywordTooLong : null;

/** The first §5 rule step 0 breaks, in the order the user meets them; null when the search may run. */
export function conditionsError(c: Conditions): string | null {
  if (!anythingChosen(c)) return PreciseMessages.nothingChosen;
  const keyword = keywordError(c.keyword);
  if (keyword) return keyword;
  if (customCapitalOn(c)) {
    const capital = customCapitalError(c.lowAmount, c.highAmount);
    if (capital) return capital;
  }
  if (customDateOn(c) && (!c.dates || c.dates[0] > c.dates[1])) return PreciseMessages.dateRange;
  return null;
}

/** Step 0 → the AccurateScreening body. */
export function toRequest(
  c: Conditions,
  groups: readonly SearchConditionGroup[],
  sysUserId: number | undefined,
): AccurateScreeningRequest {
  const keyword = c.keyword.trim();
  const body: Record<string, unknown> = {
    keyword,
    search_range: keyword ? picked(c, SEARCH_RANGE_FIELD) : [],
    sys_area_id: [...new Set(c.regions.map((path) => String(path.at(-1))))],
    sys_industry_id: c.industries,
  };
  for (const group of groups) {
    if (group.field === SEARCH_RANGE_FIELD) continue;
    const values = picked(c, group.field);
    if (group.kind === 'option') body[group.field] = values;
    else for (const name of values) body[name] = 1;
  }
  if (customCapitalOn(c)) Object.assign(body, { low_amount: c.lowAmount, high_amount: c.highAmount });
  if (customDateOn(c) && c.dates) Object.assign(body, { start_date: c.dates[0], end_date: c.dates[1] });
  if (sysUserId !== undefined) body['sys_user_id'] = sysUserId;
  return body as AccurateScreeningRequest;
}
