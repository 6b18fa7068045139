import { z } from 'zod';

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
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
