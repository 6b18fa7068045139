import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';

/**
 * exceljs' streaming reader decoded each chunk of the sheet's XML on its own, so a character split
 * across two chunks came back as U+FFFD (a delivered file read back as "安装��务"). Thousands of
 * cells of 3-byte characters put characters on chunk boundaries whatever the chunk size is.
 */
describe('reading .xlsx with Chinese text (exceljs streaming reader)', () => {
  it('reads every character back, whatever falls on a chunk boundary', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-utf8-'));
    const file = path.join(dir, 'book.xlsx');
    const texts = Array.from({ length: 4000 }, (_, i) => `普通机械设备安装服务${'测'.repeat(i % 7)}${i}`);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = writer.addWorksheet('数据');
    for (const t of texts) sheet.addRow([t, '深圳市南山区科技园']).commit();
    sheet.commit();
    await writer.commit();

    const read: string[] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      worksheets: 'emit',
      sharedStrings: 'cache',
    });
    for await (const ws of reader) {
      for await (const row of ws) read.push(String((row.values as unknown[])[1]));
    }
    fs.rmSync(dir, { recursive: true, force: true });
    expect(read.filter((t) => t.includes('\uFFFD'))).toEqual([]);
    expect(read).toEqual(texts);
  });
});
