import { randomBytes } from 'node:crypto';
import {
  PreciseMessages,
  PREVIEW_ROWS,
  regCapitalText,
  toCompanyFilter,
  type AccurateScreeningParams,
  type CompanyFilter,
  type PrecisePreviewRow,
} from '@qishu/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import { CompanyRepository, type PreviewCompany } from '../../../repositories/company-repository.ts';
import type { SearchConditionRepository } from '../../../repositories/search-condition-repository.ts';
import type { CompanySearchEngine } from '../../../search/index.ts';
import { badRequest } from '../../../shared/errors.ts';
import { freshSharedCall } from '../../../shared/fresh-shared-call.ts';
import { recentResults } from '../../../shared/recent-results.ts';
import { shanghaiDate } from '../../../shared/shanghai-time.ts';
import type { Clock } from '../../identity/clock.ts';
import { referenceNamesOf } from '../../reference/reference-names.ts';
import { describeSearch, type SearchItem } from './describe.ts';

/** A precise search run on the wizard's parameters: the filter, what it found and how it reads. */
export interface Screening {
  filter: CompanyFilter;
  count: number;
  /** the first PREVIEW_ROWS companies in the precise preview's columns */
  res: PrecisePreviewRow[];
  search_text: string;
  search_arr: SearchItem[];
}

/** A company as the precise preview's columns (§3 "Precise preview row"). */
export function previewRow(c: PreviewCompany): PrecisePreviewRow {
  return {
    company_id: c.company_id,
    name: c.name,
    legal_person: c.legal_person,
    reg_amount: regCapitalText(c.reg_capital, c.reg_currency),
    reg_date: c.reg_date,
    reg_address: c.address,
    gs_tel: c.tel ?? c.mobile ?? '',
  };
}

/**
 * AccurateScreening's search, shared by the shopper's wizard and the staff who attach a search to a
 * custom request: region and industry codes checked against the reference tables (400
 * optionInvalid), the filter (today in Asia/Shanghai), the engine's count and first ids, their
 * preview rows and the condition's description. Reads only; `saveScreening` freezes the result.
 */
export function createScreener(deps: { db: Db; now: Clock; engine: CompanySearchEngine }) {
  const db = deps.db.kysely;
  // names in memory: the codes are checked and named without a database round trip
  const names = referenceNamesOf(deps.db);
  const companies = new CompanyRepository(db);
  // What a search found, by its filter and the company data's version: the last change the seek log
  // holds (triggers log every change of the companies and the facts the search reads; the log keeps
  // its newest row, so the number only grows). The minutes' limit bounds what any change outside
  // the log would leave stale. A crowd asking the same search (bench:load) then costs one search.
  const recent = recentResults<{ count: number; res: PrecisePreviewRow[] }>({ ttlMs: 5 * 60_000, max: 256 });
  // (one read at a time, shared by the searches that asked meanwhile: a crowd is not 200 queries)
  const companiesVersion = freshSharedCall(async () =>
    Number(
      (await sql<{ m: number | null }>`select max(seq) as m from company_seek_log`.execute(db)).rows[0]?.m ??
        0,
    ),
  );

  return {
    async screen(req: AccurateScreeningParams): Promise<Screening> {
      // independent reads side by side; the version is read before the codes are checked, as a
      // refused search is rare and the read is shared by the searches asking meanwhile
      const [regionNames, industryNames, version] = await Promise.all([
        names.regionNames(req.sys_area_id),
        names.industryNames(req.sys_industry_id),
        companiesVersion(),
      ]);
      if (
        req.sys_area_id.some((c) => !regionNames.has(c)) ||
        req.sys_industry_id.some((c) => !industryNames.has(c))
      ) {
        throw badRequest(PreciseMessages.optionInvalid);
      }
      const filter = toCompanyFilter(req, shanghaiDate(deps.now()));
      const { count, res } = await recent.get(`${version} ${JSON.stringify(filter)}`, async () => {
        const found = await deps.engine.search(filter, { offset: 0, limit: PREVIEW_ROWS });
        return { count: found.count, res: (await companies.precisePreview(found.ids)).map(previewRow) };
      });
      const { search_arr, search_text } = describeSearch(req, {
        regions: regionNames,
        industries: industryNames,
      });
      return { filter, count, res, search_text, search_arr };
    },

    /** The first `limit` (≤ PREVIEW_ROWS) companies of a frozen filter, as preview rows (the export's first rows). */
    async preview(filter: CompanyFilter, limit: number): Promise<PrecisePreviewRow[]> {
      if (limit <= 0) return [];
      const ids = await deps.engine.idsAfter(filter, 0, Math.min(limit, PREVIEW_ROWS));
      return (await companies.precisePreview(ids)).map(previewRow);
    },
  };
}

export type Screener = ReturnType<typeof createScreener>;

/**
 * Freezes a screening as a saved search of `userId`: answers its id and the opaque public id. The
 * same search again (same frozen filter, description and count) answers the one saved before, so
 * repeated previews do not grow the table.
 */
export async function saveScreening(
  conditions: SearchConditionRepository,
  userId: number,
  s: Screening,
  at: Date,
): Promise<{ id: number; publicId: string }> {
  const row = {
    sys_user_id: userId,
    condition_json: JSON.stringify(s.filter),
    search_text: s.search_text,
    search_arr: JSON.stringify(s.search_arr),
    count: s.count,
  };
  const saved = await conditions.same(row);
  if (saved) return { id: saved.shop_search_condition_id, publicId: saved.public_id };
  const publicId = randomBytes(16).toString('base64url');
  const id = await conditions.insert({ ...row, public_id: publicId, created_at: at.toISOString() });
  return { id, publicId };
}
