import { leadDataScopes, type LeadDataScope } from '@qishu/contract';

/** A role's 数据权限 (sys_role.data_scope) as the role form's select offers it. */
export const dataScopeOptions = leadDataScopes.map((s) => ({ value: s.key, label: s.label }));

/** The label of a role's 数据权限 (仅本人数据 / 本部门及以下数据 / 全部数据). */
export function dataScopeLabel(scope: LeadDataScope): string {
  return leadDataScopes.find((s) => s.key === scope)?.label ?? scope;
}
