import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID, type FirstScreenAnswer } from '@qishu/contract';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/** The first screen's answers a shop landing page carries in its HTML (issue 17). */
describe.each(testDialects)('first-screen answers in the page on %s', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-web-'));
    const page = (name: string) =>
      `<!doctype html><html><body><div id="root"></div><!-- ${name} --><script type="module" src="/assets/a.js"></script></body></html>`;
    fs.writeFileSync(path.join(dist, 'index.html'), page('index'));
    fs.writeFileSync(path.join(dist, 'mall.html'), page('mall'));
    fs.writeFileSync(
      path.join(dist, 'landing-pages.json'),
      JSON.stringify([{ path: '/mall', file: 'mall.html', prefix: false }]),
    );
    t = await createTestApp(dialect, { env: { WEB_DIST: dist } });
    await seedIfEmpty(t.db, { companies: 500, seed: 5 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function pageAt(url: string) {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  }

  /** The answers the page carries, parsed as the web reads them (the element's text). */
  function answersIn(html: string): FirstScreenAnswer[] | null {
    const match = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`,
    ).exec(html);
    return match ? (JSON.parse(match[1]!) as FirstScreenAnswer[]) : null;
  }

  async function call(url: string, payload?: unknown) {
    const res = await t.app.inject({ method: payload ? 'POST' : 'GET', url, payload: payload as object });
    return (res.json() as { data: unknown }).data;
  }

  it('/mall carries the site facts, the hot six and the asked page of 高质量数据, as the calls answer them', async () => {
    const html = await pageAt('/mall?qpage=2');
    expect(html).toContain('<!-- mall -->');
    const answers = answersIn(html);
    expect(answers?.map((a) => a.read)).toEqual([
      { call: 'siteInfo' },
      { call: 'shopProducts', input: { is_hot: 1, page: 1, pagesize: 6 } },
      { call: 'shopProducts', input: { field: 'counts', page: 2, pagesize: 5 } },
    ]);
    expect(answers![0]!.data).toEqual(await call('/api/site/info'));
    expect(answers![1]!.data).toEqual(
      await call('/api/api/ShopProduct/getShopDatas', { is_hot: 1, page: 1, pagesize: 6 }),
    );
    const quality = answers![2]!.data as { res: unknown[]; count: number };
    expect(quality.res.length).toBeGreaterThan(0);
    expect(quality).toEqual(
      await call('/api/api/ShopProduct/getShopDatas', { field: 'counts', page: 2, pagesize: 5 }),
    );
  });

  it('/popular carries its page of hot products; other pages carry nothing', async () => {
    const popular = answersIn(await pageAt('/popular?page=1'));
    expect(popular?.map((a) => a.read)).toEqual([
      { call: 'siteInfo' },
      { call: 'shopProducts', input: { is_hot: 1, page: 1, pagesize: 10 } },
    ]);
    for (const url of ['/custom', '/manin/cart', '/admin', '/data/seek', '/mallx'])
      expect(answersIn(await pageAt(url)), url).toBeNull();
  });

  it('a product name cannot end the element or start markup: every < is escaped', async () => {
    const hot = await t.db.kysely
      .selectFrom('shop_product')
      .select('shop_product_id')
      .where('is_hot', '=', 1)
      .orderBy('shop_product_id')
      .executeTakeFirstOrThrow();
    const name = '</script><script>alert(1)</script><!--';
    await t.db.kysely
      .updateTable('shop_product')
      .set({ name })
      .where('shop_product_id', '=', hot.shop_product_id)
      .execute();
    const html = await pageAt('/mall');
    expect(html).not.toContain('<script>alert(1)');
    const names = (answersIn(html)![1]!.data as { res: { name: string }[] }).res.map((p) => p.name);
    expect(names).toContain(name);
  });

  it('a page address with bad paging still gets page 1, never an error', async () => {
    const answers = answersIn(await pageAt('/mall?qpage=-3'));
    expect(answers?.[2]?.read).toEqual({
      call: 'shopProducts',
      input: { field: 'counts', page: 1, pagesize: 5 },
    });
  });
});
