import { EMAIL_PATTERN } from './identity/patterns.ts';
import { IdentityMessages } from './identity/messages.ts';

// the precise search's paths, texts, limits, option lists and the checks a page applies as the user
// types, apart from its schemas: a page that only shows them (我的数据 → 精准查询) loads no zod

export { PrecisePaths } from './precise-paths.ts';

/** Every message of §5 for the precise search and its export step, verbatim unless marked "ours". */
export const PreciseMessages = {
  /** step 0 "next" while nothing is chosen */
  nothingChosen: '请先选择筛选条件',
  keywordTooLong: '关键词最多只能输入30个字符',
  /** custom capital (option 4) without a usable bound; a lone 0 bound counts as none */
  customCapitalRequired: '自定义注册资本必填',
  /** upper ≤ lower, including both bounds 0 */
  capitalOrder: '后面的金额，必须大于前面的金额',
  /** an amount of more than 16 digits (the input cuts it and shows this for 5 s) */
  amountTooLong: '可输入最大金额长度：16',
  /** custom founding date (option 6) without both dates, or start after end */
  dateRange: '请选择正确的注册时间范围',
  /** ours: §3 says the contact choice is mutually exclusive but gives no text */
  contactExclusive: '联系方式只能选择一项（有邮箱、有手机、有固话、有联系方式）',
  /** ours: an amount that is not a whole number of 万元 */
  amountInvalid: '注册资本请输入整数金额（万元）',
  /** ours: an option that is not in the list */
  optionInvalid: '筛选条件不正确，请重新选择',
  /** ours: more regions than REGIONS_MAX (a province covers its cities: choose it instead) */
  tooManyRegions: '地区最多选择300个，可直接选择上级地区',
  /** ours: more industries than INDUSTRIES_MAX */
  tooManyIndustries: '行业最多选择120个',
  /** export step: empty count (checked on blur) */
  countRequired: '请输入导出数量',
  /** export step: the search found nothing */
  foundNothing: '当前搜索到0家企业，请更换条件后再导出',
  /** e-mail empty (mall export and wizard alike) */
  emailRequired: '请输入邮箱',
  /** e-mail wrong, mall export: answer of the server check getemailInfo */
  emailInvalid: IdentityMessages.emailInvalid,
  /** e-mail wrong, precise wizard: checked by the standard pattern on change */
  emailInvalidWizard: '请输入正确的邮箱！',
  /** the price of the count is below min_price (precise flow rejects, does not round up) */
  belowMinimum: '订单金额不能小于1元,请重新填写导出数量',
  /** final step */
  sendSuccess: '数据发送成功',
  sendFailed: '数据发送失败！',
} as const;

/** §9 */
export const KEYWORD_MAX = 30;
export const AMOUNT_MAX_DIGITS = 16;
/** §9: the 16-digit warning stays 5 s; the price is refreshed 300 ms after the count changes */
export const AMOUNT_WARNING_MS = 5000;
export const PRICE_REFRESH_MS = 300;
export const CONDITION_TEXT_MAX = 120;
export const PREVIEW_ROWS = 10;
/** ours: list bounds of the search parameters (GB/T 4754 has 20 sections and 97 divisions) */
export const REGIONS_MAX = 300;
export const INDUSTRIES_MAX = 120;

/** search_range: where the keyword is looked for; stored as 'index|label' (§3). */
export const searchRangeOptions = ['企业名称', '经营范围', '企业地址', '法人/股东'] as const;
/** Without a search_range the keyword searches the company name (ours; the spec leaves it open). */
export const DEFAULT_SEARCH_RANGE = [0] as const;

/**
 * Registered capital options in 万元; index 4 is the custom range (low_amount/high_amount). The spec
 * fixes only the custom index: the labels and bounds below are ours. Bounds are inclusive
 * and null means open.
 */
export const regAmountOptions = [
  { label: '100万以内', min: 0, max: 100 },
  { label: '100-500万', min: 100, max: 500 },
  { label: '500-1000万', min: 500, max: 1000 },
  { label: '1000万以上', min: 1000, max: null },
  { label: '自定义', min: null, max: null },
] as const;
export const REG_AMOUNT_CUSTOM = 4;

/**
 * Founding-date options as company age in years; index 6 is the custom range (start_date/end_date).
 * The spec fixes only the custom index: the labels and ages are ours.
 */
export const regDateOptions = [
  { label: '1年内', minYears: 0, maxYears: 1 },
  { label: '1-3年', minYears: 1, maxYears: 3 },
  { label: '3-5年', minYears: 3, maxYears: 5 },
  { label: '5-10年', minYears: 5, maxYears: 10 },
  { label: '10-15年', minYears: 10, maxYears: 15 },
  { label: '15年以上', minYears: 15, maxYears: null },
  { label: '自定义', minYears: null, maxYears: null },
] as const;
export const REG_DATE_CUSTOM = 6;

/** The contact choice: at most one of these (§3). have_all = has any contact. */
export const contactFlags = ['have_email', 'have_mobile', 'have_tel', 'have_all'] as const;
/** The other has-X flags (a count > 0 of the thing). */
export const countFlags = [
  'brand_num',
  'patent',
  'punish_num',
  'website_num',
  'copyright_wnum',
  'copyright_num',
  'act_num',
] as const;
export type ContactFlag = (typeof contactFlags)[number];
export type CountFlag = (typeof countFlags)[number];

/** Labels for the flags (search_text / the option groups). */
export const flagLabels: Record<ContactFlag | CountFlag, string> = {
  have_email: '有邮箱',
  have_mobile: '有手机',
  have_tel: '有固话',
  have_all: '有联系方式',
  brand_num: '有商标',
  patent: '有专利',
  punish_num: '有行政处罚',
  website_num: '有网站',
  copyright_wnum: '有作品著作权',
  copyright_num: '有软件著作权',
  act_num: '有行政许可',
};

/**
 * The §5 rules of the custom capital range (both in 万元, '' = not given), in this order: length
 * (more than 16 digits), form (whole numbers), at least one non-zero bound (a lone 0 counts as none →
 * 自定义注册资本必填), then upper > lower when both are given (both 0 → 后面的金额…). Null when valid.
 */
export function customCapitalError(low: string, high: string): string | null {
  for (const v of [low, high]) {
    if (v.replace(/\D/g, '').length > AMOUNT_MAX_DIGITS) return PreciseMessages.amountTooLong;
    if (v !== '' && !/^\d+$/.test(v)) return PreciseMessages.amountInvalid;
  }
  if (low === '' && high === '') return PreciseMessages.customCapitalRequired;
  if (low !== '' && high !== '') {
    return BigInt(high) > BigInt(low) ? null : PreciseMessages.capitalOrder;
  }
  const single = low !== '' ? low : high;
  return BigInt(single) === 0n ? PreciseMessages.customCapitalRequired : null;
}

/**
 * Export count input (§5): digits only, leading zeros dropped, capped at the found count; 0 (or a
 * search that found nothing) gives ''.
 */
export function clampExportCount(input: string, found: number): string {
  const digits = input.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '' || found <= 0) return '';
  if (digits.length > String(Math.floor(found)).length || Number(digits) > found) {
    return String(Math.floor(found));
  }
  return digits;
}

/** Export count on blur (§5): found nothing wins over an empty count. Null when fine. */
export function exportCountError(count: string | number | null | undefined, found: number): string | null {
  if (found <= 0) return PreciseMessages.foundNothing;
  const text = count === null || count === undefined ? '' : String(count).trim();
  if (text === '' || !/^\d+$/.test(text) || Number(text) === 0) return PreciseMessages.countRequired;
  return null;
}

/** The capital input (§5): digits only, cut to 16; tooLong says to show 可输入最大金额长度：16 (5 s). */
export function capAmountInput(value: string): { value: string; tooLong: boolean } {
  const digits = value.replace(/\D/g, '');
  const tooLong = digits.length > AMOUNT_MAX_DIGITS;
  return { value: digits.slice(0, AMOUNT_MAX_DIGITS), tooLong };
}

/** Condition text in lists (§9): at most 120 characters, then an ellipsis. */
export function conditionText(text: string): string {
  const chars = Array.from(text);
  return chars.length > CONDITION_TEXT_MAX ? `${chars.slice(0, CONDITION_TEXT_MAX).join('')}…` : text;
}

/* The wizard's "standard pattern" for the e-mail (§5) is EMAIL_PATTERN of identity/patterns.ts. */

/** E-mail of the wizard, checked on change: 请输入邮箱 / 请输入正确的邮箱！ / null. */
export function wizardEmailError(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  if (text === '') return PreciseMessages.emailRequired;
  return text.length <= 100 && EMAIL_PATTERN.test(text) ? null : PreciseMessages.emailInvalidWizard;
}
