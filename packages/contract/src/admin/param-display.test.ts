import { describe, expect, it } from 'vitest';
import { paramView } from './param-display.ts';

describe('paramView: a parameter value as /sys/param shows it', () => {
  it('reads the known parameters by their meaning', () => {
    expect(paramView('security.idle_lock_minutes', '60')).toEqual({
      kind: 'text',
      text: '60 分钟（1 小时）',
    });
    expect(paramView('security.idle_lock_minutes', '45')).toEqual({ kind: 'text', text: '45 分钟' });
    expect(paramView('precise.min_price_fen', '100')).toEqual({ kind: 'text', text: '1.00 元' });
    expect(paramView('sale.pool_return_days', '30')).toEqual({ kind: 'text', text: '30 天' });
    expect(paramView('sale.pool_return_days', '0')).toEqual({ kind: 'text', text: '不退回' });
    expect(paramView('security.idle_lock_exempt_hosts', '[]')).toEqual({ kind: 'empty' });
    expect(paramView('security.idle_lock_exempt_hosts', '["agent.qishu.cn"]')).toEqual({
      kind: 'tags',
      items: ['agent.qishu.cn'],
      more: 0,
    });
    expect(
      paramView(
        'security.devtools_exempt',
        '{"agents":[1],"drights":[],"departments":[],"hosts":["127.0.0.1","localhost"]}',
      ),
    ).toEqual({
      kind: 'fields',
      more: 0,
      fields: [
        { label: '组织 ID', view: { kind: 'tags', items: ['1'], more: 0 } },
        { label: '数据权限 ID', view: { kind: 'empty' } },
        { label: '部门 ID', view: { kind: 'empty' } },
        { label: '域名', view: { kind: 'tags', items: ['127.0.0.1', 'localhost'], more: 0 } },
      ],
    });
  });

  it('reads the price tiers as row ranges and yuan per row', () => {
    const view = paramView(
      'precise.price_tiers',
      '[{"upTo":1000,"li":100},{"upTo":10000,"li":60},{"upTo":50000,"li":30},{"upTo":null,"li":15}]',
    );
    expect(view).toEqual({
      kind: 'fields',
      more: 0,
      fields: [
        { label: '1,000 条以内', view: { kind: 'text', text: '0.1 元/条' } },
        { label: '1,001–10,000 条', view: { kind: 'text', text: '0.06 元/条' } },
        { label: '10,001–50,000 条', view: { kind: 'text', text: '0.03 元/条' } },
        { label: '50,001 条及以上', view: { kind: 'text', text: '0.015 元/条' } },
      ],
    });
    expect(paramView('precise.price_tiers', '[{"upTo":null,"li":15}]')).toMatchObject({
      fields: [{ label: '不限条数' }],
    });
  });

  it('reads a custom value as its JSON: numbers, 是/否, tags, labelled fields; plain text as it is', () => {
    expect(paramView('report.daily_limit', '20000')).toEqual({ kind: 'text', text: '20,000' });
    expect(paramView('report.enabled', 'true')).toEqual({ kind: 'boolean', value: true });
    expect(paramView('report.enabled', 'false')).toEqual({ kind: 'boolean', value: false });
    expect(paramView('report.title', '每日报告')).toEqual({ kind: 'text', text: '每日报告' });
    expect(paramView('report.title', '"每日报告"')).toEqual({ kind: 'text', text: '每日报告' });
    expect(paramView('report.empty', '{}')).toEqual({ kind: 'empty' });
    expect(paramView('report.days', '[1,2,3,4,5,6,7,8,9,10]')).toEqual({
      kind: 'tags',
      items: ['1', '2', '3', '4', '5', '6', '7', '8'],
      more: 2,
    });
    expect(
      paramView('report.mail', '{"to":["a@qishu.cn"],"daily":true,"hour":8,"deep":{"a":{"b":{"c":1}}}}'),
    ).toEqual({
      kind: 'fields',
      more: 0,
      fields: [
        { label: 'to', view: { kind: 'tags', items: ['a@qishu.cn'], more: 0 } },
        { label: 'daily', view: { kind: 'boolean', value: true } },
        { label: 'hour', view: { kind: 'text', text: '8' } },
        {
          label: 'deep',
          view: {
            kind: 'fields',
            more: 0,
            fields: [
              {
                label: 'a',
                view: {
                  kind: 'fields',
                  more: 0,
                  fields: [{ label: 'b', view: { kind: 'text', text: '{"c":1}' } }],
                },
              },
            ],
          },
        },
      ],
    });
    expect(paramView('report.rows', '[{"a":1},{"a":2}]')).toMatchObject({
      kind: 'fields',
      fields: [{ label: '第 1 项' }, { label: '第 2 项' }],
    });
  });

  it('falls back to the generic reading when a known value is not what its rule wants', () => {
    expect(paramView('security.idle_lock_minutes', 'abc')).toEqual({ kind: 'text', text: 'abc' });
    // own keys only: a key named like an Object member is a custom key
    expect(paramView('constructor', '5')).toEqual({ kind: 'text', text: '5' });
  });
});
