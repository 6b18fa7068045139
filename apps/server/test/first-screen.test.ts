import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_DATA_ID, type FirstScreenAnswer } from '@qishu/contract';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { warmFirstScreens } from '../src/http/first-screen-warm-up.ts';
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
    // the answers alone: no renderer (the test app names none; the next suite draws with one)
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

  it('/popular carries its page of hot products, /custom the site facts; other pages carry nothing', async () => {
    const popular = answersIn(await pageAt('/popular?page=1'));
    expect(popular?.map((a) => a.read)).toEqual([
      { call: 'siteInfo' },
      { call: 'shopProducts', input: { is_hot: 1, page: 1, pagesize: 10 } },
    ]);
    expect(answersIn(await pageAt('/custom'))?.map((a) => a.read)).toEqual([{ call: 'siteInfo' }]);
    // the precise tab also carries the wizard's option groups, as their call answers them
    const precise = answersIn(await pageAt('/custom?tab=precise'));
    expect(precise?.map((a) => a.read)).toEqual([{ call: 'siteInfo' }, { call: 'preciseConditions' }]);
    expect(precise![1]!.data).toEqual(await call('/api/api/ShopProduct/searchCondition', {}));
    expect((precise![1]!.data as { groups: unknown[] }).groups.length).toBeGreaterThan(3);
    for (const url of ['/manin/cart', '/admin', '/data/seek', '/mallx'])
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

/**
 * The first screen drawn into the page by the web's renderer (apps/web/src/app/first-screen-render.tsx,
 * tested there; here a stand-in module records what the server hands it).
 */
describe('the first screen drawn into the page', () => {
  let t: TestApp;
  let dist: string;
  let throwFor = '';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/a.js"></script></body></html>',
    );
    const renderer = path.join(dist, 'first-screen.js');
    fs.writeFileSync(
      renderer,
      `globalThis.firstScreenCalls = [];
       export function renderFirstScreen(pathname, search, answers) {
         globalThis.firstScreenCalls.push(pathname + search);
         if (globalThis.firstScreenThrowFor === pathname + search) throw new Error('cannot draw');
         const hot = answers[1].data.res.map((p) => p.name).join('|');
         return '<main data-drawn="' + pathname + search + '">' + hot + '</main>';
       }`,
    );
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist, WEB_FIRST_SCREEN: renderer } });
    await seedIfEmpty(t.db, { companies: 500, seed: 5 });
    Object.defineProperty(globalThis, 'firstScreenThrowFor', { get: () => throwFor, configurable: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const calls = () => (globalThis as unknown as { firstScreenCalls: string[] }).firstScreenCalls;

  async function page(url: string, encoding = 'identity') {
    const res = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding } });
    expect(res.statusCode, url).toBe(200);
    return res;
  }

  it('puts the drawing inside the root element, before the answers it was drawn from', async () => {
    const html = (await page('/mall?qpage=2')).body;
    const hot = (await t.app
      .inject({
        method: 'POST',
        url: '/api/api/ShopProduct/getShopDatas',
        payload: { is_hot: 1, page: 1, pagesize: 6 },
      })
      .then((r) => r.json())) as { data: { res: { name: string }[] } };
    const drawn = `<div id="root" data-picture><main data-drawn="/mall?qpage=2">${hot.data.res.map((p) => p.name).join('|')}</main></div>`;
    expect(html).toContain(drawn);
    expect(html.indexOf(drawn)).toBeLessThan(html.indexOf(`id="${FIRST_SCREEN_DATA_ID}"`));
  });

  it('draws an address once while its answers are unchanged; other pages are not drawn', async () => {
    calls().length = 0;
    await page('/popular?page=2');
    await page('/popular?page=2');
    expect(calls()).toEqual(['/popular?page=2']);
    for (const url of ['/manin/cart', '/admin', '/mallx']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
    }
    expect(calls()).toEqual(['/popular?page=2']);
  });

  it('the warm-up at start draws each landing page once; the first visitor gets it kept', async () => {
    calls().length = 0;
    await warmFirstScreens(t.app);
    // /custom's first screen has no hot list: this stand-in renderer fails on it (logged, not drawn)
    expect(calls()).toEqual(['/mall', '/popular', '/custom']);
    expect((await page('/mall')).body).toContain('data-drawn="/mall"');
    expect(calls()).toEqual(['/mall', '/popular', '/custom']);
  });

  it('a drawing that fails leaves the root empty and the answers in: the browser draws the page', async () => {
    throwFor = '/popular?page=3';
    const html = (await page('/popular?page=3')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
    throwFor = '';
  });

  it('goes out compressed as the browser accepts (brotli, gzip), whole as it was', async () => {
    const plain = (await page('/mall')).body;
    const br = await page('/mall', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
    const gzip = await page('/mall', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });
});
