import {
  activeStatuses,
  companyStatuses,
  INDUSTRIES_MAX,
  REGIONS_MAX,
  PreciseMessages as M,
  PrecisePaths as P,
  PREVIEW_ROWS,
  regCapitalText,
  ResultCode,
  type AccurateScreeningResponse,
  type CompanyFilter,
  type SearchConditionResponse,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../src/search/index.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

const SHOPPER = '13600000000';

/** The precise search (data-shop.md §3, §5, §7): searchCondition and AccurateScreening over HTTP. */
describe.each(testDialects)('precise search: searchCondition, AccurateScreening (%s)', (dialect) => {
  let t: BackofficeApp;
  let shopper = '';
  let other = '';
  let me = 0;
  let otherId = 0;
  /** a province with companies and one of its cities, with their names from the region table */
  const place = { province: '', provinceName: '', city: '', cityName: '' };

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    shopper = await t.tokenOf(SHOPPER);
    other = await t.tokenOf(Demo.orgUser200);
    me = await t.userId(SHOPPER);
    otherId = await t.userId(Demo.orgUser200, 200);
    const k = t.db.kysely;
    const top = await k
      .selectFrom('company')
      .select(['province_code', 'city_code', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', [...activeStatuses])
      .groupBy(['province_code', 'city_code'])
      .orderBy('n', 'desc')
      .orderBy('city_code')
      .executeTakeFirstOrThrow();
    place.province = top.province_code;
    place.city = top.city_code;
    const names = await k
      .selectFrom('region')
      .select(['code', 'name'])
      .where('code', 'in', [top.province_code, top.city_code])
      .execute();
    place.provinceName = names.find((r) => r.code === top.province_code)!.name;
    place.cityName = names.find((r) => r.code === top.city_code)!.name;
  });
  afterAll(() => t?.close());

  const k = () => t.db.kysely;
  const search = (body: Record<string, unknown>, token = shopper) =>
    t.call<AccurateScreeningResponse>('POST', P.accurateScreening, token, body);
  const conditions = async () =>
    (await k().selectFrom('shop_search_condition').select('shop_search_condition_id').execute()).length;
  /** Active companies matching `where`, in id order, read straight from the table. */
  const companiesWhere = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    where(base()).select(['company_id', 'name']).orderBy('company_id').execute();
  const base = () =>
    k()
      .selectFrom('company')
      .where('status', 'in', [...activeStatuses]);

  it('searchCondition answers the option groups of step 0 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api${P.searchCondition}`, payload: {} });
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json<{ code: number; data: SearchConditionResponse }>();
    expect(code).toBe(200);
    const group = (field: string) => data.groups.find((g) => g.field === field)!;
    expect(data.groups.map((g) => g.field)).toEqual([
      'search_range',
      'reg_amount',
      'reg_date',
      'status',
      'types',
      'contact',
      'more',
    ]);
    expect(group('search_range').values.map((v) => v.value)).toEqual([
      '0|企业名称',
      '1|经营范围',
      '2|企业地址',
      '3|法人/股东',
    ]);
    expect(group('reg_amount').values[4]).toEqual({ value: '4|自定义', label: '自定义' });
    expect(group('reg_date').values[6]).toEqual({ value: '6|自定义', label: '自定义' });
    expect(group('status').values.map((v) => v.value)).toEqual([...companyStatuses]);
    expect(group('contact')).toMatchObject({ kind: 'flag', multiple: false });
    expect(group('contact').values.map((v) => v.value)).toEqual([
      'have_email',
      'have_mobile',
      'have_tel',
      'have_all',
    ]);
    expect(group('more').values.map((v) => v.value)).toContain('patent');
    // the calls are documented from the same schemas
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    for (const path of Object.values(P)) expect(Object.keys(doc.paths)).toContain(`/api${path}`);
  });

  it('needs a session; another user’s sys_user_id is 403; nothing is saved either way', async () => {
    const before = await conditions();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api${P.accurateScreening}`,
      payload: { keyword: '科技' },
    });
    expect(anonymous.json<{ code: number }>().code).toBe(ResultCode.sessionInvalid);
    const foreign = await search({ keyword: '科技', sys_user_id: otherId });
    expect(foreign.code).toBe(ResultCode.forbidden);
    expect(await conditions()).toBe(before);
  });

  it('refuses every §5 rule with its exact message (400) and saves nothing', async () => {
    const before = await conditions();
    const custom = (low: unknown, high: unknown) => ({
      reg_amount: ['4|自定义'],
      low_amount: low,
      high_amount: high,
    });
    const date = (start: unknown, end: unknown) => ({
      reg_date: ['6|自定义'],
      start_date: start,
      end_date: end,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{}, M.nothingChosen],
      [{ sys_user_id: me }, M.nothingChosen],
      // a search range alone, empty lists and blank text choose nothing
      [{ search_range: ['1|经营范围'], keyword: '  ', sys_area_id: [], status: '' }, M.nothingChosen],
      [{ keyword: '科'.repeat(31) }, M.keywordTooLong],
      [custom('', ''), M.customCapitalRequired],
      [custom(null, undefined), M.customCapitalRequired],
      [custom('0', ''), M.customCapitalRequired],
      [custom('', '0'), M.customCapitalRequired],
      [custom('0', '0'), M.capitalOrder],
      [custom('500', '100'), M.capitalOrder],
      [custom('100', '100'), M.capitalOrder],
      [custom('1'.repeat(17), ''), M.amountTooLong],
      [custom('', '12345678901234567'), M.amountTooLong],
      [custom('1.5', '20'), M.amountInvalid],
      [custom('-5', '20'), M.amountInvalid],
      [date('', ''), M.dateRange],
      [date('2020-01-01', ''), M.dateRange],
      [date('', '2020-01-01'), M.dateRange],
      [date('2021-01-01', '2020-01-01'), M.dateRange],
      [date('2021-02-30', '2022-01-01'), M.dateRange],
      [date('2021/01/01', '2022-01-01'), M.dateRange],
      [{ have_email: 1, have_mobile: 1 }, M.contactExclusive],
      [{ have_tel: true, have_all: '1' }, M.contactExclusive],
      [{ reg_amount: ['5|不存在'] }, M.optionInvalid],
      [{ keyword: '科技', search_range: ['9|其他'] }, M.optionInvalid],
      [{ reg_date: [7] }, M.optionInvalid],
      [{ status: ['营业中'] }, M.optionInvalid],
      [{ types: ['公司'] }, M.optionInvalid],
      [{ sys_area_id: ['44'] }, M.optionInvalid],
      // well-formed codes that are not in the reference tables
      [{ sys_area_id: ['999999'] }, M.optionInvalid],
      [{ sys_industry_id: ['Z'] }, M.optionInvalid],
      [{ sys_industry_id: ['00'] }, M.optionInvalid],
      // list bounds (a huge list would otherwise exceed the databases' parameter limits)
      [{ sys_area_id: Array.from({ length: REGIONS_MAX + 1 }, () => place.city) }, M.tooManyRegions],
      [{ sys_industry_id: Array.from({ length: INDUSTRIES_MAX + 1 }, () => 'C') }, M.tooManyIndustries],
      [{ status: Array.from({ length: 51 }, () => '存续') }, M.optionInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await search(body);
      expect({ body, code: res.code, error: res.error }).toEqual({
        body,
        code: ResultCode.invalid,
        error: message,
      });
    }
    expect(await conditions()).toBe(before);
    // at the bound it is a search
    const many = await search({ sys_area_id: Array.from({ length: REGIONS_MAX }, () => place.city) });
    expect(many.code, many.error ?? '').toBe(200);
  });

  it('the same search asked again answers at once what the companies hold now: a change is seen', async () => {
    const body = { sys_area_id: [place.province] };
    const first = await Promise.all(Array.from({ length: 5 }, () => search(body)));
    expect(new Set(first.map((r) => r.data.count)).size).toBe(1);
    const count = first[0]!.data.count;
    const one = { company_id: first[0]!.data.res[0]!.company_id! };
    const { status } = await k()
      .selectFrom('company')
      .select('status')
      .where('company_id', '=', one.company_id)
      .executeTakeFirstOrThrow();
    try {
      await k()
        .updateTable('company')
        .set({ status: '注销' })
        .where('company_id', '=', one.company_id)
        .execute();
      const after = await search(body);
      expect(after.data.count).toBe(count - 1);
      expect(after.data.res.map((r) => r.company_id)).not.toContain(one.company_id);
    } finally {
      await k().updateTable('company').set({ status }).where('company_id', '=', one.company_id).execute();
    }
    expect((await search(body)).data.count).toBe(count);
  });

  it('previews registered capital in the registered currency, and no amount as a dash', async () => {
    const companies = await k()
      .selectFrom('company')
      .select(['company_id', 'name', 'reg_capital', 'reg_currency'])
      .where('status', 'in', [...activeStatuses])
      .orderBy('company_id')
      .limit(3)
      .execute();
    // stored in yuan; shown as the registry shows it: 100万美元 is stored as 7,100,000 yuan
    const shown: [number, string, string][] = [
      [7_100_000, '美元', '100万美元'],
      [1_234_567, '人民币', '123.46万人民币'],
      [0, '人民币', '-'],
    ];
    const setCapital = (id: number, reg_capital: number, reg_currency: string) =>
      k().updateTable('company').set({ reg_capital, reg_currency }).where('company_id', '=', id).execute();
    try {
      for (const [i, [yuan, currency, text]] of shown.entries()) {
        const company = companies[i]!;
        await setCapital(company.company_id, yuan, currency);
        const res = await search({ keyword: company.name });
        expect(res.code, res.error ?? '').toBe(200);
        expect(res.data.res.find((r) => r.name === company.name)?.reg_amount).toBe(text);
      }
    } finally {
      for (const c of companies) await setCapital(c.company_id, c.reg_capital, c.reg_currency);
    }
  });

  it('counts like the company table, previews the first 10 rows and saves the frozen condition', async () => {
    const res = await search({ sys_area_id: [place.province], sys_user_id: me });
    expect(res.code, res.error ?? '').toBe(200);
    const expected = await companiesWhere((q) => q.where('province_code', '=', place.province));
    expect(expected.length).toBeGreaterThan(0);
    expect(res.data.count).toBe(expected.length);
    expect(res.data.res.map((r) => r.name)).toEqual(expected.slice(0, PREVIEW_ROWS).map((c) => c.name));

    const first = await k()
      .selectFrom('company')
      .selectAll()
      .where('company_id', '=', expected[0]!.company_id)
      .executeTakeFirstOrThrow();
    expect(res.data.res[0]).toEqual({
      company_id: first.company_id,
      name: first.name,
      legal_person: first.legal_person,
      reg_amount: regCapitalText(first.reg_capital, first.reg_currency),
      reg_date: first.reg_date,
      reg_address: first.address,
      gs_tel: first.tel ?? first.mobile ?? '',
    });
    expect(res.data.res[0]!.reg_amount).toMatch(/^\d+(\.\d+)?万/);

    const saved = await k()
      .selectFrom('shop_search_condition')
      .selectAll()
      .where('shop_search_condition_id', '=', res.data.shop_search_condition_id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ sys_user_id: me, count: expected.length, public_id: res.data.ES_sql });
    // ES_sql is an opaque id, never a query
    expect(res.data.ES_sql).toMatch(/^[\w-]{20,40}$/);
    expect(res.data.ES_sql.toLowerCase()).not.toMatch(/select|where|company/);
    const filter = JSON.parse(saved.condition_json) as CompanyFilter;
    expect(filter).toEqual({ regionCodes: [place.province], statuses: [...activeStatuses] });
    expect(JSON.parse(saved.search_arr)).toEqual(res.data.search_arr);
    expect(saved.search_text).toBe(res.data.search_text);
    // the engine agrees on the frozen filter
    const engine = createSearchEngine(t.db);
    expect(await engine.count(filter)).toBe(expected.length);
    // the same search again answers the condition saved before (the table grows per distinct search);
    // another search saves its own, with a fresh public id
    const before = await conditions();
    const again = await search({ sys_area_id: [place.province] });
    expect([again.data.shop_search_condition_id, again.data.ES_sql]).toEqual([
      res.data.shop_search_condition_id,
      res.data.ES_sql,
    ]);
    expect(await conditions()).toBe(before);
    const other = await search({ sys_area_id: [place.province], keyword: first.name });
    expect(other.data.ES_sql).not.toBe(res.data.ES_sql);
    expect(await conditions()).toBe(before + 1);
  });

  it('writes search_text and search_arr with region and industry names and every chosen option', async () => {
    const k2 = k();
    const section = await k2
      .selectFrom('company')
      .select('industry_section')
      .where('province_code', '=', place.province)
      .orderBy('company_id')
      .executeTakeFirstOrThrow();
    const industry = await k2
      .selectFrom('industry')
      .select(['code', 'name'])
      .where('code', '=', section.industry_section)
      .executeTakeFirstOrThrow();
    const res = await search({
      keyword: '科技',
      search_range: ['1|经营范围', '0|企业名称'],
      sys_area_id: [place.province, place.city],
      sys_industry_id: [industry.code],
      reg_amount: ['1|100-500万', '4|自定义'],
      low_amount: '50',
      high_amount: '200',
      reg_date: ['1|1-3年', '6|自定义'],
      start_date: '2010-01-01',
      end_date: '2012-12-31',
      types: ['有限责任公司'],
      have_mobile: 1,
      patent: 1,
      brand_num: true,
    });
    expect(res.code, res.error ?? '').toBe(200);
    expect(res.data.search_arr).toEqual([
      { title: '关键词', value: '科技' },
      { title: '搜索范围', value: '企业名称、经营范围' },
      { title: '地区', value: `${place.provinceName}、${place.cityName}` },
      { title: '行业', value: industry.name },
      { title: '注册资本', value: '100-500万、自定义 50-200万' },
      { title: '成立年限', value: '1-3年、自定义 2010-01-01至2012-12-31' },
      { title: '经营状态', value: '存续、在业（默认）' },
      { title: '企业类型', value: '有限责任公司' },
      { title: '联系方式', value: '有手机' },
      { title: '更多筛选', value: '有商标、有专利' },
    ]);
    expect(res.data.search_text).toBe(
      [
        '关键词: 科技',
        '搜索范围: 企业名称、经营范围',
        `地区: ${place.provinceName}、${place.cityName}`,
        `行业: ${industry.name}`,
        '注册资本: 100-500万、自定义 50-200万',
        '成立年限: 1-3年、自定义 2010-01-01至2012-12-31',
        '经营状态: 存续、在业（默认）',
        '企业类型: 有限责任公司',
        '联系方式: 有手机',
        '更多筛选: 有商标、有专利',
      ].join('; '),
    );
    // open-ended custom capital and chosen statuses read as such
    const open = await search({ reg_amount: ['4|自定义'], low_amount: '80', status: ['注销', '吊销'] });
    expect(open.data.search_arr).toEqual([
      { title: '注册资本', value: '自定义 80万以上' },
      { title: '经营状态', value: '注销、吊销' },
    ]);
    const upTo = await search({ reg_amount: [4], high_amount: '300' });
    expect(upTo.data.search_arr[0]).toEqual({ title: '注册资本', value: '自定义 300万以下' });
  });

  it('filters as chosen: statuses default to active, capital ranges are a union, 16 digits pass', async () => {
    const all = await search({ status: [...companyStatuses] });
    expect(all.data.count).toBe(
      Number(
        (
          await k()
            .selectFrom('company')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    const active = await search({ sys_area_id: [place.city] });
    expect(active.data.count).toBe(
      (await companiesWhere((q) => q.where('city_code', '=', place.city))).length,
    );

    // 100万以内 + 1000万以上: not the hull (a 500万 company does not match)
    const union = await search({ reg_amount: ['0|100万以内', '3|1000万以上'] });
    const expected = await companiesWhere((q) =>
      q.where((eb) => eb.or([eb('reg_capital', '<=', 1_000_000), eb('reg_capital', '>=', 10_000_000)])),
    );
    expect(union.data.count).toBe(expected.length);
    expect(union.data.res.map((r) => r.name)).toEqual(expected.slice(0, PREVIEW_ROWS).map((c) => c.name));

    // the largest amount the input allows (16 digits) is a valid bound on both databases
    const huge = await search({ reg_amount: ['4|自定义'], low_amount: '1', high_amount: '9'.repeat(16) });
    expect(huge.code, huge.error ?? '').toBe(200);
    expect(huge.data.count).toBe((await companiesWhere((q) => q.where('reg_capital', '>=', 10_000))).length);
    const none = await search({
      reg_amount: ['4|自定义'],
      low_amount: '9'.repeat(15),
      high_amount: '9'.repeat(16),
    });
    expect(none.code, none.error ?? '').toBe(200);
    expect(none.data).toMatchObject({ count: 0, res: [] });

    // keyword over the chosen ranges only
    const someone = (await companiesWhere((q) => q))[0]!;
    const byName = await search({ keyword: someone.name.slice(0, 6) });
    expect(byName.data.res.map((r) => r.name)).toContain(someone.name);
  });

  it('another user never sees my saved condition (ownership is checked when it is used)', async () => {
    const mine = await search({ sys_area_id: [place.province] });
    const theirs = await search({ sys_area_id: [place.province] }, other);
    expect(theirs.code).toBe(200);
    const rows = await k()
      .selectFrom('shop_search_condition')
      .select(['shop_search_condition_id', 'sys_user_id'])
      .where('shop_search_condition_id', 'in', [
        mine.data.shop_search_condition_id,
        theirs.data.shop_search_condition_id,
      ])
      .orderBy('shop_search_condition_id')
      .execute();
    expect(rows.map((r) => r.sys_user_id)).toEqual([me, otherId]);
  });
});
