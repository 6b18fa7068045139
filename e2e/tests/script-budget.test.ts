import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityPaths } from '@qishu/contract';
import { startServer, type RunningServer } from '../support/server.ts';

// issue 17: a shop page's first scripts (what its HTML names: the entry, its preloads, the page's own
// parts) come to at most 200 KiB compressed. Counted as the server sends them: the build's brotli files.
const BUDGET_KIB = 200;
const dist = process.env.WEB_DIST || path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The scripts a page's HTML names and their brotli size in KiB. */
async function firstScripts(url: string, cookie?: string): Promise<{ files: string[]; kib: number }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  const files = [...new Set([...html.matchAll(/\/assets\/[^"'\s]+\.js/g)].map((m) => m[0]))];
  // a file too small to be worth compressing has no .br beside it and goes out as it is
  const sizeOf = (file: string) => {
    const compressed = path.join(dist, `${file}.br`);
    return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size;
  };
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  return { files, kib: bytes / 1024 };
}

describe('the shop pages’ first scripts', () => {
  let server: RunningServer;
  let shopperCookie: string;
  beforeAll(async () => {
    server = await startServer();
    const login = await fetch(`${server.url}/api${IdentityPaths.userLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: '13600000000', password: 'Qishu@2026', entry: 'shop' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    shopperCookie = `qishu_session=${data.token}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['/mall', '/popular', '/custom', '/custom?tab=precise'])(
    '%s for a visitor: at most 200 KiB',
    async (page) => {
      const { files, kib } = await firstScripts(server.url + page);
      expect(files.length).toBeGreaterThan(5);
      expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
    },
  );

  it('/custom?tab=precise for a visitor names none of the wizard’s forms (its preview stands in)', async () => {
    const { files } = await firstScripts(`${server.url}/custom?tab=precise`);
    expect(files.filter((file) => /PreciseWizard-|PreciseConditionForm-|ExportStep-/.test(file))).toEqual([]);
    expect(files.some((file) => /CustomRoute-/.test(file))).toBe(true);
  });

  it.each([
    ['/manin/cart', /CartSection-/],
    ['/manin/manorder', /OrdersSection-/],
    ['/manin/record', /PreciseOrderList-/],
    ['/manin/msg', /InboxList-/],
    ['/manin/person', /ProfileForm-/],
    ['/manin/change', /ChangePasswordForm-/],
  ])('%s for the signed-in shopper: at most 200 KiB', async (page, section) => {
    const { files, kib } = await firstScripts(server.url + page, shopperCookie);
    // the page's own section is among them (the server drew it for the shopper)
    expect(files.some((file) => section.test(file))).toBe(true);
    expect(kib).toBeLessThanOrEqual(BUDGET_KIB);
  });
});
