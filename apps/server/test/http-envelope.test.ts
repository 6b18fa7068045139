import { Messages } from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Bad input of every transport kind gets the envelope with a 4xx code and Chinese text, never a stack. */
describe('HTTP envelope and error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { web: true });
  });
  afterAll(() => t.close());

  const url = '/api/api/ShopProduct/getShopDatas';

  function expectCleanEnvelope(body: string) {
    expect(body).not.toMatch(/at .*\.ts:\d+|stack|SELECT|select .* from|sqlite|postgres/i);
    const json = JSON.parse(body) as { code: number; data: unknown; error: string };
    expect(json.data).toBeNull();
    expect(json.error).toMatch(/[\u4e00-\u9fa5]/);
    return json;
  }

  it('malformed JSON → 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"page": 1,',
    });
    expect(res.statusCode).toBe(400);
    const json = expectCleanEnvelope(res.body);
    expect(json).toMatchObject({ code: 400, error: Messages.invalidJson });
  });

  it('wrong content type → 415 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(expectCleanEnvelope(res.body)).toMatchObject({ code: 415, error: Messages.unsupportedMediaType });
  });

  it('unknown API route → 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(expectCleanEnvelope(res.body)).toMatchObject({ code: 404, error: Messages.routeNotFound });
  });

  it('huge body → 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ keywords: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(expectCleanEnvelope(res.body)).toMatchObject({ code: 413, error: Messages.bodyTooLarge });
  });

  it('schema violation → HTTP 200 with code 400 and a Chinese message', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: { page: 'abc' } });
    expect(res.statusCode).toBe(200);
    expect(expectCleanEnvelope(res.body).code).toBe(400);
  });

  it('health, readiness and the OpenAPI document', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({
      code: 200,
      data: { status: 'ok' },
      error: null,
    });
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({ code: 200, data: { status: 'ready' } });
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/api/ShopProduct/getShopDatas');
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('serves the web app with SPA fallback, compression and a CSP', async () => {
    const deep = await t.app.inject({ url: '/manin/cart', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<div id="root">');
    expect(deep.headers['content-security-policy']).toContain("default-src 'self'");
    const asset = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    const apiHome = await t.app.inject({
      url: '/api/index',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(apiHome.body).toContain('<div id="root">');
    const apiCall = await t.app.inject({ url: '/api/index', headers: { accept: 'application/json' } });
    expect(apiCall.json()).toMatchObject({ code: 404 });
    const missingFile = await t.app.inject('/assets/missing.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toMatchObject({ code: 404 });
  });
});
