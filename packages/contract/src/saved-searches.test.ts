import { describe, expect, it } from 'vitest';
import {
  SavedSearchLimits,
  conditionSummary,
  hasCondition,
  saveSearchInput,
  savedSearchAlert,
} from './saved-searches.ts';

describe('saved searches', () => {
  it('says a condition in words, with the region and industry names from the top down', () => {
    expect(
      conditionSummary(
        {
          keyword: '科技',
          region: '440300',
          industry: 'I',
          capital: ['100-200', 'ge5000'],
          age: ['lt1'],
          statuses: ['存续', '在业'],
          types: ['有限责任公司'],
          flags: ['hasMobile', 'hasPatent'],
        },
        { region: ['广东省', '深圳市'], industry: ['信息传输、软件和信息技术服务业'] },
      ),
    ).toBe(
      '关键词：科技；地区：广东省 / 深圳市；行业：信息传输、软件和信息技术服务业；注册资本：100-200万、5000万以上；' +
        '成立年限：1年内；登记状态：存续、在业；企业类型：有限责任公司；更多筛选：有手机、有专利',
    );
    expect(conditionSummary({ region: '440300' })).toBe('地区：440300');
  });

  it('knows an empty condition', () => {
    expect(hasCondition({})).toBe(false);
    expect(hasCondition({ capital: [] })).toBe(false);
    expect(hasCondition({ flags: ['hasEmail'] })).toBe(true);
    expect(hasCondition({ keyword: '华为' })).toBe(true);
  });

  it('checks the name and refuses unknown condition fields', () => {
    const bad = saveSearchInput.safeParse({ name: '  ', condition: { keyword: '科技' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('请输入搜索条件名称');
    const long = saveSearchInput.safeParse({ name: 'x'.repeat(31), condition: {} });
    expect(long.error?.issues[0]?.message).toBe('名称最多30个字符');
    expect(saveSearchInput.safeParse({ name: 'a', condition: { sort: 'relevance' } }).success).toBe(false);
    expect(saveSearchInput.parse({ name: ' 深圳科技 ', condition: { keyword: ' 科技 ' } })).toEqual({
      name: '深圳科技',
      condition: { keyword: '科技' },
    });
  });

  it('lists at most alertListMax companies of each kind in an alert and counts the rest', () => {
    const added = Array.from({ length: SavedSearchLimits.alertListMax + 3 }, (_, i) => ({
      name: `企业${i}`,
      status: '存续',
    }));
    const { title, content } = savedSearchAlert('深圳科技', added, [
      { name: '甲公司', from: '存续', to: '注销' },
    ]);
    expect(title).toBe(`关注的搜索「深圳科技」有 ${added.length + 1} 条新动态`);
    expect(content).toContain(`新增匹配企业 ${added.length} 家：`);
    expect(content).toContain('· 企业0（存续）');
    expect(content).not.toContain(`企业${SavedSearchLimits.alertListMax}（`);
    expect(content).toContain('…… 另有 3 家');
    expect(content).toContain('登记状态变化 1 家：\n· 甲公司：存续 → 注销');
  });
});
