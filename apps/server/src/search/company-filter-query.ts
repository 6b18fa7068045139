import { activeStatuses, type CompanyFilter } from '@qishu/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contains } from '../shared/text-match.ts';

type CompanyQuery<O> = SelectQueryBuilder<Database, 'company', O>;
type Eb = ExpressionBuilder<Database, 'company'>;

/** Which region column a GB/T 2260 code filters: XX0000 province, XXYY00 city, else district. */
export function regionColumn(code: string): 'province_code' | 'city_code' | 'district_code' {
  if (code.endsWith('0000')) return 'province_code';
  if (code.endsWith('00')) return 'city_code';
  return 'district_code';
}

const YUAN_PER_WAN = 10_000;

const countFlags = {
  hasBrand: 'brand_num',
  hasPatent: 'patent_num',
  hasCopyright: 'copyright_num',
  hasSoftwareCopyright: 'software_copyright_num',
  hasPunishment: 'punish_num',
  hasAdminLicence: 'act_num',
  hasWebsite: 'website_num',
} as const;

const keywordColumns = {
  0: ['name'],
  1: ['scope'],
  2: ['address'],
  3: ['legal_person', 'shareholders'],
} as const;

/**
 * Applies a CompanyFilter as WHERE clauses. A plain, portable compilation; the search engines
 * answer the keyword part from their text indexes behind the same filter shape.
 */
export function applyCompanyFilter<O>(qb: CompanyQuery<O>, f: CompanyFilter): CompanyQuery<O> {
  let q = qb;
  const statuses = f.statuses?.length ? f.statuses : [...activeStatuses];
  q = q.where('status', 'in', statuses);
  if (f.regionCodes?.length) {
    const codes = f.regionCodes;
    q = q.where((eb: Eb) => eb.or(codes.map((code) => eb(regionColumn(code), '=', code))));
  }
  if (f.industryCodes?.length) {
    const sections = f.industryCodes.filter((c) => /^[A-T]$/.test(c));
    const divisions = f.industryCodes.filter((c) => /^\d{2}$/.test(c));
    q = q.where((eb: Eb) =>
      eb.or([
        ...(sections.length ? [eb('industry_section', 'in', sections)] : []),
        ...(divisions.length ? [eb('industry_division', 'in', divisions)] : []),
      ]),
    );
  }
  if (f.capitalMin !== undefined) q = q.where('reg_capital', '>=', Math.round(f.capitalMin * YUAN_PER_WAN));
  if (f.capitalMax !== undefined) q = q.where('reg_capital', '<=', Math.round(f.capitalMax * YUAN_PER_WAN));
  if (f.capitalRanges?.length) {
    const ranges = f.capitalRanges;
    q = q.where((eb: Eb) =>
      eb.or(
        ranges.map((r) =>
          eb.and([
            ...(r.min !== undefined ? [eb('reg_capital', '>=', Math.round(r.min * YUAN_PER_WAN))] : []),
            ...(r.max !== undefined ? [eb('reg_capital', '<=', Math.round(r.max * YUAN_PER_WAN))] : []),
          ]),
        ),
      ),
    );
  }
  if (f.foundedFrom) q = q.where('reg_date', '>=', f.foundedFrom);
  if (f.foundedTo) q = q.where('reg_date', '<=', f.foundedTo);
  if (f.foundedRanges?.length) {
    const ranges = f.foundedRanges;
    q = q.where((eb: Eb) =>
      eb.or(
        ranges.map((r) =>
          eb.and([
            ...(r.from !== undefined ? [eb('reg_date', '>=', r.from)] : []),
            ...(r.to !== undefined ? [eb('reg_date', '<=', r.to)] : []),
          ]),
        ),
      ),
    );
  }
  if (f.types?.length) q = q.where('company_type', 'in', f.types);
  if (f.hasEmail) q = q.where('email', 'is not', null);
  if (f.hasMobile) q = q.where('mobile', 'is not', null);
  if (f.hasTel) q = q.where('tel', 'is not', null);
  if (f.hasAnyContact) {
    q = q.where((eb: Eb) =>
      eb.or([eb('email', 'is not', null), eb('mobile', 'is not', null), eb('tel', 'is not', null)]),
    );
  }
  for (const [flag, column] of Object.entries(countFlags) as [
    keyof typeof countFlags,
    (typeof countFlags)[keyof typeof countFlags],
  ][]) {
    if (f[flag]) q = q.where(column, '>', 0);
  }
  const keyword = f.keyword?.trim();
  if (keyword) {
    const ranges = f.searchRange?.length ? f.searchRange : ([0] as const);
    const columns = ranges.flatMap((r) => keywordColumns[r]);
    q = q.where((eb: Eb) => eb.or(columns.map((col) => contains(col, keyword))));
  }
  return q;
}
