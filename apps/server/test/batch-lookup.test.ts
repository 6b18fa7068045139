import {
  BatchLookupLimits as L,
  BatchLookupMessages as M,
  BatchLookupPaths as P,
  type BatchLookupFileResult,
  type BatchLookupResult,
} from '@qishu/contract';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from '../src/adapters/xlsx/exceljs.ts';
import type { CompanyTable } from '../src/db/tables/company.ts';
import { testDialects } from './helpers/test-db.ts';
import { createProfileApp, Who, type Envelope, type ProfileApp } from './company-profile/profile-app.ts';
import { multipart } from './identity/helpers.ts';

const XING_HE = '深圳市星河科技有限公司';
const XING_HE_CODE = '91440300MA5ABCDE01';
const HUA_CHUANG = '华创（深圳）信息技术有限公司';
const HUA_CHUANG_FORMER = '深圳市华创信息技术有限公司';
const SHARED_FORMER = '广州市同名贸易有限公司';
const YUN_FAN = '杭州云帆网络有限公司';

function company(id: number, name: string, ccode: string): Insertable<CompanyTable> {
  return {
    company_id: id,
    name,
    ccode,
    legal_person: `法人${id % 100}`,
    shareholders: '',
    reg_date: '2015-06-01',
    reg_capital: 5_000_000,
    reg_currency: '人民币',
    status: id % 2 ? '存续' : '注销',
    company_type: '有限责任公司',
    province_code: '440000',
    city_code: '440300',
    district_code: '440305',
    industry_section: 'I',
    industry_division: '65',
    address: '南山区科技路1号',
    scope: '软件开发',
    tel: null,
    mobile: null,
    email: null,
    website: null,
    brand_num: 0,
    patent_num: 0,
    copyright_num: 0,
    software_copyright_num: 0,
    punish_num: 0,
    website_num: 0,
    act_num: 0,
    lng: null,
    lat: null,
  };
}

const change = (company_id: number, seq: number, item: string, before_text: string) => ({
  company_id,
  seq,
  change_date: '2020-01-01',
  item,
  before_text,
  after_text: '新',
});

describe.each(testDialects)('批量查询 on %s', (dialect) => {
  let t: ProfileApp;
  let admin: string;

  const lookup = (lines: string[], token: string | null = admin) =>
    t.post<BatchLookupResult>(P.lookup, token ?? undefined, { lines });
  const upload = async (filename: string, value: Buffer, token: string | null = admin) => {
    const body = multipart([{ name: 'file', value, filename }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${P.file}`,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: token } : {}) },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<BatchLookupFileResult>>();
  };

  beforeAll(async () => {
    t = await createProfileApp(dialect);
    await t.db.kysely
      .insertInto('company')
      .values([
        company(700_001, XING_HE, XING_HE_CODE),
        company(700_002, HUA_CHUANG, '91440300MA5ABCDE02'),
        company(700_003, '深圳市长青建设有限公司', '91440300MA5ABCDE03'),
        company(700_004, '广州市同名贸易一部有限公司', '91440300MA5ABCDE04'),
        company(700_005, '广州市同名贸易二部有限公司', '91440300MA5ABCDE05'),
        company(700_006, YUN_FAN, '91440300MA5ABCDE06'),
        company(700_007, '杭州新帆网络有限公司', '91440300MA5ABCDE07'),
      ])
      .execute();
    await t.db.kysely
      .insertInto('company_change')
      .values([
        change(700_002, 1, '名称变更', HUA_CHUANG_FORMER),
        change(700_002, 2, '地址变更', '深圳市福田区'),
        // not a former name: another item's before_text
        change(700_003, 1, '经营范围变更', '旧名称不算有限公司'),
        change(700_004, 1, '名称变更', SHARED_FORMER),
        change(700_005, 1, '名称变更', SHARED_FORMER),
        // a former name that is another company's current name: the current name wins
        change(700_007, 1, '名称变更', YUN_FAN),
      ])
      .execute();
    admin = await t.tokenOf(Who.admin);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('matches names, former names and codes after normalising, folds duplicates, lists the rest', async () => {
    const r = await lookup([
      XING_HE,
      ' 华创(深圳)信息技术有限公司 ',
      '华创 （深圳） 信息技术有限公司',
      HUA_CHUANG_FORMER,
      '',
      '91440300ma5abcde03',
      '９１４４０３００ＭＡ５ＡＢＣＤＥ０３',
      '   ',
      '不存在的公司',
      '旧名称不算有限公司',
      SHARED_FORMER,
      YUN_FAN,
      '91440300MA5ZZZZZ99',
    ]);
    expect(r.code, r.error ?? '').toBe(200);
    const d = r.data;
    expect({ read: d.read, blank: d.blank, duplicates: d.duplicates, looked_up: d.looked_up }).toEqual({
      read: 13,
      blank: 2,
      duplicates: 2,
      looked_up: 9,
    });
    expect(d.matched_lines).toBe(6);
    expect(d.matched.map((m) => [m.line, m.company_id, m.matched_by, m.former_name])).toEqual([
      [XING_HE, 700_001, 'name', null],
      ['华创(深圳)信息技术有限公司', 700_002, 'name', null],
      [HUA_CHUANG_FORMER, 700_002, 'former_name', HUA_CHUANG_FORMER],
      ['91440300ma5abcde03', 700_003, 'ccode', null],
      [SHARED_FORMER, 700_004, 'former_name', SHARED_FORMER],
      [SHARED_FORMER, 700_005, 'former_name', SHARED_FORMER],
      [YUN_FAN, 700_006, 'name', null],
    ]);
    expect(d.unmatched).toEqual(['不存在的公司', '旧名称不算有限公司', '91440300MA5ZZZZZ99']);
    expect(d.matched[0]).toEqual({
      line: XING_HE,
      company_id: 700_001,
      name: XING_HE,
      ccode: XING_HE_CODE,
      matched_by: 'name',
      former_name: null,
      status: '存续',
      legal_person: '法人1',
      reg_capital: 5_000_000,
      reg_currency: '人民币',
      reg_date: '2015-06-01',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
    });
  });

  it('refuses 10,001 lines, an over-long line and an empty list with a Chinese 400, and answers nothing', async () => {
    const many = Array.from({ length: L.maxLines + 1 }, (_, i) => `测试企业${i}有限公司`);
    const tooMany = await lookup(many);
    expect([tooMany.code, tooMany.error, tooMany.data]).toEqual([400, M.tooMany, null]);
    const long = await lookup([XING_HE, '', '长'.repeat(L.lineMax + 1)]);
    expect([long.code, long.error]).toEqual([400, M.lineTooLong(3)]);
    for (const lines of [[], ['', '  ']]) {
      const empty = await lookup(lines);
      expect([empty.code, empty.error]).toEqual([400, M.empty]);
    }
    // 10,000 distinct lines (with the duplicates and blanks folded first) are one lookup
    const full = await lookup([...many.slice(0, L.maxLines), many[0]!, '', XING_HE_CODE]);
    expect(full.code, full.error ?? '').toBe(400);
    // the longest lines allowed (100 characters, 3 MB of JSON: over the default body limit)
    const longest = many.slice(0, L.maxLines - 1).map((l) => l.padEnd(L.lineMax, '长'));
    const ok = await lookup([...longest, longest[0]!, '', XING_HE_CODE]);
    expect(ok.code, ok.error ?? '').toBe(200);
    expect([ok.data.looked_up, ok.data.matched_lines, ok.data.unmatched.length]).toEqual([
      L.maxLines,
      1,
      L.maxLines - 1,
    ]);
  });

  it('reads the named column of an .xlsx and the first column of a .csv (UTF-8 or GB18030)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户名单');
    sheet.addRow(['序号', '企业名称', '联系人']);
    sheet.addRow([1, XING_HE, '张三']);
    sheet.addRow([2, { richText: [{ text: '华创(深圳)' }, { text: '信息技术有限公司' }] }, '李四']);
    sheet.addRow([3, null, '王五']);
    sheet.addRow([4, '不存在的公司', '']);
    const xlsx = await upload('客户名单.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(xlsx.code, xlsx.error ?? '').toBe(200);
    expect(xlsx.data).toEqual({
      file_name: '客户名单.xlsx',
      sheet: '客户名单',
      column: '企业名称',
      lines: [XING_HE, '华创(深圳)信息技术有限公司', '', '不存在的公司'],
    });
    const r = await lookup(xlsx.data.lines);
    expect(r.data.matched.map((m) => m.company_id)).toEqual([700_001, 700_002]);

    // a CSV without a known header: the first column from the first row; codes stay text
    const csvBook = new ExcelJS.Workbook();
    const csvSheet = csvBook.addWorksheet('x');
    csvSheet.addRow(['91440300MA5ABCDE03', '备注']);
    csvSheet.addRow([SHARED_FORMER, '']);
    csvSheet.addRow(['914403001234567890', '']);
    const csvText = Buffer.from(await csvBook.csv.writeBuffer()).toString('utf8');
    const utf8 = await upload('list.csv', Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(csvText)]));
    expect(utf8.code, utf8.error ?? '').toBe(200);
    expect(utf8.data).toEqual({
      file_name: 'list.csv',
      sheet: null,
      column: '第1列',
      lines: ['91440300MA5ABCDE03', SHARED_FORMER, '914403001234567890'],
    });
    // Excel in Chinese saves CSV as GB18030 (GBK)
    const gbk = Buffer.from(
      [0xc6, 0xf3, 0xd2, 0xb5, 0xc3, 0xfb, 0xb3, 0xc6, 0x0d, 0x0a].concat([...Buffer.from('X1\r\n')]),
    );
    const gb = await upload('gbk.csv', gbk);
    expect([gb.data.column, gb.data.lines]).toEqual(['企业名称', ['X1']]);
    // stray NUL bytes are dropped, so the lookup that follows is not refused for them (issue 18)
    const nul = await upload('nul.csv', Buffer.from('X\u00001\r\nX2\u0000\r\n'));
    expect(nul.data.lines).toEqual(['X1', 'X2']);
    expect((await lookup(nul.data.lines)).code).toBe(200);
  });

  it('refuses a file of another type, an unreadable, empty or too large one', async () => {
    const cases: [string, Buffer, string][] = [
      ['名单.txt', Buffer.from(XING_HE), M.fileType],
      ['坏文件.xlsx', Buffer.from('not a zip'), M.fileUnreadable],
      ['空.csv', Buffer.from('\r\n\r\n'), M.fileEmpty],
      ['大.csv', Buffer.alloc(L.fileMaxBytes + 10, 0x41), M.fileTooLarge],
    ];
    for (const [name, bytes, message] of cases) {
      const r = await upload(name, bytes);
      expect([r.code, r.error], name).toEqual([400, message]);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${P.file}`,
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json<Envelope>()).toMatchObject({ code: 400, error: M.fileRequired });
  });

  it('refuses callers without a session (4001) or without data:search:seek (403)', async () => {
    expect((await lookup([XING_HE], null)).code).toBe(4001);
    expect((await upload('a.csv', Buffer.from(XING_HE), null)).code).toBe(4001);
    const park = await t.tokenOf(Who.park);
    expect((await lookup([XING_HE], park)).code).toBe(403);
    expect((await upload('a.csv', Buffer.from(XING_HE), park)).code).toBe(403);
  });
});
