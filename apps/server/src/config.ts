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
  })
  .superRefine((c, ctx) => {
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
