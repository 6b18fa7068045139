import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_PRELOADS_ID,
  FIRST_SCREEN_CACHE_ID,
  SESSION_COOKIE,
  ShopCartPaths,
} from '@qishu/contract';
import { createBackofficeApp, Demo, type BackofficeApp } from './backoffice/helpers.ts';
import { testDialects } from './helpers/test-db.ts';

const SHOPPER = '13600000000';

/**
 * A personal-centre page drawn for the shopper the session cookie names (issue 17). The web's
 * renderer is tested in apps/web (first-screen-render.isolated.test.tsx); here a stand-in reads
 * through the transport the server hands it, so the reads go through the real routes.
 */
describe.each(testDialects)('the personal centre drawn for the signed-in shopper on %s', (dialect) => {
  let t: BackofficeApp;
  let dist: string;
  let shopper = '';
  let me = 0;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-web-'));
    const page = (name: string) =>
      [
        '<!doctype html><html><head>',
        '<script type="module" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/shell-b.js">',
        `</head><body><div id="root"></div><!-- ${name} --></body></html>`,
      ].join('\n');
    fs.writeFileSync(path.join(dist, 'index.html'), page('index'));
    fs.writeFileSync(path.join(dist, 'manin-cart.html'), page('cart'));
    fs.writeFileSync(
      path.join(dist, 'landing-pages.json'),
      JSON.stringify([{ path: '/manin/cart', file: 'manin-cart.html', prefix: false }]),
    );
    const renderer = path.join(dist, 'first-screen.js');
    fs.writeFileSync(
      renderer,
      `export async function renderSignedInScreen(pathname, search, token, transport) {
         const post = async (url, body) => {
           const res = await transport('/api' + url, {
             method: 'POST',
             headers: { Authorization: token, 'Content-Type': 'application/json' },
             body: JSON.stringify(body ?? {}),
           });
           return res.json();
         };
         if (globalThis.signedInGate) await globalThis.signedInGate;
         const check = await post('/admin/base/checkLogin');
         if (check.code !== 200) return null;
         if (pathname === '/manin/msg') throw new Error('cannot draw');
         const cart = await post('${ShopCartPaths.getCartList}', { page: 1, size: 10 });
         const names = cart.data.data.map((item) => item.name).join('|');
         return {
           html: '<main data-user="' + check.data.userInfo.realname + '">' + pathname + search + ':' + names + '</main>',
           cache: { session: { userInfo: check.data.userInfo }, note: '</script><!--' },
         };
       }`,
    );
    t = await createBackofficeApp(dialect, { env: { WEB_DIST: dist, WEB_FIRST_SCREEN: renderer } });
    shopper = await t.tokenOf(SHOPPER);
    me = await t.userId(SHOPPER);
    const product = await t.db.kysely
      .selectFrom('shop_product')
      .select(['shop_product_id', 'name'])
      .where('status', '=', 1)
      .orderBy('shop_product_id')
      .executeTakeFirstOrThrow();
    const added = await t.call('POST', ShopCartPaths.addCart, shopper, {
      sys_user_id: me,
      shop_product_id: product.shop_product_id,
    });
    expect(added.code).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The page as a browser asks for it (sent at once: inject's own chain waits to be awaited). */
  const pageAt = async (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it("draws /manin/cart with the shopper's own cart, and hands the browser the cache, its scripts after the paint", async () => {
    const cart = await t.call<{ data: { name: string }[] }>('POST', ShopCartPaths.getCartList, shopper, {
      page: 1,
      size: 10,
    });
    const res = await pageAt('/manin/cart?x=1', `other=1; ${SESSION_COOKIE}=${encodeURIComponent(shopper)}`);
    expect(res.statusCode).toBe(200);
    // one shopper's page: never kept by a cache on the way
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    const html = res.body;
    expect(html).toContain('<!-- cart -->');
    const names = cart.data.data.map((item) => item.name).join('|');
    expect(names).not.toBe('');
    expect(html).toContain(
      `<div id="root" data-picture><main data-user="王购物">/manin/cart?x=1:${names}</main></div>`,
    );
    // the cache is JSON that stays inside its element
    const cache = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_CACHE_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(cache![1]!)).toMatchObject({
      session: { userInfo: { sys_user_id: me } },
      note: '</script><!--',
    });
    // the scripts are listed for after the first paint, not preloaded in the head
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`id="${AFTER_PAINT_PRELOADS_ID}">["/assets/shell-b.js"]</script>`);
  });

  it('draws four pages at a time; past that a page goes out at once, undrawn, rather than queue', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    Object.assign(globalThis, { signedInGate: gate });
    try {
      const pages = Array.from({ length: 6 }, () => pageAt('/manin/cart', `${SESSION_COOKIE}=${shopper}`));
      // the two past the limit answer while the four are still held
      const undrawn = await Promise.race([
        Promise.all(pages.slice(4)),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      expect(undrawn?.map((res) => res.body.includes('<div id="root"></div>'))).toEqual([true, true]);
      open();
      const drawn = await Promise.all(pages.slice(0, 4));
      expect(drawn.every((res) => res.body.includes('data-picture'))).toBe(true);
    } finally {
      open();
      Object.assign(globalThis, { signedInGate: undefined });
    }
    // afterwards every page is drawn again
    expect((await pageAt('/manin/cart', `${SESSION_COOKIE}=${shopper}`)).body).toContain('data-picture');
  });

  it("another signed-in user gets their own page, not the shopper's cart", async () => {
    const otherToken = await t.tokenOf(Demo.orgUser200);
    const html = (await pageAt('/manin/cart', `${SESSION_COOKIE}=${otherToken}`)).body;
    expect(html).toContain('data-picture');
    expect(html).not.toContain('data-user="王购物"');
  });

  it('sends the plain page without a cookie, with an ended session, when the drawing fails, and for other addresses', async () => {
    const plain = (res: Awaited<ReturnType<typeof pageAt>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(FIRST_SCREEN_CACHE_ID);
      expect(res.body).toContain('rel="modulepreload"');
    };
    plain(await pageAt('/manin/cart'));
    plain(await pageAt('/manin/cart', `${SESSION_COOKIE}=not-a-session`));
    plain(await pageAt('/manin/cart', `${SESSION_COOKIE}=%E0%A4%A`));
    plain(await pageAt('/manin/msg', `${SESSION_COOKIE}=${shopper}`));
    const index = await pageAt('/admin', `${SESSION_COOKIE}=${shopper}`);
    plain(index);
    expect(index.headers['cache-control']).toBe('no-cache');
    // the drawing's reads did not end the shopper's session
    expect((await t.call('POST', '/admin/base/checkLogin', shopper)).code).toBe(200);
  });
});
