import { z } from 'zod';
import { describeCall, noInput } from './call.ts';

/** Public site facts shown in the shop footer and dialogs; served by GET /api/site/info from configuration. */
export const siteInfoSchema = z.object({
  site_name: z.string(),
  support_phone: z.string(),
  contact_email: z.string(),
  address: z.string(),
  icp: z.string(),
  /** URL the public-account QR code encodes */
  wechat_url: z.string(),
  /** Companies in the local dataset (the real count, for "where it matters") */
  company_count: z.number().int(),
  /** Scale claimed in the spec's banner */
  claimed_companies: z.string(),
  claimed_daily_new: z.string(),
  /** Client behaviour the operator sets in the back-office parameters (/sys/param). */
  client: z.object({
    idle_lock_minutes: z.number().int().positive(),
    /** hosts where the idle lock never activates */
    idle_lock_exempt_hosts: z.array(z.string()),
    /** who keeps the browser's developer tools */
    devtools_exempt: z.object({
      agents: z.array(z.number().int()),
      drights: z.array(z.number().int()),
      departments: z.array(z.number().int()),
      hosts: z.array(z.string()),
    }),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The system's public calls (no session): liveness and the site facts. */
export const SystemCalls = {
  health: describeCall({
    method: 'GET',
    path: '/health',
    summary: '存活检查',
    input: noInput,
    output: z.object({ status: z.literal('ok') }),
  }),
  siteInfo: describeCall({
    method: 'GET',
    path: '/site/info',
    summary: '站点信息（页脚、客服电话、数据规模）',
    input: noInput,
    output: siteInfoSchema,
  }),
};
