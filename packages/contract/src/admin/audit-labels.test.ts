import { describe, expect, it } from 'vitest';
import { auditActionText, auditEntitiesMatching, auditEntityLabels, auditEntityText } from './logs.ts';

describe('the operation log in Chinese', () => {
  it('names every recorded object in Chinese, an unknown one as written', () => {
    expect(auditEntityText('agent_label_apply')).toBe('定制数据申请');
    expect(auditEntityText('sys_param')).toBe('系统参数');
    expect(auditEntityText('per_order')).toBe('精准导出订单');
    expect(auditEntityText('some_new_table')).toBe('some_new_table');
    expect(auditEntityText('constructor')).toBe('constructor');
    for (const [table, label] of Object.entries(auditEntityLabels)) {
      expect(label, table).toMatch(/^[\u4e00-\u9fa5]/);
    }
  });

  it('names the actions, some by the object they act on', () => {
    expect(auditActionText('quota')).toBe('调整额度');
    expect(auditActionText('withdraw', 'agent_label_apply')).toBe('撤回');
    expect(auditActionText('withdraw', 'shop_product')).toBe('下架');
    expect(auditActionText('toString')).toBe('toString');
  });

  it('finds the tables a filter text means, by table name or Chinese name', () => {
    expect(auditEntitiesMatching('订单').sort()).toEqual(['per_order', 'shop_order']);
    expect(auditEntitiesMatching('sys_param')).toEqual(['sys_param']);
    expect(auditEntitiesMatching('定制')).toEqual(['agent_label_apply']);
    expect(auditEntitiesMatching('  ')).toEqual([]);
  });
});
