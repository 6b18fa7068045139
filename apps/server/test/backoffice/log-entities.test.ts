import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from '../../src/adapters/xlsx/exceljs.ts';
import { auditEntityLabels, type OperationLogRow, type Page } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The objects the services write into the operation log, read from the source: `entity: '…'` (and the
 * quoted names of a conditional on that line), `const ENTITY = '…'` (and `entity: ENTITY`), and the
 * order kinds a resend names (`entity: order.kind`).
 */
function recordedEntities(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(SRC, file);
    for (const line of text.split('\n')) {
      const m = /\bentity:\s*(.+)$/.exec(line);
      if (m && !/^\s*(string|ENTITY|r\.entity|entry\.entity|\{)/.test(m[1]!)) {
        for (const q of m[1]!.matchAll(/'([a-z][a-z0-9_]*)'/g)) found.set(q[1]!, where);
        if (/order\.kind/.test(m[1]!)) for (const k of ['shop_order', 'per_order']) found.set(k, where);
      }
      const c = /const ENTITY = '([a-z][a-z0-9_]*)'/.exec(line);
      if (c) found.set(c[1]!, where);
    }
  }
  return found;
}

describe('operation-log objects in Chinese', () => {
  it('has a Chinese name for every object a service writes into the log', () => {
    const recorded = recordedEntities();
    // the scan itself works: the writers named in issue 17 are among what it found
    for (const table of ['agent_label_apply', 'sys_param', 'usr_agent', 'job', 'mail_log', 'per_order']) {
      expect(recorded.has(table), table).toBe(true);
    }
    const unnamed = [...recorded].filter(([table]) => !Object.hasOwn(auditEntityLabels, table));
    expect(unnamed, 'name these in auditEntityLabels (packages/contract/src/admin/logs.ts)').toEqual([]);
  });
});

describe.each(testDialects)('operation log by Chinese object names on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    // one real audited change, plus rows of two order kinds as a resend writes them
    const edit = await t.call('PUT', '/sys/param/security.idle_lock_minutes', admin, { param_value: '30' });
    expect(edit.code, edit.error ?? '').toBe(200);
    const sysUserId = await t.userId(Demo.admin);
    await t.db.kysely
      .insertInto('operation_log')
      .values(
        (['shop_order', 'per_order', 'agent_label_apply'] as const).map((entity, i) => ({
          sys_user_id: sysUserId,
          usr_agent_id: 1,
          action: entity === 'agent_label_apply' ? 'approve' : 'resend',
          entity,
          entity_id: String(i + 1),
          before_json: null,
          after_json: null,
          ip: '127.0.0.1',
          created_at: '2026-11-22T01:00:00.000Z',
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  const entitiesOf = async (entity: string) => {
    const res = await t.call<Page<OperationLogRow>>('GET', '/sys/adminlog', admin, { entity, limit: 100 });
    expect(res.code, res.error ?? '').toBe(200);
    return [...new Set(res.data.list.map((r) => r.entity))].sort();
  };

  it('filters by the Chinese name as well as by the table name', async () => {
    expect(await entitiesOf('系统参数')).toEqual(['sys_param']);
    expect(await entitiesOf('sys_param')).toEqual(['sys_param']);
    expect(await entitiesOf('订单')).toEqual(['per_order', 'shop_order']);
    expect(await entitiesOf('定制数据')).toEqual(['agent_label_apply']);
    expect(await entitiesOf('没有这种对象')).toEqual([]);
  });

  it('exports the Chinese object and action names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sys/adminlog/export?entity=${encodeURIComponent('定制数据申请')}`,
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('操作日志')!;
    expect(ws.getRow(1).getCell(5).value).toBe('对象');
    expect(ws.actualRowCount).toBe(2);
    expect(ws.getRow(2).getCell(4).value).toBe('通过');
    expect(ws.getRow(2).getCell(5).value).toBe('定制数据申请');

    const params = await t.app.inject({
      method: 'GET',
      url: '/api/sys/adminlog/export?entity=sys_param',
      headers: { authorization: admin },
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(params.rawPayload as unknown as ArrayBuffer);
    const row = book2.getWorksheet('操作日志')!.getRow(2);
    expect([row.getCell(4).value, row.getCell(5).value]).toEqual(['修改', '系统参数']);
  });
});
