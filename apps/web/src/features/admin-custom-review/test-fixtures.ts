import type { CustomAdminRow, CustomAttachResponse } from '@qishu/contract';
import { companyPreviewRow } from '../../test/company-fixtures.ts';
import { customRequestRow } from '../../test/custom-request-fixtures.ts';

/** Addresses of the page's calls in the fake server. */
export const LIST = '/api/sys/apply';
export const AGENTS = '/api/sys/apply/agents';
export const PRICE = '/api/api/ShopProduct/getNumsToPrices';
export const at = (id: number, action: string) => `${LIST}/${id}/${action}`;

/** A request under review; override what the test is about. */
export function reviewRow(over: Partial<CustomAdminRow> = {}): CustomAdminRow {
  return {
    ...customRequestRow({
      name: '杭州软件企业名录',
      label_year: '2025',
      explain: '用于招商拜访',
      filter_condition: '杭州市西湖区的软件和信息技术服务企业，注册资本500万以上',
      del_condition: '排除已注销企业',
      status: 1,
      status_text: '审核中',
      updated: '2026-11-20T02:00:00.000Z',
    }),
    sys_user_id: 9,
    username: '13600000000',
    realname: '王定制',
    usr_agent_id: 2,
    agent_name: '西湖招商中心',
    data_count: null,
    data_file_name: null,
    reviewed_by_name: null,
    reviewed_at: null,
    ...over,
  };
}

/** A request in processing, before any data was attached. */
export const processingRow = reviewRow({
  agent_label_apply_id: 3,
  name: '西湖区有邮箱企业',
  status: 3,
  status_text: '处理中',
  reviewed_by_name: '李审核',
  reviewed_at: '2026-11-21T03:00:00.000Z',
});

/** What attaching 1,200 companies answers. */
export function attached(over: Partial<CustomAttachResponse> = {}): CustomAttachResponse {
  const condition = '所在地区：西湖区；联系方式：有邮箱';
  return {
    count: 1200,
    res: [companyPreviewRow],
    condition,
    row: {
      ...processingRow,
      data_source: 'search',
      condition,
      data_count: 1200,
      shop_search_condition_id: 41,
    },
    ...over,
  };
}
