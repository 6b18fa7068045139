import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from '../../../adapters/xlsx/exceljs.ts';
import { EXPORT_COLUMNS, guardFormula, type ExportColumnKey } from '@qishu/contract';

export type ExportRow = Record<ExportColumnKey, string>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs' own XML text escaping (the one its cell writer uses), so a data cell is encoded alike. */
const { xmlEncode } = createRequire(import.meta.url)('exceljs/lib/utils/utils.js') as {
  xmlEncode(text: string): string;
};

/**
 * The sheet's XML goes to the zip in pieces of this size, and zlib writes output buffers of
 * SHEET_ZLIB_CHUNK: every piece is one call on zlib's thread instead of ~16 (exceljs' 64 KiB pieces
 * into zlib's 16 KiB buffers), which cut the export's wall time by about a fifth (docs/perf.md).
 */
const SHEET_PIECE_BYTES = 1024 * 1024;
const SHEET_ZLIB_CHUNK = 256 * 1024;

/** The streaming worksheet's internals this writer relies on (exceljs 4.4 WorksheetWriter). */
interface SheetStream {
  write(data: string): unknown;
  /** StreamBuf: how much it gathers before passing a piece on (exceljs opens sheets with 64 KiB) */
  bufSize: number;
  /** what the sheet's buffers are piped into once the zip reached the entry (archiver's PassThrough) */
  pipes?: Writable[];
}

/** readable-stream 2 (archiver's) has no writableNeedDrain; its state says the same. */
type PipeTarget = Writable & { _writableState?: { needDrain?: boolean } };

/** Column letters A, B, … of the export (11 columns: A–K). */
const LETTERS = EXPORT_COLUMNS.map((_, i) => String.fromCharCode(65 + i));
const KEYS = EXPORT_COLUMNS.map((c) => c.key);
const SPANS = `1:${EXPORT_COLUMNS.length}`;

/**
 * One data row as exceljs' streaming writer renders a row of text cells without a style
 * (RowXform + CellXform: `t="str"`, the value in `<v>`, the same attributes in the same order; an
 * empty value is no cell at all, as exceljs writes a null): the test opens both with exceljs and
 * compares them cell by cell.
 */
export function rowXml(r: number, row: ExportRow): string {
  let xml = `<row r="${r}" spans="${SPANS}" x14ac:dyDescent="0.25">`;
  for (let i = 0; i < KEYS.length; i++) {
    const text = row[KEYS[i]!];
    if (text === '') continue;
    xml += `<c r="${LETTERS[i]}${r}" t="str"><v>${xmlEncode(guardFormula(text))}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Waits while the zip's deflate stream holds more than its high-water mark of the sheet's XML, so
 * memory stays bounded (exceljs pipes the sheet into it without back-pressure of its own).
 */
async function drained(stream: SheetStream): Promise<void> {
  const pipes = (stream.pipes ?? []) as PipeTarget[];
  // the zip has not reached the sheet yet (its earlier entries first): let it, rather than queue here
  if (pipes.length === 0) await new Promise((resolve) => setImmediate(resolve));
  for (const pipe of pipes) {
    if (pipe.writableNeedDrain ?? pipe._writableState?.needDrain) await once(pipe, 'drain');
  }
}

/**
 * Writes the export (data-shop.md §1 "Exported fields") to `filename` with exceljs' streaming
 * writer: the package (workbook, styles, frozen bold header row, column widths, zip) is exceljs';
 * the data rows are rendered straight into the worksheet's stream one batch at a time (`rowXml`,
 * the XML exceljs renders for them, without its per-cell objects and style look-ups, which took
 * most of the time), and each batch waits for the zip to take it, so memory stays flat however
 * many rows the order holds. Every cell is text passed through guardFormula, so a company value
 * like `=HYPERLINK(…)` is never run as a formula when the buyer opens the file.
 * `target` is a file name or a stream the package is written to. Answers how many data rows were written.
 */
export async function writeExportXlsx(
  target: string | Writable,
  sheetName: string,
  batches: AsyncIterable<ExportRow[]>,
): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    ...(typeof target === 'string' ? { filename: target } : { stream: target }),
    useStyles: true,
    useSharedStrings: false,
    // deflate level 1 is what archiver uses when none is given; kept explicit next to chunkSize
    zip: { zlib: { level: 1, chunkSize: SHEET_ZLIB_CHUNK } },
  });
  book.creator = '企数通';
  const ws = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  // writes <cols>, opens <sheetData> and writes row 1 (with its bold style registered)
  header.commit();
  const stream = (ws as unknown as { stream: SheetStream }).stream;
  if (typeof stream.bufSize !== 'number' || !Array.isArray(stream.pipes)) {
    // fail loudly (every export test) rather than lose the back-pressure after an exceljs upgrade
    throw new Error('exceljs worksheet stream internals changed (bufSize, pipes): see xlsx-writer.ts');
  }
  stream.bufSize = SHEET_PIECE_BYTES;
  let rows = 0;
  for await (const batch of batches) {
    let xml = '';
    for (const row of batch) xml += rowXml(rows++ + 2, row);
    stream.write(xml);
    await drained(stream);
  }
  ws.commit();
  await book.commit();
  return rows;
}

/** The export's header row alone: the template staff fill in by hand for a custom request's data. */
export async function exportTemplateXlsx(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeExportXlsx(out, '数据', (async function* () {})());
  return Buffer.concat(chunks);
}

/** Excel allows at most 31 characters in a sheet name and none of : \ / ? * [ ]. */
export function sheetNameOf(orderName: string): string {
  const clean = orderName.replace(/[:\\/?*[\]]/g, ' ').trim();
  return (clean || '数据').slice(0, 31);
}
