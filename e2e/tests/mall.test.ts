import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('journey: a visitor opens the shop', () => {
  let server: RunningServer;
  let b: BrowserSession;
  beforeAll(async () => {
    server = await startServer();
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await server?.stop();
  });

  it('the root redirects to /mall, which lists seeded products', async () => {
    await b.page.goto(server.url + '/');
    await b.page.waitForURL('**/mall');
    const cards = b.page.getByTestId('product-card');
    await cards.first().waitFor({ timeout: 30_000 });
    expect(await cards.count()).toBeGreaterThanOrEqual(5);

    // the names shown are the seeded products of the database, not placeholders
    const api = (await (
      await fetch(`${server.url}/api/api/ShopProduct/getShopDatas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pagesize: 10 }),
      })
    ).json()) as { data: { res: { name: string }[]; count: number } };
    expect(api.data.count).toBeGreaterThanOrEqual(50);
    await expect(b.page.getByText(api.data.res[0]!.name).first().isVisible()).resolves.toBe(true);

    const file = await b.screenshot('mall');
    expect(fs.statSync(file).size).toBeGreaterThan(20_000);
    expect(b.errors).toEqual([]);
  });

  it('a deep link is served by the SPA fallback and scrolls to the top', async () => {
    await b.page.goto(server.url + '/popular');
    await b.page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    expect(await b.page.evaluate(() => window.scrollY)).toBe(0);
    expect(b.errors).toEqual([]);
  });
});
