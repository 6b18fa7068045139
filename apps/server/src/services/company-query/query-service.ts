import {
  QueryMessages,
  type AdvancedQuery,
  type AdvancedQueryResult,
  type QueryConditions,
  type SeekRow,
} from '@qishu/contract';
import type { Db } from '../../db/connection.ts';
import { CompanyQueryRepository } from '../../repositories/company-query-repository.ts';
import { CompanySeekRepository } from '../../repositories/company-seek-repository.ts';
import { IndustryRepository } from '../../repositories/industry-repository.ts';
import { RegionRepository } from '../../repositories/region-repository.ts';
import { badRequest } from '../../shared/errors.ts';
import { shanghaiDate } from '../../shared/shanghai-time.ts';
import { contactVisible, shownContact } from '../company-profile/contact-visibility.ts';
import type { Clock } from '../identity/clock.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** Region and industry codes change only with the reference data: read again after this long. */
const REFERENCE_TTL_MS = 60_000;

/**
 * The advanced query (高级查询, /data/query; issue 15 point 2): condition groups over every
 * precise-search field, region and industry include/exclude lists, 参保人数 and 营业收入 of the latest
 * annual report and risk flags, combined with AND / OR and NOT. The exact count and one page in the
 * chosen sort come from the seek's in-memory columns once loaded, from one compiled SQL statement
 * before (company-query-repository.ts);
 * rows are read by id as /data/seek reads them, contacts masked unless the caller holds
 * data:search:contact.
 */
export function createQueryService(deps: { db: Db; now: Clock }) {
  const queries = new CompanyQueryRepository(deps.db);
  const companies = new CompanySeekRepository(deps.db.kysely);
  const regionRepo = new RegionRepository(deps.db.kysely);
  const industryRepo = new IndustryRepository(deps.db.kysely);

  let reference: { regions: Set<string>; industries: Set<string>; at: number } | null = null;
  async function ref() {
    if (reference && Date.now() - reference.at < REFERENCE_TTL_MS) return reference;
    const [regions, industries] = await Promise.all([regionRepo.tree(), industryRepo.sectionsAndDivisions()]);
    reference = {
      regions: new Set(regions.map((r) => r.code)),
      industries: new Set(industries.map((r) => r.code)),
      at: Date.now(),
    };
    return reference;
  }

  /** Codes the schema lets through must also be in the reference tables (400 otherwise). */
  async function checkCodes(q: QueryConditions): Promise<void> {
    const r = await ref();
    for (const g of q.groups) {
      for (const c of g.conditions) {
        if (c.field === 'region' && c.codes.some((code) => !r.regions.has(code))) {
          throw badRequest(QueryMessages.regionInvalid);
        }
        if (c.field === 'industry' && c.codes.some((code) => !r.industries.has(code))) {
          throw badRequest(QueryMessages.industryInvalid);
        }
      }
    }
  }

  async function rowsOf(auth: AuthContext, ids: number[]): Promise<SeekRow[]> {
    const rows = await companies.rowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.company_id, r]));
    const visible = contactVisible(auth);
    return ids.flatMap((id) => {
      const c = byId.get(id);
      // deleted between the query and this read
      if (!c) return [];
      return [
        {
          company_id: c.company_id,
          name: c.name,
          status: c.status,
          company_type: c.company_type,
          legal_person_id: c.legal_person_id === null ? null : Number(c.legal_person_id),
          legal_person_name: c.legal_person,
          reg_capital: Number(c.reg_capital),
          reg_currency: c.reg_currency,
          reg_date: c.reg_date,
          province: c.province ?? '',
          city: c.city ?? '',
          district: c.district ?? '',
          industry_division_name: c.industry_division_name ?? '',
          tel: shownContact('tel', c.tel, visible),
          mobile: shownContact('mobile', c.mobile, visible),
          email: shownContact('email', c.email, visible),
          contact_visible: visible,
          match: null,
        },
      ];
    });
  }

  return {
    async query(auth: AuthContext, q: AdvancedQuery): Promise<AdvancedQueryResult> {
      await checkCodes(q);
      const found = await queries.search(q, {
        today: shanghaiDate(deps.now()),
        sort: q.sort,
        offset: (q.page - 1) * q.limit,
        limit: q.limit,
      });
      return { total: found.total, list: await rowsOf(auth, found.ids) };
    },
  };
}

export type QueryService = ReturnType<typeof createQueryService>;
