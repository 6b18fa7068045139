import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appStarted,
  openBrowser,
  pictureRemovals,
  watchPictureRemovals,
  type BrowserSession,
} from '../support/browser.ts';
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

  it('the server draws the first screen of /mall and /custom: shown without script, hydrated by the app', async () => {
    const page = await b.browser.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    try {
      // without script: the header, the banner and the products, as the server drew them
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      await page.goto(server.url + '/mall');
      await expect(page.getByRole('heading', { level: 1, name: '企业数据商城' }).isVisible()).resolves.toBe(
        true,
      );
      const drawn = await page.getByTestId('product-card').locator('h3').allTextContents();
      expect(drawn.length).toBe(11); // the hot six and five of 高质量数据
      await expect(page.getByRole('button', { name: '登录' }).isVisible()).resolves.toBe(true);
      // and 数据定制's two panels, its forms under the visitor's login overlay
      await page.goto(server.url + '/custom');
      await expect(page.getByRole('tab', { name: '精准查询导出' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('登录后即可提交定制需求或按条件导出企业数据').isVisible()).resolves.toBe(
        true,
      );
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });

      // with script: the app hydrates the picture — nothing of it is removed from #root, watched from
      // before any script of the page runs — and its cards open their detail. (A visitor who asks for
      // reduced motion, as these journeys do, gets antd's motion switched off after the hydration,
      // and antd then draws the page again under its motion provider: this visitor asks for none.)
      await watchPictureRemovals(page);
      await page.goto(server.url + '/mall');
      await page.getByTestId('product-card').first().click();
      await page.getByRole('dialog', { name: '数据详情' }).waitFor();
      await appStarted(page);
      expect(await pictureRemovals(page)).toBe(0);
      expect(await page.getByTestId('product-card').locator('h3').allTextContents()).toEqual(
        expect.arrayContaining(drawn),
      );
    } finally {
      await page.close();
    }
    expect(errors).toEqual([]);
  });
});
