/**
 * The sales-lead workspace (issue 16): a lead is a company of the knowledge base held by one
 * organisation, with an owner (none: in the shared pool, 公海), a stage, the owner's groups
 * (grouping categories, usr_cate) and a history. Rules both sides need live here.
 */

/** The pipeline, in order; won and lost end it (lost needs a reason). */
export const leadStages = [
  { key: 'new', label: '新线索' },
  { key: 'contacted', label: '已联系' },
  { key: 'interested', label: '有意向' },
  { key: 'negotiating', label: '商务洽谈' },
  { key: 'won', label: '赢单' },
  { key: 'lost', label: '输单' },
] as const;
export type LeadStage = (typeof leadStages)[number]['key'];
export const leadStageKeys = leadStages.map((s) => s.key) as [LeadStage, ...LeadStage[]];

/** Stages that end the pipeline. */
export const closedLeadStages: readonly LeadStage[] = ['won', 'lost'];

/**
 * Which leads a role's users see (sys_role.data_scope), as RuoYi's 数据权限: their own, their
 * department's (the department and the ones below it), or the whole organisation's.
 */
export const leadDataScopes = [
  { key: 'self', label: '仅本人数据' },
  { key: 'department', label: '本部门及以下数据' },
  { key: 'org', label: '全部数据' },
] as const;
export type LeadDataScope = (typeof leadDataScopes)[number]['key'];
export const leadDataScopeKeys = leadDataScopes.map((s) => s.key) as [LeadDataScope, ...LeadDataScope[]];

/** Where a lead was collected from. */
export const leadSources = [
  { key: 'seek', label: '企业查询' },
  { key: 'query', label: '高级查询' },
  { key: 'profile', label: '企业详情' },
  { key: 'batch', label: '批量查询' },
  { key: 'manual', label: '手动添加' },
] as const;
export type LeadSource = (typeof leadSources)[number]['key'];

/** What a lead's history records (sale_lead_event.kind). */
export const leadEventKinds = [
  { key: 'collect', label: '收录线索' },
  { key: 'merge', label: '重复收录（已合并）' },
  { key: 'stage', label: '阶段变更' },
  { key: 'assign', label: '分配' },
  { key: 'claim', label: '认领' },
  { key: 'return', label: '退回公海' },
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number]['key'];

export const LeadLimits = {
  /** companies one collect call may add (a whole search of up to this many) */
  collectMax: 10_000,
  lostReasonMax: 200,
} as const;

export const LeadMessages = {
  lostReasonRequired: '请填写输单原因',
  lostReasonTooLong: `输单原因最多${LeadLimits.lostReasonMax}个字符`,
  notFound: '线索不存在或无权查看',
  groupNotFound: '分组不存在或不属于当前账号',
  tooMany: `一次最多收录${LeadLimits.collectMax.toLocaleString('zh-CN')}家企业，请缩小范围`,
  nothingToCollect: '请先选择要收录的企业',
} as const;
