import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { guardFormula } from '@qishu/contract';
import ExcelJS from './exceljs.ts';

export interface XlsxColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | null;
}

/** An export the route sends: the file name and the .xlsx bytes as they are produced. */
export interface XlsxDownload {
  filename: string;
  stream: Readable;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes `rows` into a one-sheet workbook (text cells guarded against formula injection) with exceljs' streaming writer: each row is committed
 * (and leaves memory) as soon as it is written, and reading pauses while the client is slow, so an
 * export of a large log never sits in memory as a whole file.
 */
export function xlsxStream<Row>(
  sheet: string,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = book.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  ws.getRow(1).font = { bold: true };
  void (async () => {
    let n = 0;
    for await (const row of rows) {
      if (out.destroyed) return;
      // text a user typed (a name, a user agent …) never runs as a formula when the file is opened
      ws.addRow(
        columns.map((c) => {
          const v = c.value(row);
          return typeof v === 'string' ? guardFormula(v) : v;
        }),
      ).commit();
      if (++n % 500 === 0 && out.writableNeedDrain) await once(out, 'drain');
    }
    ws.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
