import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';

/**
 * exceljs' streaming WorkbookReader reads the zip in one pass, part after part in stored order, and
 * exceljs itself stores xl/workbook.xml last. Now and then that pass (unzipper's Parse) never
 * delivers the last part, and the sheet is read without its workbook: "Cannot read properties of
 * undefined (reading 'sheets')" (exceljs#3064; here about 1 read in 150 of an exceljs-made file).
 * For a file on disk this reads the zip through its central directory instead: the workbook's
 * parts first, then each worksheet in order, still streamed row by row. Streams go through the
 * reader as before.
 */

const fromExceljs = createRequire(createRequire(import.meta.url).resolve('exceljs'));

interface ZipPart {
  path: string;
  type: 'File' | 'Directory';
  stream(): Readable;
}
interface ZipSource {
  stream(offset: number, length?: number): Readable;
  size(): Promise<number>;
}
const openDirectory = fromExceljs('unzipper/lib/Open/directory.js') as (
  source: ZipSource,
) => Promise<{ files: ZipPart[] }>;
const iterateStream = fromExceljs('./lib/utils/iterate-stream.js') as (
  stream: Readable,
) => AsyncIterable<Buffer>;

/** The reader's own part parsers (exceljs/lib/stream/xlsx/workbook-reader.js). */
interface ReaderParts {
  input: unknown;
  options: unknown;
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(rows: AsyncIterable<Buffer>, sheetNo: string): Generator<unknown>;
  _parseHyperlinks(rows: AsyncIterable<Buffer>, sheetNo: string): Generator<unknown>;
}
type Parse = (this: ReaderParts, input?: unknown, options?: unknown) => AsyncGenerator<unknown>;

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A zip source over a file that remembers every stream it opened, to close them all at the end. */
function fileSource(file: string, opened: Set<fs.ReadStream>): ZipSource {
  return {
    stream(offset, length) {
      const s = fs.createReadStream(file, { start: offset, ...(length ? { end: offset + length } : {}) });
      opened.add(s);
      s.once('close', () => opened.delete(s));
      return s;
    },
    size: async () => (await fs.promises.stat(file)).size,
  };
}

async function* parseByDirectory(reader: ReaderParts, file: string): AsyncGenerator<unknown> {
  const opened = new Set<fs.ReadStream>();
  try {
    const { files } = await openDirectory(fileSource(file, opened));
    const part = (path: string) => files.find((f) => f.type === 'File' && f.path === path);
    const rels = part('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels.stream());
    const workbook = part('xl/workbook.xml');
    if (workbook) await reader._parseWorkbook(workbook.stream());
    const strings = part('xl/sharedStrings.xml');
    if (strings) yield* reader._parseSharedStrings(strings.stream());
    const styles = part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles.stream());
    const sheets = files
      .map((f) => ({ f, no: SHEET.exec(f.path)?.[1] }))
      .filter((s): s is { f: ZipPart; no: string } => s.no !== undefined)
      .sort((a, b) => Number(a.no) - Number(b.no));
    for (const { f, no } of sheets) {
      yield* reader._parseWorksheet(iterateStream(f.stream()), no);
      const links = part(`xl/worksheets/_rels/sheet${no}.xml.rels`);
      if (links) yield* reader._parseHyperlinks(iterateStream(links.stream()), no);
    }
  } finally {
    // a caller that stops early (a bad row, enough rows) leaves a part half read: stop reading the file
    for (const s of opened) s.destroy();
  }
}

/** Makes the streaming WorkbookReader read a file by its central directory (see above). */
export function readWorkbookFilesByDirectory(excel: {
  stream: { xlsx: { WorkbookReader: { prototype: unknown } } };
}): void {
  const proto = excel.stream.xlsx.WorkbookReader.prototype as unknown as { parse: Parse };
  const streamingParse = proto.parse;
  if (typeof streamingParse !== 'function') throw new Error('exceljs WorkbookReader.parse not found');
  proto.parse = async function* parse(this: ReaderParts, input?: unknown, options?: unknown) {
    if (options) this.options = options;
    const source = input ?? this.input;
    if (typeof source === 'string') yield* parseByDirectory(this, source);
    else yield* streamingParse.call(this, input, options);
  };
}
