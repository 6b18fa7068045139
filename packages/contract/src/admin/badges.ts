import { z } from 'zod';
import { idSchema } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';

/**
 * The two counters of the admin top bar (shell-and-backoffice.md §2): unread messages on 消息通知
 * and untreated errors on 错误处理. Both answer a plain number in `data`.
 */
export const BadgePaths = {
  /** the caller's unread messages; body usr_agent_id, sys_user_id (must be the caller's) */
  unreadCount: '/admin/Msgcontent/unreadCount',
  /** back-office: failures (jobs, mails) nobody has handled yet */
  untreatedCount: '/admin/Msgcontent/untreatedCount',
} as const;

export const unreadCountRequest = z.object({
  usr_agent_id: idSchema.optional(),
  sys_user_id: idSchema.optional(),
});
export const countResponse = z.number().int().min(0);

/** Counters are also asked with no body at all. */
const noBody = noInput.optional();

/** The calls of the two counters (the unread one is served with the message centre, the other with the logs). */
export const BadgeCalls = {
  unreadCount: describeCall({
    method: 'POST',
    path: BadgePaths.unreadCount,
    summary: '未读消息数（usr_agent_id、sys_user_id 若传须为本人）',
    input: unreadCountRequest.optional(),
    output: countResponse,
  }),
  /** what the top bar asks */
  untreatedCount: describeCall({
    method: 'POST',
    path: BadgePaths.untreatedCount,
    summary: '顶栏“错误处理”角标：未处理的异常数',
    input: noBody,
    output: countResponse,
    perm: 'log:realtime:list',
  }),
  /** the same counter, also answered to GET */
  untreatedCountGet: describeCall({
    method: 'GET',
    path: BadgePaths.untreatedCount,
    summary: '顶栏“错误处理”角标：未处理的异常数',
    input: noInput,
    output: countResponse,
    perm: 'log:realtime:list',
  }),
};
