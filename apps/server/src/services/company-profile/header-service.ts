import {
  CompanyProfileMessages as M,
  ipKinds,
  licenceKinds,
  riskKinds,
  type CompanyHeader,
  type ProfileCounts,
} from '@qishu/contract';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { COUNT_COLUMNS } from '../../repositories/company-profile/profile-header-repository.ts';
import { notFound } from '../../shared/errors.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { companyTags } from './company-tags.ts';
import { contactVisible, shownContact } from './contact-visibility.ts';
import type { ProfileRepositories } from './repositories.ts';

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The header statement's count columns as the contract's counts. */
function countsOf(countOf: (alias: string) => number): ProfileCounts {
  const counts: ProfileCounts = {
    shareholders: 0,
    people: 0,
    investments: 0,
    branches: 0,
    changes: 0,
    risks: zeroes(riskKinds),
    ip: zeroes(ipKinds),
    annual_reports: 0,
    licences: zeroes(licenceKinds),
    contacts: 0,
  };
  for (const col of COUNT_COLUMNS) {
    const n = countOf(col.alias);
    if (col.part === 'risks' || col.part === 'ip' || col.part === 'licences') {
      (counts[col.part] as Record<string, number>)[col.kind] = n;
    } else {
      counts[col.part] = n;
    }
  }
  return counts;
}

/**
 * The profile header (/admin/Detail/getBaseInfo/{id}): the company with its names, legal
 * representative, former names, contacts (masked unless the caller may see them), tags, latest
 * annual figures and every section count — two statements, side by side.
 */
export function createHeaderService(repos: ProfileRepositories, now: Clock) {
  return {
    async header(auth: AuthContext, companyId: number): Promise<CompanyHeader> {
      if (companyId > MAX_ROW_ID) throw notFound(M.notFound);
      const [found, lists] = await Promise.all([
        repos.header.header(companyId),
        repos.header.lists(companyId, shanghaiDate(now())),
      ]);
      if (!found) throw notFound(M.notFound);
      const { row: c, countOf } = found;
      const counts = countsOf(countOf);
      const visible = contactVisible(auth);
      const regCapital = Number(c.reg_capital);
      const report =
        counts.annual_reports > 0 ? { employees: c.employees, revenue_band: c.revenue_band } : undefined;
      return {
        company_id: c.company_id,
        name: c.name,
        status: c.status,
        ccode: c.ccode,
        company_type: c.company_type,
        legal_person:
          c.legal_id !== null && c.legal_name !== null ? { person_id: c.legal_id, name: c.legal_name } : null,
        legal_person_name: c.legal_person,
        reg_capital: regCapital,
        reg_currency: c.reg_currency,
        reg_date: c.reg_date,
        address: c.address,
        scope: c.scope,
        province: c.province ?? '',
        city: c.city ?? '',
        district: c.district ?? '',
        district_code: c.district_code,
        industry_section: c.industry_section,
        industry_section_name: c.industry_section_name ?? '',
        industry_division: c.industry_division,
        industry_division_name: c.industry_division_name ?? '',
        former_names: lists.formerNames,
        tel: shownContact('tel', c.tel, visible),
        mobile: shownContact('mobile', c.mobile, visible),
        email: shownContact('email', c.email, visible),
        website: c.website,
        contact_visible: visible,
        tags: companyTags({
          validQualifications: lists.qualifications,
          latestReport: report,
          regCapital,
          branches: counts.branches,
        }),
        employees: c.employees === null ? null : Number(c.employees),
        insured: c.insured === null ? null : Number(c.insured),
        counts,
        has_map: c.lng !== null && c.lat !== null,
      };
    },
  };
}
