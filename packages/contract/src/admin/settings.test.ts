import { describe, expect, it } from 'vitest';
import {
  checkIndustryCode,
  checkParamValue,
  createParamSchema,
  industryTree,
  isProtectedParam,
} from './settings.ts';

describe('parameter rules', () => {
  it('checks the idle lock minutes as an integer 1–1440', () => {
    expect(checkParamValue('security.idle_lock_minutes', '15')).toBeNull();
    for (const v of ['0', '1441', '1.5', 'abc', '-3'])
      expect(checkParamValue('security.idle_lock_minutes', v)).toBe('闲置锁屏时间须为 1–1440 之间的整数');
    expect(checkParamValue('security.idle_lock_minutes', ' ')).toBe('请输入参数值');
  });

  it('checks JSON shapes of host lists, devtools exemptions and price tiers', () => {
    expect(
      checkParamValue('security.idle_lock_exempt_hosts', '["agent.qishu.cn","localhost:5173"]'),
    ).toBeNull();
    expect(checkParamValue('security.idle_lock_exempt_hosts', '["not a host"]')).toContain('不锁屏的域名');
    expect(checkParamValue('security.idle_lock_exempt_hosts', '[')).toBe('参数值须为合法的 JSON');
    expect(
      checkParamValue('security.devtools_exempt', '{"agents":[1],"drights":[],"departments":[],"hosts":[]}'),
    ).toBeNull();
    expect(checkParamValue('security.devtools_exempt', '{"agents":[1]}')).toContain('开发者工具豁免');
    expect(
      checkParamValue('precise.price_tiers', '[{"upTo":1000,"li":100},{"upTo":null,"li":15}]'),
    ).toBeNull();
    expect(
      checkParamValue(
        'precise.price_tiers',
        '[{"upTo":1000,"li":100},{"upTo":500,"li":60},{"upTo":null,"li":15}]',
      ),
    ).toContain('递增');
    expect(checkParamValue('precise.price_tiers', '[{"upTo":1000,"li":100}]')).toContain('阶梯单价');
    expect(checkParamValue('precise.price_tiers', '[{"upTo":null,"li":5}]')).toContain('阶梯单价');
    expect(checkParamValue('precise.min_price_fen', '99')).toContain('不能小于');
  });

  it('accepts any text for custom keys and protects only known keys', () => {
    expect(checkParamValue('report.daily_limit', 'whatever')).toBeNull();
    expect(isProtectedParam('report.daily_limit')).toBe(false);
    expect(isProtectedParam('security.idle_lock_minutes')).toBe(true);
    const bad = createParamSchema.safeParse({
      param_key: 'security.idle_lock_minutes',
      name: 'x',
      param_value: '0',
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['param_value'] });
    expect(createParamSchema.safeParse({ param_key: '1abc', name: 'x', param_value: '1' }).success).toBe(
      false,
    );
  });
});

describe('industry codes (GB/T 4754-2017)', () => {
  it('checks the code shape per level', () => {
    expect(checkIndustryCode('U', 1, null)).toBeNull();
    expect(checkIndustryCode('u', 1, null)).toBe('门类代码须为一个大写字母，如 A');
    expect(checkIndustryCode('98', 2, 'T')).toBeNull();
    expect(checkIndustryCode('9', 2, 'T')).toBe('大类代码须为 2 位数字');
    expect(checkIndustryCode('659', 3, '65')).toBeNull();
    expect(checkIndustryCode('669', 3, '65')).toBe('中类代码须为 3 位数字，并以上级代码 65 开头');
    expect(checkIndustryCode('6591', 4, '659')).toBeNull();
    expect(checkIndustryCode('65911', 5, '6591')).toBe('行业分类最多四级（门类、大类、中类、小类）');
  });

  it('builds a tree and keeps matches with their ancestors', () => {
    const rows = [
      { code: 'A', name: '农、林、牧、渔业', parent_code: null, level: 1, company_count: 3 },
      { code: '01', name: '农业', parent_code: 'A', level: 2, company_count: 2 },
      { code: '02', name: '林业', parent_code: 'A', level: 2, company_count: 1 },
      { code: '011', name: '谷物种植', parent_code: '01', level: 3, company_count: 0 },
      { code: 'B', name: '采矿业', parent_code: null, level: 1, company_count: 0 },
    ];
    const all = industryTree(rows);
    expect(all.map((n) => n.code)).toEqual(['A', 'B']);
    expect(all[0]!.children!.map((n) => n.code)).toEqual(['01', '02']);
    expect(all[0]!.children![0]!.children!.map((n) => n.code)).toEqual(['011']);
    expect(all[1]!.children).toBeUndefined();
    const found = industryTree(rows, '谷物');
    expect(found).toHaveLength(1);
    expect(found[0]!.children!.map((n) => n.code)).toEqual(['01']);
    expect(industryTree(rows, '农业')[0]!.children!.map((n) => n.code)).toEqual(['01']);
    expect(industryTree(rows, '01')[0]!.children![0]!.children).toHaveLength(1);
    expect(industryTree(rows, '不存在')).toEqual([]);
  });
});
