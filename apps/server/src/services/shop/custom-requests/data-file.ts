import ExcelJS from '../../../adapters/xlsx/exceljs.ts';
import {
  CustomRequestLimits as L,
  CustomRequestMessages as M,
  EXPORT_COLUMNS,
  type PrecisePreviewRow,
} from '@qishu/contract';
import { badRequest } from '../../../shared/errors.ts';
import type { ExportRow } from '../delivery/xlsx-writer.ts';

/**
 * The .xlsx staff upload as a custom request's data: row 1 is the export's header (EXPORT_COLUMNS,
 * in order), every later row that is not blank is one company. Read with exceljs' streaming
 * reader, so a file of 200,000 rows never sits in memory.
 */

const HEADERS = EXPORT_COLUMNS.map((c) => c.header);
const KEYS = EXPORT_COLUMNS.map((c) => c.key);

/** A cell as text: rich text joined, a formula's result, a date as YYYY-MM-DD, an error as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => cellText(r.text)).join('');
    if ('text' in v) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}

interface SheetRow {
  /** the row's number in the sheet (1 = the header) */
  number: number;
  cells: string[];
}

/** The first worksheet's rows that hold any text, in order. Throws fileUnreadable on a broken file. */
async function* sheetRows(abs: string): AsyncGenerator<SheetRow> {
  const book = new ExcelJS.stream.xlsx.WorkbookReader(abs, {
    sharedStrings: 'cache',
    // styles tell date cells from numbers
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let sheets = 0;
  try {
    for await (const sheet of book) {
      sheets++;
      for await (const row of sheet) {
        const values = (row.values as unknown[] | undefined) ?? [];
        const cells = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) =>
          cellText(values[i + 1]),
        );
        if (cells.some((c) => c !== '')) yield { number: row.number, cells };
      }
      return;
    }
  } catch {
    // not a zip, a zip cut short, XML exceljs cannot parse
    throw badRequest(M.fileUnreadable);
  }
  if (sheets === 0) throw badRequest(M.fileUnreadable);
}

function exportRowOf(cells: string[]): ExportRow {
  return Object.fromEntries(KEYS.map((k, i) => [k, cells[i] ?? ''])) as ExportRow;
}

/** A header row equals the export's: its non-blank cells are EXPORT_COLUMNS' headers, in order. */
function isExportHeader(row: SheetRow | undefined): boolean {
  if (row?.number !== 1) return false;
  let last = row.cells.length;
  while (last > 0 && row.cells[last - 1] === '') last--;
  return last === HEADERS.length && HEADERS.every((h, i) => row.cells[i] === h);
}

/** The data rows after a checked header (the caller stops when it has enough). */
async function* dataRows(abs: string): AsyncGenerator<SheetRow> {
  let header = true;
  for await (const row of sheetRows(abs)) {
    if (header) {
      header = false;
      if (!isExportHeader(row)) throw badRequest(M.fileHeader);
      continue;
    }
    yield row;
  }
  if (header) throw badRequest(M.fileHeader);
}

/**
 * Checks an uploaded file: the export's header, 1..fileMaxRows data rows, a company name in every
 * one (the error names the first row without). Answers how many data rows it has.
 */
export async function checkDataFile(abs: string, maxRows: number = L.fileMaxRows): Promise<number> {
  let rows = 0;
  for await (const row of dataRows(abs)) {
    if (!row.cells[0]) throw badRequest(M.fileNameMissing(row.number));
    if (++rows > maxRows) throw badRequest(M.fileTooManyRows);
  }
  if (rows === 0) throw badRequest(M.fileEmpty);
  return rows;
}

/** A checked file's rows as the export's, `batchSize` at a time, stopping after `limit` rows. */
export async function* dataFileRows(
  abs: string,
  limit: number,
  batchSize = 1000,
): AsyncGenerator<ExportRow[]> {
  if (limit <= 0) return;
  let batch: ExportRow[] = [];
  let left = limit;
  for await (const row of dataRows(abs)) {
    batch.push(exportRowOf(row.cells));
    if (--left === 0) break;
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The first `limit` rows of a checked file in the precise preview's columns. */
export async function dataFilePreview(abs: string, limit: number): Promise<PrecisePreviewRow[]> {
  const out: PrecisePreviewRow[] = [];
  for await (const batch of dataFileRows(abs, limit)) {
    for (const r of batch) {
      out.push({
        name: r.name,
        legal_person: r.legal_person,
        reg_amount: r.reg_amount,
        reg_date: r.reg_date,
        reg_address: r.address,
        gs_tel: r.contact,
      });
    }
  }
  return out;
}
