import { canCustomRequest, type Perm } from '@qishu/contract';

/** What staff may do to a request from the list or the drawer. */
export type ReviewAction = 'approve' | 'process' | 'reject';

/**
 * The actions a request's state allows (the contract's transitions) and the user's role grants:
 * 通过 and 驳回 need mall:custom:audit, 处理 (attach data and finish) mall:custom:process.
 */
export function reviewActions(status: number, can: (perm: Perm) => boolean): ReviewAction[] {
  const audit = can('mall:custom:audit');
  const process = can('mall:custom:process');
  const out: ReviewAction[] = [];
  if (audit && canCustomRequest('approve', status)) out.push('approve');
  if (process && canCustomRequest('finish', status)) out.push('process');
  if (audit && canCustomRequest('reject', status)) out.push('reject');
  return out;
}
