import { describe, expect, it } from 'vitest';
import {
  PreciseMessages as M,
  accurateScreeningRequest,
  CAPITAL_BOUND_MAX_WAN,
  INDUSTRIES_MAX,
  PreciseMessages,
  REGIONS_MAX,
  capAmountInput,
  clampExportCount,
  conditionText,
  customCapitalError,
  exportCountError,
  toCompanyFilter,
  wizardEmailError,
  type AccurateScreeningRequest,
} from './precise-search.ts';

/** the messages of a failed parse, or [] when it passes */
function messages(payload: AccurateScreeningRequest): string[] {
  const r = accurateScreeningRequest.safeParse(payload);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
const parse = (payload: AccurateScreeningRequest) => accurateScreeningRequest.parse(payload);

describe('the §5 messages, verbatim', () => {
  it('has the exact texts', () => {
    expect(M.nothingChosen).toBe('请先选择筛选条件');
    expect(M.keywordTooLong).toBe('关键词最多只能输入30个字符');
    expect(M.customCapitalRequired).toBe('自定义注册资本必填');
    expect(M.capitalOrder).toBe('后面的金额，必须大于前面的金额');
    expect(M.amountTooLong).toBe('可输入最大金额长度：16');
    expect(M.dateRange).toBe('请选择正确的注册时间范围');
    expect(M.countRequired).toBe('请输入导出数量');
    expect(M.foundNothing).toBe('当前搜索到0家企业，请更换条件后再导出');
    expect(M.emailRequired).toBe('请输入邮箱');
    expect(M.emailInvalid).toBe('邮箱格式不正确,请输入正确的邮箱地址');
    expect(M.emailInvalidWizard).toBe('请输入正确的邮箱！');
    expect(M.belowMinimum).toBe('订单金额不能小于1元,请重新填写导出数量');
    expect(M.sendFailed).toBe('数据发送失败！');
  });
});

describe('accurateScreeningRequest', () => {
  it.each<[string, AccurateScreeningRequest]>([
    ['an empty payload', {}],
    [
      'only blanks and a range',
      { keyword: '   ', search_range: ['1|经营范围'], sys_area_id: [], status: '' },
    ],
    ['flags all off', { have_email: 0, patent: '0', brand_num: false, sys_user_id: 5 }],
  ])('%s → 请先选择筛选条件 only', (_, payload) => {
    expect(messages(payload)).toEqual([M.nothingChosen]);
  });

  it.each<[string, AccurateScreeningRequest]>([
    ['a keyword', { keyword: '科技' }],
    ['a region', { sys_area_id: ['440300'] }],
    ['an industry', { sys_industry_id: 'I' }],
    ['a capital option', { reg_amount: ['1|100-500万'] }],
    ['a date option', { reg_date: [0] }],
    ['a status', { status: ['注销'] }],
    ['a type', { types: ['合伙企业'] }],
    ['a contact flag', { have_mobile: 1 }],
    ['a count flag', { act_num: true }],
  ])('%s counts as a condition', (_, payload) => {
    expect(messages(payload)).toEqual([]);
  });

  it('keyword: 30 characters pass, 31 fail with the exact text', () => {
    expect(messages({ keyword: '企'.repeat(30) })).toEqual([]);
    expect(messages({ keyword: '企'.repeat(31) })).toEqual([M.keywordTooLong]);
  });

  it('parses index|label options and lone values into arrays', () => {
    const p = parse({
      keyword: '数据',
      search_range: ['0|企业名称', '2|企业地址'],
      sys_area_id: '110000',
      reg_date: '3',
    });
    expect(p.search_range).toEqual([0, 2]);
    expect(p.sys_area_id).toEqual(['110000']);
    expect(p.reg_date).toEqual([3]);
    expect(p.have_email).toBe(false);
  });

  it('refuses options outside the lists', () => {
    expect(messages({ keyword: 'a', search_range: ['4|其他'] })).toEqual([M.optionInvalid]);
    expect(messages({ reg_amount: [5] })).toEqual([M.optionInvalid]);
    expect(messages({ reg_date: ['7|x'] })).toEqual([M.optionInvalid]);
  });

  describe('custom registered capital (option 4)', () => {
    const custom = (low_amount?: string | number, high_amount?: string | number) =>
      messages({ reg_amount: ['4|自定义'], low_amount, high_amount });

    it('needs at least one bound', () => {
      expect(custom()).toEqual([M.customCapitalRequired]);
      expect(custom('', '')).toEqual([M.customCapitalRequired]);
    });
    it('a single 0 bound counts as none', () => {
      expect(custom('0', '')).toEqual([M.customCapitalRequired]);
      expect(custom('', 0)).toEqual([M.customCapitalRequired]);
    });
    it('both 0 and upper ≤ lower give 后面的金额…', () => {
      expect(custom('0', '0')).toEqual([M.capitalOrder]);
      expect(custom('500', '500')).toEqual([M.capitalOrder]);
      expect(custom(500, 100)).toEqual([M.capitalOrder]);
    });
    it('accepts one non-zero bound or an increasing pair', () => {
      expect(custom('100', '')).toEqual([]);
      expect(custom('', '300')).toEqual([]);
      expect(custom('0', '300')).toEqual([]);
      expect(custom('100', '101')).toEqual([]);
    });
    it('more than 16 digits → 可输入最大金额长度：16', () => {
      expect(custom('1'.repeat(16), '')).toEqual([]);
      expect(custom('1'.repeat(17), '')).toEqual([M.amountTooLong]);
      expect(custom('1', '9'.repeat(17))).toEqual([M.amountTooLong]);
    });
    it('compares 16-digit bounds exactly (no float rounding)', () => {
      expect(customCapitalError('9999999999999998', '9999999999999999')).toBeNull();
      expect(customCapitalError('9999999999999999', '9999999999999998')).toBe(M.capitalOrder);
    });
    it('refuses non-integer amounts', () => {
      expect(custom('abc', '')).toEqual([M.amountInvalid]);
      expect(custom('1.5', '')).toEqual([M.amountInvalid]);
    });
    it('bounds without option 4 are not checked', () => {
      expect(messages({ reg_amount: [0], low_amount: '0', high_amount: '0' })).toEqual([]);
    });
  });

  describe('custom founding date (option 6)', () => {
    const custom = (start_date?: string, end_date?: string) =>
      messages({ reg_date: ['6|自定义'], start_date, end_date });
    it('needs both valid dates with start ≤ end', () => {
      expect(custom()).toEqual([M.dateRange]);
      expect(custom('2020-01-01')).toEqual([M.dateRange]);
      expect(custom(undefined, '2020-01-01')).toEqual([M.dateRange]);
      expect(custom('2021-01-01', '2020-12-31')).toEqual([M.dateRange]);
      expect(custom('2021-02-30', '2021-03-01')).toEqual([M.dateRange]);
      expect(custom('2020/01/01', '2021-01-01')).toEqual([M.dateRange]);
    });
    it('accepts a proper range, including a single day', () => {
      expect(custom('2020-01-01', '2021-01-01')).toEqual([]);
      expect(custom('2020-05-05', '2020-05-05')).toEqual([]);
    });
  });

  it('more than one contact flag is refused; one contact flag with count flags is fine', () => {
    expect(messages({ have_email: 1, have_tel: 1 })).toEqual([M.contactExclusive]);
    expect(messages({ have_all: true, have_mobile: '1' })).toEqual([M.contactExclusive]);
    expect(messages({ have_email: 1, patent: 1, brand_num: 1, website_num: 1 })).toEqual([]);
  });

  it('reports several broken rules together', () => {
    expect(
      messages({ reg_amount: [4], reg_date: [6], start_date: '2022-01-01', have_email: 1, have_tel: 1 }),
    ).toEqual([M.customCapitalRequired, M.dateRange, M.contactExclusive]);
  });
});

describe('export step helpers', () => {
  it.each([
    ['12a3', 1000, '123'],
    ['abc', 1000, ''],
    ['', 1000, ''],
    ['0', 1000, ''],
    ['000', 1000, ''],
    ['007', 1000, '7'],
    ['5000', 1234, '1234'],
    ['99999999999999999999', 1234, '1234'],
    ['1234', 1234, '1234'],
    ['12', 0, ''],
    ['1 000', 5000, '1000'],
  ])('clampExportCount(%j, %i) = %j', (input, found, out) => {
    expect(clampExportCount(input, found)).toBe(out);
  });

  it('exportCountError', () => {
    expect(exportCountError('', 100)).toBe(M.countRequired);
    expect(exportCountError(undefined, 100)).toBe(M.countRequired);
    expect(exportCountError('0', 100)).toBe(M.countRequired);
    expect(exportCountError('', 0)).toBe(M.foundNothing);
    expect(exportCountError('5', 0)).toBe(M.foundNothing);
    expect(exportCountError('5', 100)).toBeNull();
    expect(exportCountError(100, 100)).toBeNull();
  });

  it('capAmountInput keeps digits and cuts to 16', () => {
    expect(capAmountInput('12345678901234567')).toEqual({ value: '1234567890123456', tooLong: true });
    expect(capAmountInput('1234567890123456')).toEqual({ value: '1234567890123456', tooLong: false });
    expect(capAmountInput('1a2b3')).toEqual({ value: '123', tooLong: false });
    expect(capAmountInput('')).toEqual({ value: '', tooLong: false });
  });

  it('conditionText cuts at 120 characters plus …', () => {
    const exact = '条'.repeat(120);
    expect(conditionText(exact)).toBe(exact);
    expect(conditionText(`${exact}多`)).toBe(`${exact}…`);
    expect(conditionText('短')).toBe('短');
  });

  it('wizard e-mail: 请输入邮箱 / 请输入正确的邮箱！', () => {
    expect(wizardEmailError('')).toBe(M.emailRequired);
    expect(wizardEmailError('  ')).toBe(M.emailRequired);
    expect(wizardEmailError('a@b')).toBe(M.emailInvalidWizard);
    expect(wizardEmailError('a b@c.com')).toBe(M.emailInvalidWizard);
    expect(wizardEmailError('user.name+x@mail.example.cn')).toBeNull();
  });
});

describe('toCompanyFilter', () => {
  const today = '2026-11-22';

  it('defaults: company-name range and active statuses', () => {
    expect(toCompanyFilter(parse({ keyword: '科技' }), today)).toEqual({
      keyword: '科技',
      searchRange: [0],
      statuses: ['存续', '在业'],
    });
  });

  it('maps everything it has a field for', () => {
    const f = toCompanyFilter(
      parse({
        keyword: '软件',
        search_range: ['2|企业地址', '1|经营范围'],
        sys_area_id: ['440300', '440300', '110000'],
        sys_industry_id: ['I', '65'],
        reg_amount: ['1|100-500万', '2|500-1000万'],
        reg_date: ['1|1-3年'],
        status: ['注销'],
        types: ['合伙企业'],
        have_tel: 1,
        brand_num: 1,
        patent: 1,
        punish_num: 1,
        website_num: 1,
        copyright_wnum: 1,
        copyright_num: 1,
        act_num: 1,
      }),
      today,
    );
    expect(f).toEqual({
      keyword: '软件',
      searchRange: [1, 2],
      regionCodes: ['440300', '110000'],
      industryCodes: ['I', '65'],
      capitalRanges: [
        { min: 100, max: 500 },
        { min: 500, max: 1000 },
      ],
      foundedRanges: [{ from: '2023-11-22', to: '2025-11-22' }],
      statuses: ['注销'],
      types: ['合伙企业'],
      hasTel: true,
      hasBrand: true,
      hasPatent: true,
      hasPunishment: true,
      hasWebsite: true,
      hasCopyright: true,
      hasSoftwareCopyright: true,
      hasAdminLicence: true,
    });
  });

  it('custom capital and dates; open ends stay open', () => {
    expect(
      toCompanyFilter(
        parse({
          reg_amount: [4],
          low_amount: '50',
          reg_date: [6],
          start_date: '2010-01-01',
          end_date: '2012-12-31',
        }),
        today,
      ),
    ).toEqual({
      capitalRanges: [{ min: 50 }],
      foundedRanges: [{ from: '2010-01-01', to: '2012-12-31' }],
      statuses: ['存续', '在业'],
    });
    expect(toCompanyFilter(parse({ reg_amount: ['3|1000万以上'], reg_date: ['5|15年以上'] }), today)).toEqual(
      {
        capitalRanges: [{ min: 1000 }],
        foundedRanges: [{ to: '2011-11-22' }],
        statuses: ['存续', '在业'],
      },
    );
    expect(toCompanyFilter(parse({ reg_amount: [0], have_all: 1 }), today)).toEqual({
      capitalRanges: [{ max: 100 }],
      hasAnyContact: true,
      statuses: ['存续', '在业'],
    });
  });

  it('several options are a union, not the range covering them', () => {
    expect(toCompanyFilter(parse({ reg_amount: [0, 3] }), today).capitalRanges).toEqual([
      { max: 100 },
      { min: 1000 },
    ]);
    expect(toCompanyFilter(parse({ reg_date: [0, 5] }), today).foundedRanges).toEqual([
      { from: '2025-11-22' },
      { to: '2011-11-22' },
    ]);
  });

  it('29 February counts back to 28 February', () => {
    expect(toCompanyFilter(parse({ reg_date: [0] }), '2024-02-29')).toMatchObject({
      foundedRanges: [{ from: '2023-02-28' }],
    });
  });
});

describe('capital bounds and list sizes', () => {
  const parse = (body: Record<string, unknown>) => accurateScreeningRequest.parse(body);
  it('caps a custom capital bound at 10^11 万 (a 16-digit input cannot overflow the yuan column)', () => {
    const f = toCompanyFilter(
      parse({ reg_amount: ['4|自定义'], low_amount: '0012', high_amount: '9'.repeat(16) }),
      '2026-11-22',
    );
    expect(f.capitalRanges).toEqual([{ min: 12, max: CAPITAL_BOUND_MAX_WAN }]);
    expect(CAPITAL_BOUND_MAX_WAN * 10_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
  it('bounds the lists with their own messages', () => {
    const issues = (body: Record<string, unknown>) =>
      accurateScreeningRequest.safeParse(body).error?.issues.map((i) => i.message);
    expect(issues({ sys_area_id: Array.from({ length: REGIONS_MAX + 1 }, () => '440300') })).toEqual([
      PreciseMessages.tooManyRegions,
    ]);
    expect(issues({ sys_industry_id: Array.from({ length: INDUSTRIES_MAX + 1 }, () => 'C') })).toEqual([
      PreciseMessages.tooManyIndustries,
    ]);
    expect(issues({ sys_area_id: Array.from({ length: REGIONS_MAX }, () => '440300') })).toBeUndefined();
  });
});
