import type { ContactKind, IpKind, LicenceKind, PageQuery, RiskKind } from '@qishu/contract';
import { offsetOf } from '../../repositories/company-profile/paging.ts';
import type { AuthContext } from '../identity/session-service.ts';
import { contactVisible, shownContact } from './contact-visibility.ts';
import { ofExistingCompany } from './lookups.ts';
import type { ProfileRepositories } from './repositories.ts';

/** A related company's row as the contract's relatedCompanySchema (province by name). */
function related<R extends { reg_capital: number; province: string | null }>(r: R) {
  return { ...r, reg_capital: Number(r.reg_capital), province: r.province ?? '' };
}

/**
 * The profile's paged sections. Each answers one page and the section's total, or 404 when the
 * company does not exist (an existing company with an empty section answers an empty page).
 */
export function createSectionService(repos: ProfileRepositories) {
  const of = <T>(id: number, page: () => Promise<T>) => ofExistingCompany(repos, id, page);

  return {
    shareholders: (id: number, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.shareholding.shareholders(id, window);
        return { list: list.map((r) => ({ ...r, subscribed: Number(r.subscribed) })), total };
      }),

    people: (id: number, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.people.people(id, window);
        const counts = await repos.people.companyCounts(list.map((r) => r.person_id));
        return {
          list: list.map((r) => ({
            ...r,
            is_legal: r.is_legal === 1,
            company_count: counts.get(r.person_id) ?? 0,
          })),
          total,
        };
      }),

    investments: (id: number, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.shareholding.holdings('C', id, {
          limit: window.limit,
          offset: offsetOf(window),
        });
        return { list: list.map((r) => ({ ...related(r), subscribed: Number(r.subscribed) })), total };
      }),

    branches: (id: number, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.branches.branches(id, window);
        return { list: list.map(related), total };
      }),

    changes: (id: number, window: PageQuery) => of(id, () => repos.changes.changes(id, window)),

    risks: (id: number, kind: RiskKind, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.risks.risks(id, kind, window);
        return {
          list: list.map((r) => ({
            ...r,
            kind: r.kind as RiskKind,
            amount: r.amount === null ? null : Number(r.amount),
          })),
          total,
        };
      }),

    ip: (id: number, kind: IpKind, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.ip.ip(id, kind, window);
        return { list: list.map((r) => ({ ...r, kind: r.kind as IpKind })), total };
      }),

    annualReports: (id: number, window: PageQuery) => of(id, () => repos.reports.reports(id, window)),

    licences: (id: number, kind: LicenceKind, window: PageQuery) =>
      of(id, async () => {
        const { list, total } = await repos.licences.licences(id, kind, window);
        return { list: list.map((r) => ({ ...r, kind: r.kind as LicenceKind })), total };
      }),

    /** Contacts, masked unless the caller's role holds data:search:contact. */
    contacts: (auth: AuthContext, id: number, window: PageQuery) =>
      of(id, async () => {
        const visible = contactVisible(auth);
        const { list, total } = await repos.contacts.contacts(id, window);
        return {
          list: list.map((r) => {
            const kind = r.kind as ContactKind;
            return { ...r, kind, value: shownContact(kind, r.value, visible) ?? '' };
          }),
          total,
          contact_visible: visible,
        };
      }),
  };
}
