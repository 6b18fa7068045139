import { Readable } from 'node:stream';
import {
  batchLookupHeaders,
  BatchLookupLimits as L,
  BatchLookupMessages as M,
  foldLines,
  normaliseName,
  type BatchLookupFileResult,
} from '@qishu/contract';
import ExcelJS from '../../adapters/xlsx/exceljs.ts';
import { badRequest } from '../../shared/errors.ts';

/** An uploaded file as the route hands it over. */
export interface UploadedList {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/** A cell as text: rich text joined, a formula's result, a hyperlink's text, a date as YYYY-MM-DD. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  // a NUL (a UTF-16 file read as bytes) would make the lookup that follows refuse the whole list
  if (typeof value === 'string') return value.replaceAll('\0', '').trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => cellText(r.text))
        .join('')
        .trim();
    if ('text' in v) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
  }
  return '';
}

/** A CSV's text: UTF-8 (with or without BOM) as most tools write it, else GB18030 as Excel in Chinese does. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

async function receive(stream: UploadedList['stream']): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  // the multipart size limit stopped the file (throwFileSizeLimit: false marks it truncated)
  if (stream.truncated) throw badRequest(M.fileTooLarge);
  return Buffer.concat(parts);
}

/**
 * The lines of an uploaded list: the first worksheet (a CSV has one), the column headed by the first
 * of batchLookupHeaders found in row 1 (values below it), else the first column from row 1. Values
 * are read with exceljs, as text (a CSV's codes are never turned into numbers). The file is read in
 * memory (≤ 2 MB) and kept nowhere.
 */
export async function readListFile(file: UploadedList): Promise<BatchLookupFileResult> {
  const ext = /\.([a-z]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
  if (ext !== 'xlsx' && ext !== 'csv') {
    // drain the part so the request ends cleanly
    file.stream.resume();
    throw badRequest(M.fileType);
  }
  const bytes = await receive(file.stream);
  if (bytes.length > L.fileMaxBytes) throw badRequest(M.fileTooLarge);
  const book = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (ext === 'xlsx') {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = book.worksheets[0];
    } else {
      sheet = await book.csv.read(Readable.from([decodeCsv(bytes)]), { map: (v: unknown) => v });
    }
  } catch {
    throw badRequest(M.fileUnreadable);
  }
  if (!sheet) throw badRequest(M.fileUnreadable);

  const header = sheet.getRow(1);
  const headers: string[] = [];
  header.eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col] = normaliseName(cellText(cell.value));
  });
  let column = 1;
  let label = '第1列';
  let first = 1;
  for (const wanted of batchLookupHeaders) {
    const col = headers.indexOf(wanted);
    if (col > 0) {
      column = col;
      label = wanted;
      first = 2;
      break;
    }
  }
  const lines: string[] = [];
  for (let r = first; r <= sheet.rowCount; r++) lines.push(cellText(sheet.getRow(r).getCell(column).value));
  // trailing blank rows are not lines
  while (lines.length && lines[lines.length - 1] === '') lines.pop();

  const folded = foldLines(lines);
  if (folded.lines.length === 0) throw badRequest(M.fileEmpty);
  if (folded.lines.length > L.maxLines) throw badRequest(M.tooMany);
  return {
    file_name: file.filename,
    sheet: ext === 'xlsx' ? sheet.name : null,
    column: label,
    lines,
  };
}
