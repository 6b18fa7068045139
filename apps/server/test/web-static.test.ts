import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The built web app as the server sends it: precompressed files, long caching for hashed ones. */
describe('web app files', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('商城'.repeat(2000))});`;
  const brotli = zlib.brotliCompressSync(script);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'qishu-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // the landing pages' copies of index.html, and the table the build writes beside them
    fs.writeFileSync(path.join(dist, 'mall.html'), '<!doctype html><!-- mall --><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'manin.html'), '<!doctype html><!-- manin --><div id="root"></div>');
    fs.writeFileSync(
      path.join(dist, 'landing-pages.json'),
      JSON.stringify([
        { path: '/mall', file: 'mall.html', prefix: false },
        { path: '/manin', file: 'manin.html', prefix: true },
        // named but not built: never sent
        { path: '/popular', file: 'popular.html', prefix: false },
        // not a file of the build's own folder: never sent
        { path: '/custom', file: '../secret.html', prefix: false },
      ]),
    );
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // as the build leaves them: a hashed script, its brotli twin (no gzip one)
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotli);
    t = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file the build wrote, cached for a year as immutable', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    // never asked for again, nor in parts: no validators, no range offer
    expect([res.headers.etag, res.headers['last-modified'], res.headers['accept-ranges']]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(res.rawPayload.equals(brotli)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('compresses on the fly when no file of that encoding was written', async () => {
    const res = await t.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unhashed files an hour and the page itself never', async () => {
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // a file kept an hour is asked for again: its validators stay
    expect(icon.headers['last-modified']).toBeDefined();
    expect(icon.headers.etag).toBeDefined();
    const page = await t.app.inject({ url: '/mall', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('answers a landing page with its own HTML, every other page with index.html', async () => {
    const html = async (url: string) => {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      return res.body;
    };
    expect(await html('/mall')).toContain('<!-- mall -->');
    expect(await html('/mall?page=2')).toContain('<!-- mall -->');
    expect(await html('/manin/cart')).toContain('<!-- manin -->');
    expect(await html('/manin')).toContain('<!-- manin -->');
    for (const other of ['/mallx', '/popular', '/custom', '/admin', '/data/seek', '/maninx'])
      expect(await html(other), other).not.toMatch(/<!-- (mall|manin) -->/);
    const file = await t.app.inject('/mall.html');
    expect(file.headers['cache-control']).toBe('no-cache');
  });
});
