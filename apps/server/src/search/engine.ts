import type { CompanyFilter } from '@qishu/contract';

/**
 * The company search engine: every place that filters companies (precise search, shop products'
 * data and preview, exports, later the workspaces) asks this interface, never the company table.
 *
 * Order: one stable order everywhere, company_id ascending. A page's ids are a prefix of the export's
 * ids, and companies appended later (higher ids) never move earlier rows, so "the first N rows of a
 * saved condition" stays the same set as the database grows.
 */
export interface CompanySearchEngine {
  /** How many companies match, and the ids of one page (offset/limit) in the stable order. */
  search(filter: CompanyFilter, page: { offset: number; limit: number }): Promise<CompanySearchPage>;
  /** How many companies match. */
  count(filter: CompanyFilter): Promise<number>;
  /** Up to `limit` matching ids after `afterId` in the stable order (keyset paging, for exports). */
  idsAfter(filter: CompanyFilter, afterId: number, limit: number): Promise<number[]>;
}

export interface CompanySearchPage {
  count: number;
  ids: number[];
}
