import { IdentityLimits, siteInfoSchema, type SiteInfo } from '@qishu/contract';
import type { Config } from '../config.ts';
import type { Executor } from '../db/executor.ts';
import { CompanyRepository } from '../repositories/company-repository.ts';
import { ParamRepository } from '../repositories/param-repository.ts';

type ClientSettings = SiteInfo['client'];
const clientSchema = siteInfoSchema.shape.client;

const DEFAULT_CLIENT: ClientSettings = {
  idle_lock_minutes: IdentityLimits.idleLockMinutes,
  idle_lock_exempt_hosts: [],
  devtools_exempt: { agents: [], drights: [], departments: [], hosts: ['127.0.0.1', 'localhost'] },
};

/** Reads one JSON parameter; a malformed value keeps the default rather than breaking every page. */
function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const COUNT_TTL_MS = 60_000;

export class SiteService {
  private cachedCount: { value: number; at: number } | null = null;

  private readonly params: ParamRepository;
  private readonly companies: CompanyRepository;

  constructor(
    private readonly config: Config,
    db: Executor,
  ) {
    this.params = new ParamRepository(db);
    this.companies = new CompanyRepository(db);
  }

  /** Idle lock and developer-tool settings from the parameters, each falling back to its default. */
  async clientSettings(): Promise<ClientSettings> {
    const p = await this.params.values([
      'security.idle_lock_minutes',
      'security.idle_lock_exempt_hosts',
      'security.devtools_exempt',
    ]);
    const candidate = {
      idle_lock_minutes: Number(p.get('security.idle_lock_minutes') ?? DEFAULT_CLIENT.idle_lock_minutes),
      idle_lock_exempt_hosts:
        parseJson(p.get('security.idle_lock_exempt_hosts')) ?? DEFAULT_CLIENT.idle_lock_exempt_hosts,
      devtools_exempt: parseJson(p.get('security.devtools_exempt')) ?? DEFAULT_CLIENT.devtools_exempt,
    };
    const parsed = clientSchema.safeParse(candidate);
    return parsed.success ? parsed.data : DEFAULT_CLIENT;
  }

  private async companyCount(): Promise<number> {
    const now = Date.now();
    if (this.cachedCount && now - this.cachedCount.at < COUNT_TTL_MS) return this.cachedCount.value;
    this.cachedCount = { value: await this.companies.count(), at: now };
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
      client: await this.clientSettings(),
    };
  }
}
