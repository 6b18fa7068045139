import {
  CompanyProfileMessages as M,
  ipKinds,
  licenceKinds,
  riskKinds,
  type CompanyHeader,
  type ProfileCounts,
} from '@qishu/contract';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { countsFromRow } from '../../repositories/company-profile/profile-counts.ts';
import type { FactRow } from '../../repositories/company-profile/profile-header-repository.ts';
import type { CompanyViewRepository } from '../../repositories/company-view-repository.ts';
import { notFound } from '../../shared/errors.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import type { ProfileHeaderFactColumns } from '../../db/tables/company-profile.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { companyTags, type LatestReport } from './company-tags.ts';
import { contactVisible, shownContact } from './contact-visibility.ts';
import type { ProfileRepositories } from './repositories.ts';

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** The section counts from count rows (every kind present, 0 when none; a kind the contract lacks is left out). */
export function readCounts(rows: readonly FactRow[]): ProfileCounts {
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
  for (const r of rows) {
    if (r.part === 'risks' || r.part === 'ip' || r.part === 'licences') {
      const byKind = counts[r.part] as Record<string, number>;
      if (r.kind !== null && r.kind in byKind) byKind[r.kind] = r.n ?? 0;
    } else if (r.part in counts) {
      (counts as unknown as Record<string, number>)[r.part] = r.n ?? 0;
    }
  }
  return counts;
}

/** The header's other facts, read: legal person, latest report, former names, valid qualifications. */
export function readFacts(rows: readonly FactRow[]) {
  let legal: { person_id: number; name: string; seq: number } | null = null;
  let report: (LatestReport & { insured: number | null }) | undefined;
  const former: { seq: number; name: string }[] = [];
  const qualifications: string[] = [];
  for (const r of rows) {
    switch (r.part) {
      case 'legal':
        // one legal representative per company; should there be more, the first in the registry's order
        if (r.n !== null && r.text !== null && (legal === null || (r.m ?? 0) < legal.seq)) {
          legal = { person_id: r.n, name: r.text, seq: r.m ?? 0 };
        }
        break;
      case 'report':
        report = { employees: r.m, insured: r.o, revenue_band: r.kind };
        break;
      case 'former':
        if (r.text !== null) former.push({ seq: r.n ?? 0, name: r.text });
        break;
      case 'qualification':
        if (r.text !== null) qualifications.push(r.text);
        break;
    }
  }
  return {
    legal: legal && { person_id: legal.person_id, name: legal.name },
    report,
    // the latest names first: seq is the registry's order, newest first
    formerNames: former.sort((a, b) => a.seq - b.seq).map((f) => f.name),
    qualifications,
  };
}

type HeaderFacts = ReturnType<typeof readFacts>;

/** The header facts from a company_profile_counts row (migration 0025): what readFacts makes of live rows. */
export function storedFacts(row: ProfileHeaderFactColumns, today: string): HeaderFacts {
  const legal =
    row.legal_person_id === null || row.legal_person_name === null
      ? null
      : { person_id: Number(row.legal_person_id), name: row.legal_person_name };
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  const report =
    row.report_year === null
      ? undefined
      : {
          employees: num(row.report_employees),
          insured: num(row.report_insured),
          revenue_band: row.report_revenue_band,
        };
  const qualifications = row.tag_qualifications
    ? (JSON.parse(row.tag_qualifications) as [string, string, string | null][])
        .filter(([, from, to]) => from.slice(0, 10) <= today && (to === null || to.slice(0, 10) >= today))
        .map(([name]) => name)
    : [];
  return {
    legal,
    report,
    formerNames: row.former_names ? (JSON.parse(row.former_names) as string[]) : [],
    qualifications,
  };
}

/**
 * The profile header (/admin/Detail/getBaseInfo/{id}): the company with its names, legal
 * representative, former names, contacts (masked unless the caller may see them), tags, latest
 * annual figures and every section count — one statement (two more, side by side, for a company
 * without a stored counts row). Each header read is
 * recorded as the caller's view of the company (`views`: recently viewed on /data/seek).
 */
export function createHeaderService(repos: ProfileRepositories, now: Clock, views?: CompanyViewRepository) {
  return {
    async header(auth: AuthContext, companyId: number): Promise<CompanyHeader> {
      if (companyId > MAX_ROW_ID) throw notFound(M.notFound);
      // the view is recorded beside the reads, not after them (one more round trip a user would
      // wait for); a view of an unknown id is never listed (recent views join the company)
      const today = shanghaiDate(now());
      const [c] = await Promise.all([
        repos.header.company(companyId),
        views?.record(auth.user.sys_user_id, companyId, now().toISOString()),
      ]);
      if (!c) throw notFound(M.notFound);
      const [facts, counts] =
        c.counted_id === null
          ? await Promise.all([
              repos.header.facts(companyId, today).then(readFacts),
              repos.header.countRows(companyId).then(readCounts),
            ])
          : [storedFacts(c, today), countsFromRow(c)];
      const visible = contactVisible(auth);
      const regCapital = Number(c.reg_capital);
      return {
        company_id: c.company_id,
        name: c.name,
        status: c.status,
        ccode: c.ccode,
        company_type: c.company_type,
        legal_person: facts.legal,
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
        former_names: facts.formerNames,
        tel: shownContact('tel', c.tel, visible),
        mobile: shownContact('mobile', c.mobile, visible),
        email: shownContact('email', c.email, visible),
        website: c.website,
        contact_visible: visible,
        tags: companyTags({
          validQualifications: facts.qualifications,
          latestReport: facts.report,
          regCapital,
          branches: counts.branches,
        }),
        employees: facts.report?.employees ?? null,
        insured: facts.report?.insured ?? null,
        counts,
        has_map: c.lng !== null && c.lat !== null,
      };
    },
  };
}
