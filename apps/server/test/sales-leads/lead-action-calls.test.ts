import {
  ActionMessages as AM,
  FollowMessages as FM,
  LeadPaths as P,
  type Attachment,
  type ClientRow,
  type ContractRow,
  type LeadDetail,
  type OrderRow,
  type Page,
  type TimelineItem,
  type VisitRow,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import {
  createProfileApp,
  TODAY_ISO,
  Who,
  type Envelope,
  type ProfileApp,
} from '../company-profile/profile-app.ts';
import { FIRST_ID, insertSeekFixtures } from '../company-seek/seek-fixtures.ts';
import { multipart } from '../identity/helpers.ts';
import ExcelJS from '../../src/adapters/xlsx/exceljs.ts';

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * 客户管理 through HTTP (issue 16 points 7, 8): visits with check-ins that become follow-ups,
 * contracts that win their lead, orders of a client's contracts, attachments with type / size /
 * owner checks, clients with their totals, and the lead's page — on both databases.
 */
describe.each(testDialects)('客户管理 calls (%s)', (dialect) => {
  let t: ProfileApp;
  let admin: string;
  let user: string;
  const lead = { admin: 0, user: 0 };

  const send = async <T>(
    method: 'PUT' | 'DELETE',
    url: string,
    token: string,
    body: Record<string, unknown> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token },
      ...(method === 'PUT' ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<T>>();
  };
  const ok = <T>(r: Envelope<T>) => {
    expect(r.code, r.error ?? '').toBe(200);
    return r.data;
  };
  const upload = async (path: string, token: string, file: { name: string; type: string; bytes: Buffer }) => {
    const body = multipart([{ name: 'file', value: file.bytes, filename: file.name, type: file.type }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': body.contentType, authorization: token },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<{ attachment_id: number }>>();
  };
  const leadIdOf = async (companyId: number) =>
    (
      await t.db.kysely
        .selectFrom('sale_lead')
        .select('lead_id')
        .where('usr_agent_id', '=', 200)
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).lead_id;

  beforeAll(async () => {
    t = await createProfileApp(dialect, { now: () => new Date(TODAY_ISO) });
    await insertSeekFixtures(t.db.kysely);
    admin = await t.tokenOf(Who.admin);
    user = await t.tokenOf(Who.user);
    ok(await t.post(P.collect, admin, { company_ids: [FIRST_ID] }));
    ok(await t.post(P.collect, user, { company_ids: [FIRST_ID + 1] }));
    lead.admin = await leadIdOf(FIRST_ID);
    lead.user = await leadIdOf(FIRST_ID + 1);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('plans a visit, refuses one in the past, and a check-in records the outcome as a follow-up with its next step', async () => {
    const tomorrow = new Date(Date.parse(TODAY_ISO) + DAY).toISOString();
    const planned = ok(
      await t.post<{ visit_id: number }>('/action/visit', user, {
        lead_id: lead.user,
        planned_at: tomorrow,
        purpose: '演示产品',
        address: '深圳南山',
      }),
    );
    const past = await t.post('/action/visit', user, {
      lead_id: lead.user,
      planned_at: new Date(Date.parse(TODAY_ISO) - 2 * DAY).toISOString(),
      purpose: 'x',
    });
    expect([past.code, past.error]).toEqual([400, AM.plannedAtPast]);
    expect(
      (await t.post('/action/visit', user, { lead_id: lead.admin, planned_at: tomorrow, purpose: 'x' })).code,
    ).toBe(404);
    const noOutcome = await t.post(`/action/visit/${planned.visit_id}/checkin`, user, { outcome: ' ' });
    expect([noOutcome.code, noOutcome.error]).toEqual([400, AM.outcomeRequired]);
    ok(
      await t.post(`/action/visit/${planned.visit_id}/checkin`, user, {
        outcome: '客户确认采购 200 套',
        next_action: '发送合同草案',
        next_at: tomorrow,
      }),
    );
    const again = await t.post(`/action/visit/${planned.visit_id}/checkin`, user, { outcome: '再次' });
    expect([again.code, again.error]).toEqual([400, AM.visitNotPlanned]);
    const visits = ok(await t.get<Page<VisitRow>>('/action/visit/list', user));
    expect(visits.list.map((v) => [v.status, v.outcome, v.address])).toEqual([
      ['done', '客户确认采购 200 套', '深圳南山'],
    ]);
    const records = ok(
      await t.get<Page<{ kind: string; content: string; next_action: string }>>('/sale/follow/records', user),
    );
    expect(records.list.map((r) => [r.kind, r.content, r.next_action])).toEqual([
      ['visit', '客户确认采购 200 套', '发送合同草案'],
    ]);
    // the 普通用户 sees only their own visits; the 管理员 every visit
    expect(ok(await t.get<Page<VisitRow>>('/action/visit/list', admin)).total).toBe(1);
    const bad = await t.post('/sale/follow/record', user, {
      lead_id: lead.user,
      kind: 'call',
      content: 'x',
      next_action: 'y',
    });
    expect(bad.error).toBe(FM.nextAtRequired);
  });

  it('a signed contract wins its lead; codes are unique; received never exceeds the amount; orders keep to their client’s contracts', async () => {
    const draft = ok(
      await t.post<{ contract_id: number; message: string }>('/action/contract', user, {
        lead_id: lead.user,
        code: 'HT-2026-001',
        title: '年度数据服务',
        amount_fen: 12_345_67,
        start_on: '2026-12-01',
        end_on: '2027-11-30',
      }),
    );
    expect(draft.message).toBe(AM.saved);
    const taken = await t.post('/action/contract', admin, {
      lead_id: lead.admin,
      code: 'HT-2026-001',
      title: 'x',
      amount_fen: 1,
    });
    expect([taken.code, taken.error]).toEqual([400, AM.codeTaken('HT-2026-001')]);
    const over = await t.post('/action/contract', user, {
      lead_id: lead.user,
      code: 'HT-2',
      title: 'x',
      amount_fen: 100,
      received_fen: 101,
    });
    expect([over.code, over.error]).toEqual([400, AM.receivedOverAmount]);
    const backwards = await t.post('/action/contract', user, {
      lead_id: lead.user,
      code: 'HT-3',
      title: 'x',
      amount_fen: 1,
      start_on: '2026-12-01',
      end_on: '2026-11-01',
    });
    expect([backwards.code, backwards.error]).toEqual([400, AM.endBeforeStart]);
    const signed = ok(
      await send<{ message: string }>('PUT', `/action/contract/${draft.contract_id}`, user, {
        lead_id: lead.user,
        code: 'HT-2026-001',
        title: '年度数据服务',
        amount_fen: 12_345_67,
        received_fen: 5_000_00,
        signed_on: '2026-11-22',
        status: 'signed',
      }),
    );
    expect(signed.message).toBe(AM.contractWon);
    const detail = ok(await t.get<LeadDetail>(`/sale/lead/${lead.user}`, user));
    expect(detail.stage).toBe('won');
    // an order of the client's contract; another client's contract is refused
    ok(
      await t.post('/action/contract', admin, {
        lead_id: lead.admin,
        code: 'HT-9',
        title: '别家',
        amount_fen: 1,
      }),
    );
    const otherContract = ok(
      await t.get<Page<ContractRow>>('/action/contract/list', admin, { keyword: 'HT-9' }),
    ).list[0]!;
    const wrong = await t.post('/action/orders', user, {
      lead_id: lead.user,
      contract_id: otherContract.contract_id,
      title: 'x',
      amount_fen: 1,
      ordered_on: '2026-11-22',
    });
    expect([wrong.code, wrong.error]).toEqual([400, AM.contractOfOtherLead]);
    ok(
      await t.post('/action/orders', user, {
        lead_id: lead.user,
        contract_id: draft.contract_id,
        title: '首批 100 套',
        amount_fen: 6_000_00,
        ordered_on: '2026-11-22',
        status: 'paid',
      }),
    );
    const orders = ok(
      await t.get<Page<OrderRow>>('/action/orders/list', user, { contract_id: draft.contract_id }),
    );
    expect(orders.list.map((o) => [o.title, o.contract_code, o.amount_fen])).toEqual([
      ['首批 100 套', 'HT-2026-001', 6_000_00],
    ]);
    const contracts = ok(
      await t.get<Page<ContractRow>>('/action/contract/list', user, { sort: 'amount_fen' }),
    );
    expect(contracts.list.map((k) => [k.code, k.amount_fen, k.received_fen, k.status])).toEqual([
      ['HT-2026-001', 12_345_67, 5_000_00, 'signed'],
    ]);
    // the client: its contracts and orders summed
    const clients = ok(await t.get<Page<ClientRow>>('/action/clients/list', admin));
    expect(
      clients.list.map((c) => [
        c.lead_id,
        c.contract_count,
        c.contract_fen,
        c.received_fen,
        c.order_count,
        c.order_fen,
        c.last_ordered_on,
      ]),
    ).toEqual([[lead.user, 1, 12_345_67, 5_000_00, 1, 6_000_00, '2026-11-22']]);
    expect(ok(await t.get<Page<ClientRow>>('/action/clients/list', user)).total).toBe(1);
  });

  it('attachments: allowed types only (by name, type and content), within size, downloaded only by who may open the record', async () => {
    const contract = ok(await t.get<Page<ContractRow>>('/action/contract/list', user)).list[0]!;
    const path = `/action/contract/${contract.contract_id}/attachment`;
    const up = ok(await upload(path, user, { name: '合同扫描件.pdf', type: 'application/pdf', bytes: PDF }));
    const renamed = await upload(path, user, {
      name: '病毒.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('MZ\x90\x00 not a pdf'),
    });
    expect([renamed.code, renamed.error]).toEqual([400, AM.attachmentType]);
    const exe = await upload(path, user, {
      name: 'setup.exe',
      type: 'application/octet-stream',
      bytes: Buffer.from('MZ'),
    });
    expect([exe.code, exe.error]).toEqual([400, AM.attachmentType]);
    const big = await upload(path, user, {
      name: '大文件.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 10)]),
    });
    expect([big.code, big.error]).toEqual([400, AM.attachmentTooLarge]);
    const list = ok(await t.get<Attachment[]>(`/action/contract/${contract.contract_id}/attachments`, user));
    expect(list.map((a) => [a.file_name, a.size])).toEqual([['合同扫描件.pdf', PDF.length]]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/action/contract/attachment/${up.attachment_id}/file`,
      headers: { authorization: user },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // the 管理员 reaches it through the data scope; the attachment is not public
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/action/contract/attachment/${up.attachment_id}/file`,
      headers: { authorization: admin },
    });
    expect(byAdmin.rawPayload.equals(PDF)).toBe(true);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/action/contract/attachment/${up.attachment_id}/file`,
    });
    expect(anonymous.body).not.toContain('%PDF');
    // the admin's own contract is beyond the 普通用户's scope
    const adminContract = ok(
      await t.get<Page<ContractRow>>('/action/contract/list', admin, { keyword: 'HT-9' }),
    ).list[0]!;
    const theirs = ok(
      await upload(`/action/contract/${adminContract.contract_id}/attachment`, admin, {
        name: 'a.pdf',
        type: 'application/pdf',
        bytes: PDF,
      }),
    );
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/action/contract/attachment/${theirs.attachment_id}/file`,
      headers: { authorization: user },
    });
    expect(denied.json<Envelope>().code).toBe(404);
    expect(
      (
        await upload(`/action/contract/${adminContract.contract_id}/attachment`, user, {
          name: 'b.pdf',
          type: 'application/pdf',
          bytes: PDF,
        })
      ).code,
    ).toBe(404);
    ok(await send('DELETE', `/action/contract/attachment/${up.attachment_id}`, user));
    expect(
      ok(await t.get<Attachment[]>(`/action/contract/${contract.contract_id}/attachments`, user)),
    ).toEqual([]);
  });

  it('the lead page: detail, amount edited in place and recorded, a timeline of everything newest first', async () => {
    ok(await t.post(`/sale/lead/${lead.user}/amount`, user, { amount_fen: 8_800_00 }));
    const bad = await t.post(`/sale/lead/${lead.user}/amount`, user, { amount_fen: -1 });
    expect([bad.code, bad.error]).toEqual([400, AM.amountBad]);
    expect((await t.post(`/sale/lead/${lead.admin}/amount`, user, { amount_fen: 1 })).code).toBe(404);
    const detail = ok(await t.get<LeadDetail>(`/sale/lead/${lead.user}`, user));
    expect(detail).toMatchObject({
      amount_fen: 8_800_00,
      stage: 'won',
      owner_name: '周雨桐',
      can_edit: true,
    });
    const timeline = ok(await t.get<TimelineItem[]>(`/sale/lead/${lead.user}/timeline`, user));
    const kinds = new Set(timeline.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['contract', 'event', 'follow', 'order', 'visit']);
    expect(timeline.find((i) => i.sub === 'amount')?.detail).toBe('¥0.00 → ¥8,800.00');
    expect(timeline.find((i) => i.sub === 'stage')?.detail).toBe('新线索 → 赢单');
    const times = timeline.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('exports a list as .xlsx with its filters: every matching row, amounts in yuan, text guarded against formulas', async () => {
    ok(
      await t.post('/sale/follow/record', user, {
        lead_id: lead.user,
        kind: 'note',
        content: '=HYPERLINK("http://evil.example","点我")',
      }),
    );
    const sheetOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: user } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = book.worksheets[0]!;
      return Array.from({ length: ws.actualRowCount }, (_, i) =>
        (ws.getRow(i + 1).values as unknown[]).slice(1),
      );
    };
    const records = await sheetOf('/sale/follow/records/export?kind=note');
    expect(records[0]).toEqual(['跟进时间', '企业名称', '方式', '内容', '下一步计划', '下次跟进', '跟进人']);
    expect(records).toHaveLength(2);
    expect(records[1]![3]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    const contracts = await sheetOf('/action/contract/list/export');
    expect(contracts.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([['HT-2026-001', 12345.67, 5000]]);
    const leads = await sheetOf('/sale/lead/list/export?stage=won');
    expect(leads.slice(1).map((r) => [r[1], r[3]])).toEqual([['赢单', 8800]]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/sale/lead/list/export?stage=finished',
      headers: { authorization: user },
    });
    expect(refused.json<Envelope>().code).toBe(400);
  });

  it('the records, visits, contracts and orders lists filter by a label of their leads', async () => {
    const label = ok(
      await t.post<{ label_id: number }>('/sale/label', admin, { name: '签约客户', color: 'green' }),
    );
    ok(await t.post('/sale/lead/labels', user, { lead_ids: [lead.user], add: [label.label_id] }));
    const other = ok(
      await t.post<{ label_id: number }>('/sale/label', admin, { name: '未用标签', color: 'red' }),
    );
    for (const path of [
      '/sale/follow/records',
      '/action/visit/list',
      '/action/contract/list',
      '/action/orders/list',
    ]) {
      const tagged = ok(await t.get<Page<{ lead_id: number }>>(path, admin, { label_id: label.label_id }));
      expect(tagged.total, path).toBeGreaterThan(0);
      expect(new Set(tagged.list.map((r) => r.lead_id)), path).toEqual(new Set([lead.user]));
      expect(ok(await t.get<Page<unknown>>(path, admin, { label_id: other.label_id })).total, path).toBe(0);
    }
  });
});
