import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_COLUMNS, guardFormula } from '@qishu/contract';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { writeExportXlsx, type ExportRow } from '../src/services/shop/delivery/xlsx-writer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The export as exceljs' own streaming writer renders it cell by cell (the writer before the hand-written row encoder). */
async function writeWithExcelJsRows(filename: string, rows: ExportRow[]): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
  book.creator = '企数通';
  const ws = book.addWorksheet('导出', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) ws.addRow(EXPORT_COLUMNS.map((c) => guardFormula(row[c.key]))).commit();
  ws.commit();
  await book.commit();
}

function rowOf(i: number, overrides: Partial<ExportRow> = {}): ExportRow {
  return {
    name: `广州市第${i}科技有限公司`,
    region_code: '440106',
    contact: '13800000000；020-12345678',
    legal_person: '张三',
    address: `广东省广州市天河区体育西路${i}号`,
    reg_date: '2015-06-01',
    reg_amount: '500万人民币',
    scope: '软件开发；信息技术咨询服务。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
    status: '存续',
    email: i % 2 ? `info${i}@example.com` : '',
    website: i % 3 ? '' : `www.example${i}.com`,
    ...overrides,
  };
}

/** Values a file's cells can hold that XML or the formula guard could get wrong. */
const tricky: ExportRow[] = [
  rowOf(1, { name: '=HYPERLINK("http://x","y")', legal_person: '+86 138', address: '-1', scope: '@SUM(A1)' }),
  rowOf(2, { name: 'A&B <公司> "引号" \'单引号\'', contact: '\t制表符开头', email: '\r回车开头' }),
  rowOf(3, {
    name: '  前后空格  ',
    address: '第一行\n第二行',
    scope: '控制字符\u0001\u0008\u000b\u001f\u007f结束',
  }),
  rowOf(4, { name: '表情😀𠀀', region_code: '', contact: '', website: ']]>&amp;' }),
  rowOf(5, { scope: '长'.repeat(5000) }),
  // no capital, a dash for "none": an empty cell and a plain "-"
  rowOf(6, { reg_amount: '', legal_person: '-', email: '', website: '' }),
];

async function load(file: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0]!;
}

async function* batchesOf(rows: ExportRow[], size: number): AsyncGenerator<ExportRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('writeExportXlsx', () => {
  it('writes the same workbook exceljs writes cell by cell: values, types, bold frozen header, widths', async () => {
    const rows = [...tricky, ...Array.from({ length: 40 }, (_, i) => rowOf(i + 10))];
    const ours = path.join(dir, 'ours.xlsx');
    const reference = path.join(dir, 'reference.xlsx');
    expect(await writeExportXlsx(ours, '导出', batchesOf(rows, 7))).toBe(rows.length);
    await writeWithExcelJsRows(reference, rows);
    const [a, b] = [await load(ours), await load(reference)];
    expect(a.name).toBe('导出');
    expect(a.actualRowCount).toBe(rows.length + 1);
    expect(a.actualRowCount).toBe(b.actualRowCount);
    for (let r = 1; r <= rows.length + 1; r++) {
      for (let c = 1; c <= EXPORT_COLUMNS.length; c++) {
        const [x, y] = [a.getRow(r).getCell(c), b.getRow(r).getCell(c)];
        expect({ r, c, value: x.value, type: x.type }).toEqual({ r, c, value: y.value, type: y.type });
      }
    }
    expect((a.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(a.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(a.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(a.views).toEqual(b.views);
    expect(a.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(a.columns.map((c) => c.width)).toEqual(EXPORT_COLUMNS.map((c) => c.width));
    // the formula guard: text, never a formula
    expect(a.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://x","y")');
    expect(a.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(a.getRow(2).getCell(4).value).toBe("'+86 138");
    expect(a.getRow(3).getCell(1).value).toBe('A&B <公司> "引号" \'单引号\'');
    expect(a.getRow(5).getCell(1).value).toBe('表情😀𠀀');
    const col = (key: string) => EXPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    expect(a.getRow(7).getCell(col('reg_amount')).value).toBeNull();
    expect(a.getRow(7).getCell(col('reg_amount')).type).toBe(ExcelJS.ValueType.Null);
    expect(a.getRow(7).getCell(col('legal_person')).value).toBe('-');
    expect(a.getRow(7).getCell(col('email')).value).toBeNull();
  });

  it('streams many batches of a large export into one valid file (read back with the streaming reader)', async () => {
    const file = path.join(dir, 'large.xlsx');
    const total = 25_000;
    async function* rows(): AsyncGenerator<ExportRow[]> {
      for (let i = 0; i < total; i += 1000) yield Array.from({ length: 1000 }, (_, k) => rowOf(i + k));
    }
    expect(await writeExportXlsx(file, '数据', rows())).toBe(total);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit' });
    let n = 0;
    let last = '';
    for await (const ws of reader) {
      for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
        expect(row.number).toBe(n + 1);
        if (row.number > 1) last = String(row.getCell(1).value);
        n++;
      }
    }
    expect(n).toBe(total + 1);
    expect(last).toBe(rowOf(total - 1).name);
  });

  it('an export without rows is the header alone', async () => {
    const file = path.join(dir, 'empty.xlsx');
    expect(await writeExportXlsx(file, '空', batchesOf([], 10))).toBe(0);
    const ws = await load(file);
    expect(ws.actualRowCount).toBe(1);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_COLUMNS.map((c) => c.header));
  });
});
