import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DialectName } from '../../src/db/connection.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  close(): Promise<void>;
}

/** A real server (fastify.inject) over a fresh database; `web` points WEB_DIST at a tiny built app. */
export async function createTestApp(
  dialect: DialectName = 'sqlite',
  opts: { web?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const db = await createTestDb(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-data-'));
  let webDist = path.join(dataDir, 'no-web');
  if (opts.web) {
    webDist = path.join(dataDir, 'web');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
  }
  // the job worker stays off unless a test asks for it (tests run due jobs with services.jobs.drain())
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // no first-screen renderer unless a test names one: the server's tests do not depend on the web's build
    WEB_FIRST_SCREEN: path.join(dataDir, 'no-renderer.js'),
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
    ...opts.env,
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
