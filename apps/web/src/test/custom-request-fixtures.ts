import type { CustomRequestRow } from '@qishu/contract';

/**
 * A custom request as the calls answer it (a draft unless overridden), for the shopper's and the
 * staff's tests alike; each test overrides what it is about.
 */
export function customRequestRow(over: Partial<CustomRequestRow> = {}): CustomRequestRow {
  return {
    agent_label_apply_id: 1,
    name: '杭州软件企业',
    label_year: '2024',
    explain: '招商用',
    filter_condition: '注册地在杭州市，行业为软件和信息技术服务业',
    del_condition: '已注销企业',
    status: 0,
    status_text: '暂存',
    app_remark: null,
    created: '2026-11-20T02:00:00.000Z',
    updated: '2026-11-21T02:00:00.000Z',
    condition: null,
    data_source: null,
    shop_search_condition_id: null,
    nums: null,
    price: null,
    order: null,
    ...over,
  };
}
