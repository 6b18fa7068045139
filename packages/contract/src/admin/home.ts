import { z } from 'zod';
import { describeCall, noInput } from '../call.ts';

/** The platform admin's home (/admin/index): figures and to-dos of the back-office. */
export const AdminHomePaths = { overview: '/admin/index/overview' } as const;

export const adminOverviewSchema = z.object({
  organisations: z.number().int(),
  activeUsers: z.number().int(),
  companies: z.number().int(),
  loginsToday: z.number().int(),
  failedLoginsToday: z.number().int(),
  /** customisation requests waiting for review (status 1) */
  pendingCustomRequests: z.number().int(),
  /** organisations whose remaining capacity is below 10 % (ranks with a limit) */
  lowCapacity: z.array(
    z.object({
      usr_agent_id: z.number().int(),
      name: z.string(),
      basic_number: z.number().int(),
      un_basic_number: z.number().int(),
    }),
  ),
  recentLogins: z.array(
    z.object({
      login_log_id: z.number().int(),
      username: z.string(),
      realname: z.string().nullable(),
      agent_name: z.string().nullable(),
      success: z.number().int(),
      reason: z.string().nullable(),
      ip: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  recentOperations: z.array(
    z.object({
      operation_log_id: z.number().int(),
      realname: z.string().nullable(),
      action: z.string(),
      entity: z.string(),
      entity_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The home page's one call (any back-office account; the service checks it). */
export const AdminHomeCalls = {
  overview: describeCall({
    method: 'GET',
    path: AdminHomePaths.overview,
    summary: '平台管理首页：概览数字与待办',
    input: noInput,
    output: adminOverviewSchema,
  }),
};
