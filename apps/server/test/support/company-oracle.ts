import { activeStatuses, type CompanyFilter } from '@qishu/contract';
import type { GeneratedCompany } from '../../src/db/seed/companies/index.ts';
import { regionColumn } from '../../src/search/company-filter-query.ts';

/** What a filter means, written plainly over the generated rows: every engine must agree with it. */
export function matches(c: GeneratedCompany, f: CompanyFilter): boolean {
  const statuses: readonly string[] = f.statuses?.length ? f.statuses : activeStatuses;
  if (!statuses.includes(c.status)) return false;
  if (f.regionCodes?.length && !f.regionCodes.some((code) => c[regionColumn(code)] === code)) return false;
  if (
    f.industryCodes?.length &&
    !f.industryCodes.some((code) => c.industry_section === code || c.industry_division === code)
  )
    return false;
  if (f.capitalMin !== undefined && c.reg_capital < f.capitalMin * 10_000) return false;
  if (f.capitalMax !== undefined && c.reg_capital > f.capitalMax * 10_000) return false;
  if (
    f.capitalRanges?.length &&
    !f.capitalRanges.some(
      (r) =>
        (r.min === undefined || c.reg_capital >= r.min * 10_000) &&
        (r.max === undefined || c.reg_capital <= r.max * 10_000),
    )
  )
    return false;
  if (f.foundedFrom && c.reg_date < f.foundedFrom) return false;
  if (f.foundedTo && c.reg_date > f.foundedTo) return false;
  if (
    f.foundedRanges?.length &&
    !f.foundedRanges.some((r) => (!r.from || c.reg_date >= r.from) && (!r.to || c.reg_date <= r.to))
  )
    return false;
  if (f.types?.length && !f.types.includes(c.company_type as never)) return false;
  if (f.hasEmail && !c.email) return false;
  if (f.hasMobile && !c.mobile) return false;
  if (f.hasTel && !c.tel) return false;
  if (f.hasAnyContact && !(c.email || c.mobile || c.tel)) return false;
  if (f.hasBrand && !(c.brand_num > 0)) return false;
  if (f.hasPatent && !(c.patent_num > 0)) return false;
  if (f.hasCopyright && !(c.copyright_num > 0)) return false;
  if (f.hasSoftwareCopyright && !(c.software_copyright_num > 0)) return false;
  if (f.hasPunishment && !(c.punish_num > 0)) return false;
  if (f.hasWebsite && !(c.website_num > 0)) return false;
  if (f.hasAdminLicence && !(c.act_num > 0)) return false;
  const keyword = f.keyword?.trim().toLowerCase();
  if (keyword) {
    const texts = (f.searchRange?.length ? f.searchRange : [0]).flatMap((r) =>
      r === 0 ? [c.name] : r === 1 ? [c.scope] : r === 2 ? [c.address] : [c.legal_person, c.shareholders],
    );
    if (!texts.some((t) => t.toLowerCase().includes(keyword))) return false;
  }
  return true;
}
