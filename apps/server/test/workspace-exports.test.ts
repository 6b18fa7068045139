import fs from 'node:fs';
import path from 'node:path';
import {
  maskMobile,
  ResultCode,
  WorkspaceExportMessages as M,
  WorkspaceExportPaths as P,
  type CapacityEntry,
  type ExportResult,
  type Page,
  type WorkspaceExport,
} from '@qishu/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './helpers/test-db.ts';
import { createProfileApp, TODAY_ISO, Who, type ProfileApp } from './company-profile/profile-app.ts';
import { expectedOrder, insertSeekFixtures, type SeekFixtures } from './company-seek/seek-fixtures.ts';
import { sheetOf } from './support/xlsx.ts';

/** Exports within the organisation's capacity (issue 15 point 6), through HTTP on both databases. */
describe.each(testDialects)('workspace exports within capacity on %s', (dialect) => {
  let t: ProfileApp;
  let fx: SeekFixtures;
  let admin: string;
  let user: string;
  let agentId: number;

  const exportSeek = (body: Record<string, unknown>, token = admin) =>
    t.post<ExportResult>(P.seek, token, body);
  const capacity = async () =>
    t.db.kysely
      .selectFrom('usr_agent')
      .select(['rank', 'basic_number', 'un_basic_number'])
      .where('usr_agent_id', '=', agentId)
      .executeTakeFirstOrThrow();
  const setCapacity = (patch: { rank?: number; un_basic_number?: number }) =>
    t.db.kysely.updateTable('usr_agent').set(patch).where('usr_agent_id', '=', agentId).execute();
  const counts = async () => {
    const n = async (table: 'workspace_export' | 'agent_capacity_log') =>
      (await t.db.kysely.selectFrom(table).selectAll().execute()).length;
    const logs = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'workspace_export')
      .execute();
    const dir = path.join(t.dataDir, 'exports');
    return {
      exports: await n('workspace_export'),
      ledger: await n('agent_capacity_log'),
      logs: logs.length,
      files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
    };
  };
  const download = async (id: number, token = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api${P.file.replace(':id', String(id))}`,
      headers: { authorization: token },
    });
  /** the data rows of an export's sheet (row 1 is the header) */
  const sheetRows = async (id: number, token = admin) => {
    const res = await download(id, token);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ws = await sheetOf(res.rawPayload);
    const rows: string[][] = [];
    ws.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    return { header: (ws.getRow(1).values as unknown[]).slice(1), rows };
  };

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    fx = await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
    const row = await t.db.kysely
      .selectFrom('sys_user')
      .select('usr_agent_id')
      .where('username', '=', Who.admin)
      .executeTakeFirstOrThrow();
    agentId = row.usr_agent_id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await setCapacity({ rank: 10, un_basic_number: 1_000 });
  });

  it('exports the first N companies of a search in its order, takes N from the rest and records it', async () => {
    const before = await counts();
    const query = { keyword: '科技', sort: 'capital_desc' } as const;
    const want = expectedOrder(fx.companies, query).slice(0, 7);
    expect(want).toHaveLength(7);
    const r = await exportSeek({ ...query, rows: 7 });
    expect(r.code, r.error ?? '').toBe(200);
    expect(r.data.number_rest).toBe(993);
    expect(r.data.export).toMatchObject({ rows: 7, downloadable: true, title: '企业查询：关键词：科技' });
    expect((await capacity()).un_basic_number).toBe(993);

    const sheet = await sheetRows(r.data.export.workspace_export_id);
    expect(sheet.header[0]).toBe('企业名称');
    expect(sheet.rows.map((row) => row[0])).toEqual(want.map((c) => c.name));

    const ledger = await t.db.kysely.selectFrom('agent_capacity_log').selectAll().execute();
    expect(ledger.at(-1)).toMatchObject({
      kind: 'export',
      delta: -7,
      rest_after: 993,
      usr_agent_id: agentId,
    });
    const log = await t.db.kysely
      .selectFrom('operation_log')
      .selectAll()
      .where('entity', '=', 'workspace_export')
      .orderBy('operation_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.action).toBe('export');
    expect(JSON.parse(log.after_json ?? '{}')).toMatchObject({
      rows: 7,
      rest_before: 1_000,
      rest_after: 993,
      condition: { keyword: '科技', sort: 'capital_desc' },
    });
    expect(await counts()).toEqual({
      exports: before.exports + 1,
      ledger: before.ledger + 1,
      logs: before.logs + 1,
      files: before.files + 1,
    });

    const mine = await t.get<Page<WorkspaceExport>>(P.list, admin);
    expect(mine.data.list[0]?.workspace_export_id).toBe(r.data.export.workspace_export_id);
    const history = await t.get<Page<CapacityEntry>>(P.capacityLog, admin);
    expect(history.data.list[0]).toMatchObject({ kind: 'export', delta: -7, rest_after: 993 });
  });

  it('refuses an export the rest cannot cover, naming the rest, and changes nothing', async () => {
    await setCapacity({ un_basic_number: 3 });
    const before = await counts();
    const r = await exportSeek({ keyword: '科技', rows: 10 });
    expect(r).toMatchObject({ code: ResultCode.invalid, error: M.capacityShort(3, 10), data: null });
    expect((await capacity()).un_basic_number).toBe(3);
    expect(await counts()).toEqual(before);
  });

  it('never overdraws under 10 concurrent exports: as many as the rest covers pass, the others are refused', async () => {
    await setCapacity({ un_basic_number: 23 });
    const before = await counts();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.post<ExportResult>(P.companies, admin, {
          company_ids: fx.companies.slice(i * 5, i * 5 + 5).map((c) => c.company_id),
          title: `并发导出 ${i}`,
        }),
      ),
    );
    const passed = results.filter((r) => r.code === 200);
    const refused = results.filter((r) => r.code !== 200);
    expect(passed).toHaveLength(4);
    for (const r of refused) expect(r.error).toMatch(/^本机构剩余导出额度 3 条，不足本次导出的 5 条/);
    expect((await capacity()).un_basic_number).toBe(3);
    expect(passed.map((r) => r.data.number_rest).sort((a, b) => b! - a!)).toEqual([18, 13, 8, 3]);
    expect(await counts()).toEqual({
      exports: before.exports + 4,
      ledger: before.ledger + 4,
      logs: before.logs + 4,
      files: before.files + 4,
    });
  });

  it('unlimited ranks (30, 999) export without using capacity; the export is still recorded', async () => {
    for (const rank of [30, 999]) {
      await setCapacity({ rank, un_basic_number: 0 });
      const before = await counts();
      const r = await exportSeek({ keyword: '贸易', rows: 3 });
      expect(r.code, r.error ?? '').toBe(200);
      expect(r.data.number_rest).toBeNull();
      expect((await capacity()).un_basic_number).toBe(0);
      expect(await counts()).toEqual({
        ...before,
        exports: before.exports + 1,
        logs: before.logs + 1,
        files: before.files + 1,
      });
    }
  });

  it('exports chosen companies in the order given, once each, leaving out ids that are no company', async () => {
    const [a, b, c] = fx.companies;
    const r = await t.post<ExportResult>(P.companies, admin, {
      company_ids: [c!.company_id, a!.company_id, c!.company_id, 99_999_999, b!.company_id],
      title: '批量查询：客户名单 匹配结果',
    });
    expect(r.code, r.error ?? '').toBe(200);
    expect(r.data.export.rows).toBe(3);
    expect(r.data.number_rest).toBe(997);
    expect((await sheetRows(r.data.export.workspace_export_id)).rows.map((row) => row[0])).toEqual(
      [c, a, b].map((x) => x!.name),
    );
  });

  it('masks contacts for a role without data:search:contact; a user never sees or downloads another’s export', async () => {
    const withMobile = fx.companies.find((c) => c.mobile)!;
    const mine = await t.post<ExportResult>(P.companies, user, {
      company_ids: [withMobile.company_id],
      title: '普通用户导出',
    });
    expect(mine.code, mine.error ?? '').toBe(200);
    const row = (await sheetRows(mine.data.export.workspace_export_id, user)).rows[0]!;
    expect(row.join('|')).toContain(maskMobile(withMobile.mobile!));
    expect(row.join('|')).not.toContain(withMobile.mobile!);

    const others = await download(mine.data.export.workspace_export_id, admin);
    expect(others.json()).toMatchObject({ code: ResultCode.notFound, error: M.notFound });
    const list = await t.get<Page<WorkspaceExport>>(P.list, admin, { limit: 100 });
    expect(list.data.list.map((e) => e.workspace_export_id)).not.toContain(
      mine.data.export.workspace_export_id,
    );
  });

  it('answers bad input with a Chinese 400, an anonymous caller with the session code, a role without export 403', async () => {
    const before = await counts();
    for (const body of [
      { rows: 0 },
      { rows: 5_001 },
      { rows: 'x' },
      { rows: 3, region: '12' },
      { rows: 3, extra: 1 },
    ]) {
      const r = await exportSeek(body);
      expect(r.code, JSON.stringify(body)).toBe(ResultCode.invalid);
      expect(r.error).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const body of [
      { company_ids: [], title: 'x' },
      { company_ids: [1], title: '' },
      { company_ids: [1], title: '名'.repeat(61) },
    ]) {
      expect((await t.post(P.companies, admin, body)).code, JSON.stringify(body)).toBe(ResultCode.invalid);
    }
    expect((await exportSeek({ keyword: '没有这样的企业名称啊', rows: 5 })).error).toBe(M.nothingToExport);
    expect((await download(0)).json()).toMatchObject({ code: ResultCode.invalid });
    expect((await exportSeek({ rows: 1 }, '')).code).toBe(ResultCode.sessionInvalid);
    const auditor = await t.tokenOf(Who.auditor);
    expect((await exportSeek({ rows: 1 }, auditor)).code).toBe(ResultCode.forbidden);
    expect((await download(1, auditor)).json()).toMatchObject({ code: ResultCode.forbidden });
    expect(await counts()).toEqual(before);
  });
});
