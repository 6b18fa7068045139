import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneRequestPerTurn } from '../src/http/turn-dispatch.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const fakeRequest = (n: number) =>
  [{ n } as unknown as http.IncomingMessage, {} as http.ServerResponse] as const;

describe('oneRequestPerTurn: the app gets one request per event-loop turn', () => {
  it('queues requests that arrive together and hands them on one a turn, oldest first', async () => {
    const handled: number[] = [];
    const dispatch = oneRequestPerTurn((req) => handled.push((req as unknown as { n: number }).n));
    for (const n of [1, 2, 3]) dispatch(...fakeRequest(n));
    expect(handled).toEqual([]);
    await turn();
    expect(handled).toEqual([1]);
    dispatch(...fakeRequest(4));
    await turn();
    expect(handled).toEqual([1, 2]);
    await turn();
    await turn();
    expect(handled).toEqual([1, 2, 3, 4]);
    await turn();
    expect(handled).toEqual([1, 2, 3, 4]);
  });

  it('a request arriving on an idle server is handled in the same turn (no wait for the next)', async () => {
    const handled: number[] = [];
    const dispatch = oneRequestPerTurn((req) => handled.push((req as unknown as { n: number }).n));
    dispatch(...fakeRequest(1));
    await turn();
    dispatch(...fakeRequest(2));
    await turn();
    expect(handled).toEqual([1, 2]);
  });
});

describe('the listening server dispatches with it and keeps Fastify’s timeouts', () => {
  let t: TestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('answers many calls sent at once over real connections, each with its own envelope', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => (i % 3) + 1);
    const answers = await Promise.all(
      pages.map(async (page) => {
        const res = await fetch(`${base}/api/api/ShopProduct/getShopDatas`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page, pagesize: 2 }),
        });
        return { status: res.status, body: (await res.json()) as { code: number; data: { page?: number } } };
      }),
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(pages.map(() => [200, 200]));
  });

  it('bad input through the socket still gets the envelope’s 400', async () => {
    const res = await fetch(`${base}/api/api/ShopProduct/getShopDatas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":',
    });
    expect(((await res.json()) as { code: number }).code).toBe(400);
  });

  it('the server keeps the keep-alive and request timeouts Fastify gives its own', () => {
    const server = t.app.server as http.Server;
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(0);
  });
});
