import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(1).max(65535);

/** Every setting the server reads from the environment; README "配置" documents each. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(8080),
    /** Base URL users reach the product at; used in links in mail and payment pages. */
    PUBLIC_URL: z.url().optional(),
    /** Holds the SQLite file, uploaded files and the mail outbox. */
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    /** postgres://… selects PostgreSQL; empty means the embedded SQLite file. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** How many synthetic companies the first start seeds. */
    SEED_COMPANIES: z.coerce.number().int().min(0).max(50_000_000).default(100_000),
    /** Seed of the deterministic demo data. */
    DEMO_SEED: z.coerce.number().int().default(20261122),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Trust X-Forwarded-For from a reverse proxy (only behind one; otherwise clients could forge their IP). */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** Largest accepted request body in bytes (uploads have their own limit). */
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    /** The built web app to serve; absent → API only. */
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** The web's renderer of the shop's first screens (`vite build --ssr`); absent → pages carry only their answers. */
    WEB_FIRST_SCREEN: z.string().default(path.join(repoRoot, 'apps/web/dist-ssr/first-screen.js')),
    SUPPORT_PHONE: z.string().default('400-886-2026'),
    CONTACT_EMAIL: z.string().default('service@qishu.cn'),
    CONTACT_ADDRESS: z.string().default('广东省深圳市南山区科技园科苑路15号'),
    ICP_TEXT: z.string().default('粤ICP备2026000001号-1'),
    WECHAT_URL: z.string().default('https://mp.weixin.qq.com/'),
    /** SMS provider: `outbox` (table sms_outbox, codes logged in development) or `aliyun` (Dysmsapi). */
    SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
    ALIYUN_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    /** template with one parameter `code` */
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    /** Payment provider: `sandbox` (code_url is a page of this server that confirms or fails) or `wechat` (WeChat Pay v3 Native, public-key mode). */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
    /** Minutes an unpaid order's QR stays valid; then the order is closed at the provider. */
    PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    WECHAT_PAY_MCHID: z.string().min(1).optional(),
    WECHAT_PAY_APPID: z.string().min(1).optional(),
    /** serial number of the merchant API certificate (signs our requests) */
    WECHAT_PAY_CERT_SERIAL: z.string().min(1).optional(),
    /** PEM file of the merchant API private key */
    WECHAT_PAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    /** id (PUB_KEY_ID_…) and PEM file of the WeChat Pay public key that signs answers and notifications */
    WECHAT_PAY_PUBLIC_KEY_ID: z.string().min(1).optional(),
    WECHAT_PAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
    /** APIv3 key (32 bytes) that decrypts notifications */
    WECHAT_PAY_API_V3_KEY: z.string().length(32).optional(),
    /** tests point this at a local fake of the WeChat Pay endpoints */
    WECHAT_PAY_BASE_URL: z.url().default('https://api.mch.weixin.qq.com'),
    /** Mail: `file` writes .eml files to DATA_DIR/outbox (listed in the back-office mail outbox), `smtp` sends. */
    MAIL_TRANSPORT: z.enum(['file', 'smtp']).default('file'),
    MAIL_FROM: z.string().min(3).default('企数通 <noreply@qishu.cn>'),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: port.default(587),
    /** true: TLS from the start (port 465); false: STARTTLS when offered */
    SMTP_SECURE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    /** Exports up to this size go as an attachment; larger ones as an expiring download link. */
    MAIL_ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /** Hours a download link stays valid. */
    DOWNLOAD_LINK_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(72),
    /** Run the durable job worker in this process (exports, mail, payment follow-up). */
    JOBS_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    /** How often the worker looks for due jobs. */
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  })
  .superRefine((c, ctx) => {
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_HOST)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_HOST'],
        message: 'SMTP_HOST is required when MAIL_TRANSPORT=smtp',
      });
    if (c.PAYMENT_PROVIDER === 'wechat') {
      for (const key of [
        'WECHAT_PAY_MCHID',
        'WECHAT_PAY_APPID',
        'WECHAT_PAY_CERT_SERIAL',
        'WECHAT_PAY_PRIVATE_KEY_FILE',
        'WECHAT_PAY_PUBLIC_KEY_ID',
        'WECHAT_PAY_PUBLIC_KEY_FILE',
        'WECHAT_PAY_API_V3_KEY',
      ] as const) {
        if (!c[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required when PAYMENT_PROVIDER=wechat`,
          });
      }
    }
    if (c.SMS_PROVIDER !== 'aliyun') return;
    for (const key of [
      'ALIYUN_ACCESS_KEY_ID',
      'ALIYUN_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ] as const) {
      if (!c[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_PROVIDER=aliyun` });
    }
  });

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  repoRoot: string;
  sqliteFile: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`配置错误 / invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    repoRoot,
    sqliteFile: path.join(dataDir, 'qishu.db'),
  };
}
