import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, guardFormula, type ExportColumnKey } from '@qishu/contract';

export type ExportRow = Record<ExportColumnKey, string>;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the export (data-shop.md §1 "Exported fields") to `filename` with exceljs' streaming writer:
 * every row is committed to the file as soon as it is added, so memory stays flat however many rows
 * the order holds. Header row bold and frozen; every cell is text passed through guardFormula, so a
 * company value like `=HYPERLINK(…)` is never run as a formula when the buyer opens the file.
 * Answers how many data rows were written.
 */
export async function writeExportXlsx(
  filename: string,
  sheetName: string,
  batches: AsyncIterable<ExportRow[]>,
): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename,
    useStyles: true,
    useSharedStrings: false,
  });
  book.creator = '企数通';
  const ws = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      ws.addRow(EXPORT_COLUMNS.map((c) => guardFormula(row[c.key]))).commit();
      rows++;
    }
  }
  ws.commit();
  await book.commit();
  return rows;
}

/** Excel allows at most 31 characters in a sheet name and none of : \ / ? * [ ]. */
export function sheetNameOf(orderName: string): string {
  const clean = orderName.replace(/[:\\/?*[\]]/g, ' ').trim();
  return (clean || '数据').slice(0, 31);
}
