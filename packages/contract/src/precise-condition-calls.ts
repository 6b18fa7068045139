import { describeCall, noBody } from './call.ts';
import { searchConditionResponse } from './precise-orders.ts';
import { PrecisePaths } from './precise-paths.ts';

// apart from the other precise calls: the shop's first screen (/custom?tab=precise) reads the option
// groups, and every shop page's entry then carries this call alone

/** The precise-search wizard's option groups (public). */
export const PreciseConditionCalls = {
  searchCondition: describeCall({
    method: 'POST',
    path: PrecisePaths.searchCondition,
    summary: '精准查询第一步的筛选项（搜索范围、注册资本、成立年限、经营状态、企业类型、联系方式、更多筛选）',
    input: noBody,
    output: searchConditionResponse,
  }),
};
