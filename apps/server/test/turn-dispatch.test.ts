import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchByTurns } from '../src/http/turn-dispatch.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const fakeRequest = (n: number) =>
  [{ n } as unknown as http.IncomingMessage, {} as http.ServerResponse] as const;

/** Blocks the event loop for `ms`, as a request's synchronous SQLite work does. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('dispatchByTurns: the app gets a few requests per event-loop turn', () => {
  it('queues requests that arrive together and hands them on in turns, oldest first', async () => {
    const handled: number[] = [];
    const dispatch = dispatchByTurns((req) => handled.push((req as unknown as { n: number }).n));
    for (const n of [1, 2, 3]) dispatch(...fakeRequest(n));
    expect(handled).toEqual([]);
    await turn();
    // the first turn starts one: there is no turn length to go by yet
    expect(handled).toEqual([1]);
    dispatch(...fakeRequest(4));
    for (let i = 0; i < 5; i++) await turn();
    expect(handled).toEqual([1, 2, 3, 4]);
  });

  it('requests that each take longer than a turn go one per turn, so the loop comes back to accept', async () => {
    const handled: number[] = [];
    const dispatch = dispatchByTurns((req) => {
      handled.push((req as unknown as { n: number }).n);
      busy(5);
    }, 2);
    for (let n = 1; n <= 6; n++) dispatch(...fakeRequest(n));
    const perTurn: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = handled.length;
      await turn();
      perTurn.push(handled.length - before);
    }
    expect(perTurn).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('quick requests are started several to a turn', async () => {
    const handled: number[] = [];
    const dispatch = dispatchByTurns((req) => handled.push((req as unknown as { n: number }).n), 20);
    for (let n = 1; n <= 200; n++) dispatch(...fakeRequest(n));
    let turns = 0;
    while (handled.length < 200 && turns < 200) {
      await turn();
      turns++;
    }
    expect(handled).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // doubling from one a turn: far fewer turns than requests
    expect(turns).toBeLessThan(20);
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
