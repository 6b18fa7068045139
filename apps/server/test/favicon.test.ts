import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('favicon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { web: true });
  });
  afterAll(async () => t?.close());

  it('sends /favicon.ico to the SVG icon instead of a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});
