import { revenueBands } from '@qishu/contract';

/** Tags a valid qualification gives: a qualification whose name contains the tag (专精特新中小企业 → 专精特新). */
export const QUALIFICATION_TAGS = ['高新技术企业', '专精特新', '科技型中小企业'] as const;
export const SMALL_MICRO_TAG = '小微企业';
export const BRANCHES_TAG = '有分支机构';

/**
 * 小微企业, defined here once. The official line (工信部联企业〔2011〕300号) differs by industry;
 * we draw one line for every industry from what the registry publishes: the latest annual report
 * shows fewer than 100 employees and revenue below 5000万 (its band ends at or under 5000万).
 * A figure the report leaves out does not count against the company; a company without a report
 * (or whose report leaves both out) is judged by its registered capital: under 1000万.
 */
const SMALL_STAFF_BELOW = 100;
const SMALL_CAPITAL_BELOW_YUAN = 10_000_000;
/** the bands below 5000万: every band before '5000万-1亿' */
const SMALL_REVENUE_BANDS = new Set<string>(revenueBands.slice(0, revenueBands.indexOf('5000万-1亿')));

export interface LatestReport {
  employees: number | null;
  revenue_band: string | null;
}

export function isSmallMicro(report: LatestReport | undefined, regCapitalYuan: number): boolean {
  if (report && (report.employees !== null || report.revenue_band !== null)) {
    const staffSmall = report.employees === null || report.employees < SMALL_STAFF_BELOW;
    const revenueSmall = report.revenue_band === null || SMALL_REVENUE_BANDS.has(report.revenue_band);
    return staffSmall && revenueSmall;
  }
  return regCapitalYuan < SMALL_CAPITAL_BELOW_YUAN;
}

/**
 * The header's tags, in a fixed order: qualifications (高新技术企业, 专精特新, 科技型中小企业), 小微企业,
 * 有分支机构. The status (存续, 注销 …) is the header's status tag, not one of these.
 */
export function companyTags(input: {
  validQualifications: readonly string[];
  latestReport: LatestReport | undefined;
  regCapital: number;
  branches: number;
}): string[] {
  const tags: string[] = QUALIFICATION_TAGS.filter((t) =>
    input.validQualifications.some((name) => name.includes(t)),
  );
  if (isSmallMicro(input.latestReport, input.regCapital)) tags.push(SMALL_MICRO_TAG);
  if (input.branches > 0) tags.push(BRANCHES_TAG);
  return tags;
}
