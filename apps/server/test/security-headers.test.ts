import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../src/http/security-headers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The headers helmet's own middleware puts on a real response of a real server. */
async function headersOfRealHelmet(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([k]) => !skip.has(k)));
  } finally {
    server.close();
  }
}

describe('security headers: helmet’s, computed once, on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { web: true });
  });
  afterAll(async () => t?.close());

  it('reads the same headers helmet’s middleware sets on a real response', async () => {
    const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };
    expect(helmetHeaders(options)).toEqual(await headersOfRealHelmet(options));
  });

  it('calls, pages, files and unknown addresses all carry them', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/api/ShopProduct/getShopDatas', payload: { page: 1 } }),
      t.app.inject({ url: '/mall', headers: { accept: 'text/html' } }),
      t.app.inject({ url: '/api/no/such/call' }),
    ]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('the build’s hashed files carry only the headers a script or style sheet acts on', async () => {
    const res = await t.app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(res.headers[documentOnly]).toBeUndefined();
    // the page that loads them keeps its policy
    const page = await t.app.inject({ url: '/mall', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
