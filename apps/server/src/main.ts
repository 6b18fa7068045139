import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo-accounts.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { syncSearchIndex } from './search/index.ts';
import { warmSeek } from './search/seek/index.ts';
import { warmProfileReads } from './services/company-profile/warm-up.ts';
import { warmFirstScreens } from './http/first-screen-warm-up.ts';

/** `npm start`: migrate, seed demo data into an empty database, serve, print the URL and demo accounts. */
async function main(): Promise<void> {
  const t0 = Date.now();
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`[qishu] 已迁移 / migrated: ${applied.join(', ')}`);
  const seeded = await seedIfEmpty(db, {
    companies: config.SEED_COMPANIES,
    seed: config.DEMO_SEED,
    log: (line) => console.log(`[qishu] ${line}`),
  });
  if (db.sqlite) {
    // companies changed while the server was down (an upgrade, seed:companies, an import) are
    // indexed before the first search, so no search misses them
    const t1 = Date.now();
    const indexed = syncSearchIndex(db.sqlite);
    if (indexed > 0) {
      console.log(
        `[qishu] 搜索索引已更新 / search index: ${indexed.toLocaleString('en-US')} companies in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
    }
  }

  const app = await buildApp({ config, db });
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'sandbox') {
    // anyone can "pay" on the sandbox page: fine for a demo, never for real sales
    console.warn(
      '[qishu] 警告 / WARNING: PAYMENT_PROVIDER=sandbox in production — orders can be paid on the sandbox page',
    );
  }
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.HOST, port: config.PORT });
  // the shop's landing pages drawn once, so no visitor waits for the first, slower draws
  void warmFirstScreens(app).catch((err: unknown) =>
    console.error('[qishu] first-screen warm-up failed:', err instanceof Error ? err.message : err),
  );
  // the data-search box's facet columns: loaded now and kept, so no user waits for them (a few
  // seconds at millions of companies, beside the listening server)
  // the profile header's statements on the kept PostgreSQL connections (services/company-profile/warm-up.ts)
  void warmProfileReads(db).catch((err: unknown) =>
    console.error('[qishu] profile warm-up failed:', err instanceof Error ? err.message : err),
  );
  void warmSeek(db).then(
    (w) =>
      console.log(
        `[qishu] 企业查询已就绪 / seek ready: ${w.companies.toLocaleString('en-US')} companies in ${(w.ms / 1000).toFixed(1)} s`,
      ),
    (err: unknown) => console.error('[qishu] seek warm-up failed:', err instanceof Error ? err.message : err),
  );

  const where = db.dialect === 'sqlite' ? config.sqliteFile : 'PostgreSQL (DATABASE_URL)';
  const accounts = demoUsers
    .map((u) => `  ${u.username}  ${u.purpose}${u.usr_agent_id ? `（组织 ${u.usr_agent_id}）` : ''}`)
    .join('\n');
  console.log(
    [
      '',
      `企数通已启动 / Qishu is running: ${config.PUBLIC_URL}`,
      `  数据商城 / shop:     ${config.PUBLIC_URL}/mall`,
      `  工作台登录 / login:  ${config.PUBLIC_URL}/login`,
      `  接口文档 / API docs: ${config.PUBLIC_URL}/api/docs`,
      `  数据 / data:         ${where}${seeded ? '（本次已写入演示数据 / demo data seeded）' : ''}`,
      `  启动耗时 / started in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      '',
      `演示账号（密码均为 / password for all: ${DEMO_PASSWORD}）:`,
      accounts,
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
