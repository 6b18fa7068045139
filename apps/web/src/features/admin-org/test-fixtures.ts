import type { AgentRow } from '@qishu/contract';

/** An organisation row with defaults for the fields a test does not care about. */
export function agentRow(over: Partial<AgentRow> = {}): AgentRow {
  return {
    usr_agent_id: 220,
    name: '成都天府企业服务有限公司',
    short_name: '天府企服',
    agent_cate_id: 2,
    cate_name: '数据渠道',
    rank: 10,
    basic_number: 10_000,
    un_basic_number: 600,
    domain_name: null,
    domain_title: null,
    modules: [5],
    module_names: ['数据搜索'],
    user_count: 3,
    status: 1,
    contact_name: null,
    contact_phone: null,
    remark: null,
    serv_agent_id: null,
    created_at: '2026-11-21T16:30:05.000Z',
    updated_at: '2026-11-21T16:30:05.000Z',
    ...over,
  };
}
