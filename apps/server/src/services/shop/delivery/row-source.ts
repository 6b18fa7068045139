import { regCapitalText, type CompanyFilter } from '@qishu/contract';
import type { CompanyRepository, ExportCompany } from '../../../repositories/company-repository.ts';
import type { CompanySearchEngine } from '../../../search/engine.ts';
import type { ExportRow } from './xlsx-writer.ts';

/** Ids asked of the engine, and rows read, per batch: the export never holds more than one batch. */
export const EXPORT_BATCH_SIZE = 1000;

/** One company as the export's columns (EXPORT_COLUMNS). */
export function exportRowOf(c: ExportCompany): ExportRow {
  const contact = [c.mobile, c.tel].filter((v): v is string => Boolean(v)).join('；');
  return {
    name: c.name,
    region_code: c.district_code,
    contact,
    legal_person: c.legal_person,
    address: c.address,
    reg_date: c.reg_date,
    // no registered capital: an empty cell, not the pages' "-"
    reg_amount: regCapitalText(c.reg_capital, c.reg_currency, ''),
    scope: c.scope,
    status: c.status,
    email: c.email ?? '',
    website: c.website ?? '',
  };
}

/**
 * The order's companies in the search engine's stable order (company id ascending): each batch's
 * ids from `engine.idsAfter` (keyset), then their rows by id in one query (companies.exportReader).
 * `limit` (a precise order's nums) stops after that many rows; null exports every match.
 */
export async function* exportRows(
  engine: CompanySearchEngine,
  companies: CompanyRepository,
  filter: CompanyFilter,
  limit: number | null,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow[]> {
  const reader = companies.exportReader();
  try {
    let after = 0;
    let left = limit ?? Number.POSITIVE_INFINITY;
    while (left > 0) {
      const want = Math.min(batchSize, left);
      const ids = await engine.idsAfter(filter, after, want);
      if (ids.length === 0) return;
      const rows = await reader.rowsByIds(ids);
      if (rows.length > 0) yield rows.map(exportRowOf);
      left -= rows.length;
      after = ids[ids.length - 1]!;
      if (ids.length < want) return;
    }
  } finally {
    reader.close();
  }
}
