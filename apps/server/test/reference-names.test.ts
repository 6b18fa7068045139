import {
  PreciseMessages,
  PrecisePaths as P,
  ResultCode,
  type AccurateScreeningResponse,
  type IndustryNode,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';
import { StatementLog } from './support/statement-log.ts';

const SHOPPER = '13600000000';
/** a division of section I (信息传输、软件和信息技术服务业) */
const DIVISION = '65';
/** a division code GB/T 4754 leaves free, created and deleted by the test */
const NEW_DIVISION = '98';

/**
 * Region and industry names from memory (services/reference/reference-names.ts) and the precise
 * search's round trips: a staff edit of 行业分类 shows at the very next search, each database keeps
 * its own names, and a repeated signed-in search costs three statements (sign-in, data version,
 * saved condition) where it cost seven.
 */
describe.each(testDialects)('reference names and the precise search’s reads (%s)', (dialect) => {
  let t: BackofficeApp;
  let admin = '';
  let shopper = '';
  const log = new StatementLog(dialect);

  beforeAll(async () => {
    t = await createBackofficeApp(dialect, { plugins: [log] });
    admin = await t.tokenOf(Demo.admin);
    shopper = await t.tokenOf(SHOPPER);
  });
  afterAll(() => t?.close());

  const search = (body: Record<string, unknown>, app = t, token = shopper) =>
    app.call<AccurateScreeningResponse>('POST', P.accurateScreening, token, body);
  /** the 行业 words of a search of these industry codes */
  const industryWords = async (codes: string[], app = t, token = shopper) => {
    const res = await search({ sys_industry_id: codes }, app, token);
    expect(res.code, res.error ?? '').toBe(200);
    return res.data.search_arr.find((i) => i.title === '行业')?.value;
  };
  const storedName = async (code: string) =>
    (
      await t.db.kysely
        .selectFrom('industry')
        .select('name')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).name;

  it('a repeated signed-in search: sign-in, data version and saved condition, nothing else', async () => {
    const province = (
      await t.db.kysely.selectFrom('company').select('province_code').limit(1).executeTakeFirstOrThrow()
    ).province_code;
    const body = { keyword: '科技', sys_area_id: [province], sys_industry_id: ['I', DIVISION] };
    // the first search loads the names and keeps its answer (by filter and data version)
    expect((await search(body)).code).toBe(200);
    log.clear();
    const res = await search(body);
    expect(res.code, res.error ?? '').toBe(200);
    expect(log.naming('session')).toHaveLength(1);
    expect(log.naming('company_seek_log')).toHaveLength(1);
    expect(log.naming('shop_search_condition')).toHaveLength(1);
    expect(log.naming('region')).toEqual([]);
    expect(log.naming('industry')).toEqual([]);
    // before: session, account, permissions, regions, industries, data version, saved condition
    expect(log.statements).toHaveLength(3);

    // a minute on, the sliding expiry is written as well (the only other statement)
    t.clock.advance(61_000);
    log.clear();
    expect((await search(body)).code).toBe(200);
    expect(log.statements).toHaveLength(4);
    expect(log.statements.filter((s) => s.startsWith('update "session"'))).toHaveLength(1);
  });

  it('the shop’s section filter takes its divisions from memory', async () => {
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/ShopProduct/getShopDatas',
        payload: { page: 1, pagesize: 12, industry: 'C' },
      });
    const first = (await list()).json<{ code: number; data: { count: number } }>();
    expect(first.code).toBe(200);
    log.clear();
    const again = (await list()).json<{ code: number; data: { count: number } }>();
    expect(again.data.count).toBe(first.data.count);
    expect(log.naming('industry')).toEqual([]);
    expect(log.statements.length).toBeGreaterThan(0);
  });

  it('a renamed industry shows in the very next search’s words', async () => {
    const name = await storedName(DIVISION);
    expect(await industryWords([DIVISION])).toBe(name);
    const renamed = `${name}（更名）`;
    const res = await t.call<IndustryNode>('PUT', `/sys/industrycate/${DIVISION}`, admin, { name: renamed });
    expect(res.code, res.error ?? '').toBe(200);
    try {
      expect(await industryWords([DIVISION])).toBe(renamed);
    } finally {
      await t.call('PUT', `/sys/industrycate/${DIVISION}`, admin, { name });
    }
    expect(await industryWords([DIVISION])).toBe(name);
  });

  it('a created industry is searchable at once, and a deleted one refused at once', async () => {
    const refused = { code: ResultCode.invalid, error: PreciseMessages.optionInvalid };
    expect(await search({ sys_industry_id: [NEW_DIVISION] })).toMatchObject(refused);
    const created = await t.call('POST', '/sys/industrycate', admin, {
      code: NEW_DIVISION,
      name: '测试大类',
      parent_code: 'T',
    });
    expect(created.code, created.error ?? '').toBe(200);
    expect(await industryWords([NEW_DIVISION])).toBe('测试大类');
    expect((await t.call('DELETE', `/sys/industrycate/${NEW_DIVISION}`, admin)).code).toBe(200);
    expect(await search({ sys_industry_id: [NEW_DIVISION] })).toMatchObject(refused);
  });

  it('each database keeps its own names', async () => {
    const other = await createBackofficeApp(dialect);
    try {
      const otherShopper = await other.tokenOf(SHOPPER);
      const name = await storedName(DIVISION);
      expect(await industryWords([DIVISION], other, otherShopper)).toBe(name);
      const renamed = `${name}（仅此库）`;
      expect((await t.call('PUT', `/sys/industrycate/${DIVISION}`, admin, { name: renamed })).code).toBe(200);
      try {
        expect(await industryWords([DIVISION])).toBe(renamed);
        expect(await industryWords([DIVISION], other, otherShopper)).toBe(name);
      } finally {
        await t.call('PUT', `/sys/industrycate/${DIVISION}`, admin, { name });
      }
    } finally {
      await other.close();
    }
  });
});
