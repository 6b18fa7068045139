import { z } from 'zod';

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
  usr_agent_id: z.coerce.number().int().optional(),
  sys_user_id: z.coerce.number().int().optional(),
});
export const countResponse = z.number().int().min(0);
