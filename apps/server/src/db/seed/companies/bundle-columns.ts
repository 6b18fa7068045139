/**
 * Bundles of generated companies turned into per-table columns: what the bulk seeder writes, and what
 * a generating worker thread sends to the writing thread (arrays of plain values clone far faster
 * than millions of small objects).
 */
import type { CompanyBundle } from './generate-profiles.ts';

/** The tables a bundle fills, in the order they are written, with the bundle field holding their rows. */
export const BUNDLE_TABLES = [
  ['company', 'company'],
  ['person', 'persons'],
  ['company_person', 'people'],
  ['shareholding', 'holdings'],
  ['company_branch', 'branches'],
  ['company_change', 'changes'],
  ['company_risk', 'risks'],
  ['company_ip', 'ip'],
  ['company_annual_report', 'reports'],
  ['company_licence', 'licences'],
  ['company_contact', 'contacts'],
] as const;

export interface TableColumns {
  table: string;
  cols: string[];
  /** one array per column, `rows` values each */
  values: unknown[][];
  rows: number;
}

/** Companies and their profile rows, column by column, tables without rows left out. */
export interface BundleChunk {
  companies: number;
  tables: TableColumns[];
}

export function toColumns(bundles: readonly CompanyBundle[]): BundleChunk {
  const tables: TableColumns[] = [];
  for (const [table, field] of BUNDLE_TABLES) {
    let t: TableColumns | null = null;
    for (const b of bundles) {
      const rows = (field === 'company' ? [b.company] : b[field]) as readonly object[];
      for (const row of rows) {
        const r = row as Record<string, unknown>;
        if (!t) {
          const cols = Object.keys(r);
          t = { table, cols, values: cols.map(() => []), rows: 0 };
        }
        for (let j = 0; j < t.cols.length; j++) (t.values[j] as unknown[]).push(r[t.cols[j] as string]);
        t.rows++;
      }
    }
    if (t) tables.push(t);
  }
  return { companies: bundles.length, tables };
}
