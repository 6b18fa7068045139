import type { SiteInfo } from '@qishu/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';

const COUNT_TTL_MS = 60_000;

export class SiteService {
  private cachedCount: { value: number; at: number } | null = null;

  constructor(
    private readonly config: Config,
    private readonly db: Kysely<Database>,
  ) {}

  private async companyCount(): Promise<number> {
    const now = Date.now();
    if (this.cachedCount && now - this.cachedCount.at < COUNT_TTL_MS) return this.cachedCount.value;
    const row = await this.db
      .selectFrom('company')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    this.cachedCount = { value: Number(row.n), at: now };
    return this.cachedCount.value;
  }

  async info(): Promise<SiteInfo> {
    return {
      site_name: '企数通',
      support_phone: this.config.SUPPORT_PHONE,
      contact_email: this.config.CONTACT_EMAIL,
      address: this.config.CONTACT_ADDRESS,
      icp: this.config.ICP_TEXT,
      wechat_url: this.config.WECHAT_URL,
      company_count: await this.companyCount(),
      claimed_companies: '2.3亿',
      claimed_daily_new: '10万+',
    };
  }
}
