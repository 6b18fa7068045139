import type { UsrCate } from '@qishu/contract';

/** A top-level group, 重点客户, with two subgroups; override what the test is about. */
export function topGroup(over: Partial<UsrCate> = {}): UsrCate {
  return {
    id: 1,
    name: '重点客户',
    orders: 1,
    parent_id: 0,
    parent_name: null,
    level: 1,
    user_id: 7,
    user_name: '张三',
    usr_agent_id: 200,
    agent_name: '前海数联',
    label_number: 0,
    child_count: 2,
    created_at: '2026-11-20T02:00:00.000Z',
    ...over,
  };
}

/** A subgroup, 华东区, of 重点客户 (id 10); override what the test is about. */
export function subGroup(over: Partial<UsrCate> = {}): UsrCate {
  return topGroup({
    name: '华东区',
    parent_id: 10,
    parent_name: '重点客户',
    level: 2,
    agent_name: '杭州数据公司',
    child_count: 0,
    ...over,
  });
}
