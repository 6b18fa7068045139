import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CustomRequestLimits, CustomRequestMessages as M } from '@qishu/contract';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cellText,
  checkDataFile,
  dataFilePreview,
  dataFileRows,
} from '../src/services/shop/custom-requests/data-file.ts';
import { writeExportXlsx, type ExportRow } from '../src/services/shop/delivery/xlsx-writer.ts';
import { companyRow, exportHeader, xlsxOf } from './support/custom-requests.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-custom-file-'));
let n = 0;
async function fileOf(bytes: Buffer | Promise<Buffer>): Promise<string> {
  const p = path.join(dir, `${++n}.xlsx`);
  fs.writeFileSync(p, await bytes);
  return p;
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: Error) => e.message,
  );
async function collect(batches: AsyncIterable<ExportRow[]>): Promise<ExportRow[][]> {
  const out: ExportRow[][] = [];
  for await (const b of batches) out.push(b);
  return out;
}

/** The uploaded data file of a custom request: its checks and its rows as the export's. */
describe('custom request data file', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads cells as text: rich text, formulas, dates, numbers, hyperlinks', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('  甲公司 ')).toBe('甲公司');
    expect(cellText(12)).toBe('12');
    expect(cellText(new Date(Date.UTC(2020, 1, 3)))).toBe('2020-02-03');
    expect(cellText({ richText: [{ text: '富' }, { text: '文本' }] })).toBe('富文本');
    expect(cellText({ formula: '1+1', result: 2 })).toBe('2');
    expect(cellText({ text: '链接', hyperlink: 'https://x' })).toBe('链接');
    expect(cellText({ error: '#N/A' })).toBe('');
  });

  it('counts the data rows after the header; blank rows are skipped, a blank tail of the header is fine', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('数据');
    ws.addRow([...exportHeader(), '', '']);
    ws.addRow(companyRow('甲', 1));
    ws.addRow([]);
    ws.addRow(['', '', '']);
    const r = ws.addRow(companyRow('乙', 2));
    r.getCell(6).value = new Date(Date.UTC(2019, 4, 6));
    r.getCell(2).value = 330106;
    const file = await fileOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(await checkDataFile(file)).toBe(2);
    const [batch] = await collect(dataFileRows(file, 10));
    expect(batch?.map((x) => x.name)).toEqual(['甲', '乙']);
    expect(batch?.[1]).toMatchObject({
      region_code: '330106',
      reg_date: '2019-05-06',
      website: 'https://c2.example.com',
    });
    expect((await dataFilePreview(file, 10))[1]).toEqual({
      name: '乙',
      legal_person: '法人2',
      reg_amount: '100万人民币',
      reg_date: '2019-05-06',
      reg_address: '杭州市西湖区文三路2号',
      gs_tel: '13800000002',
    });
  });

  it('yields batches and stops after the limit', async () => {
    const file = await fileOf(
      xlsxOf([exportHeader(), ...Array.from({ length: 25 }, (_, i) => companyRow(`企${i}`, i))]),
    );
    const batches = await collect(dataFileRows(file, 23, 10));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches.flat().map((r) => r.name)).toEqual(Array.from({ length: 23 }, (_, i) => `企${i}`));
    expect(await collect(dataFileRows(file, 0))).toEqual([]);
  });

  it('refuses a file over the row limit, and one whose header is not row 1', async () => {
    const empty = {
      region_code: '',
      contact: '',
      legal_person: '',
      address: '',
      reg_date: '',
      reg_amount: '',
    };
    const rest = { scope: '', status: '', email: '', website: '' };
    // the limit itself (200,000 rows) as a smaller one: writing and reading 200,001 rows took 24 s
    const max = 2500;
    expect(CustomRequestLimits.fileMaxRows).toBeGreaterThan(max);
    async function* rows(n: number) {
      for (let b = 0; b * 1000 < n; b++) {
        const size = Math.min(1000, n - b * 1000);
        yield Array.from({ length: size }, (_, i) => ({ name: `企${b * 1000 + i}`, ...empty, ...rest }));
      }
    }
    const atLimit = path.join(dir, 'at-limit.xlsx');
    await writeExportXlsx(atLimit, '数据', rows(max));
    expect(await checkDataFile(atLimit, max)).toBe(max);
    const big = path.join(dir, 'big.xlsx');
    await writeExportXlsx(big, '数据', rows(max + 1));
    expect(await refusal(checkDataFile(big, max))).toBe(M.fileTooManyRows);
    const late = await fileOf(xlsxOf([[], exportHeader(), companyRow('甲', 1)]));
    expect(await refusal(checkDataFile(late))).toBe(M.fileHeader);
  });
});
