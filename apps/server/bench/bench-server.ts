import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type OpenOptions } from '../src/db/connection.ts';
import { warmSeek } from '../src/search/seek/index.ts';
import { warmProfileReads } from '../src/services/company-profile/warm-up.ts';

/**
 * The benchmarks' server, in a process of its own as a browser's server is (http-bench.ts starts it):
 * the database named by BENCH_DB (JSON of openDatabase's options), DATA_DIR for files. It answers each
 * request with its own time in a Server-Timing header (app;dur=ms, from its onRequest to the reply
 * being handed on), warms what main.ts warms after listening (the seek columns with
 * BENCH_WARM_SEEK=1), then prints `listening <address> {"seek": warmSeek's answer or null}`. A request
 * that took the server over a second to answer, or a second in which the event loop was held up that
 * long, is told on stderr (the bench's console).
 */
/** What counts as a stall worth a line on stderr. */
const SLOW_MS = 1000;

const target = JSON.parse(process.env.BENCH_DB ?? '{}') as OpenOptions;
const db = openDatabase(target);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: process.env.DATA_DIR ?? '',
  WEB_DIST: `${process.env.DATA_DIR ?? ''}/no-web`,
  LOG_LEVEL: 'silent',
  JOBS_WORKER: 'false',
});
const app = await buildApp({ config, db, logger: false });
// the request's own clock (reply.elapsedTime counts only when a logger or onResponse hook is set)
const started = new WeakMap<object, number>();
app.addHook('onRequest', async (request) => {
  started.set(request, performance.now());
});
app.addHook('onSend', async (request, reply, payload) => {
  const t0 = started.get(request);
  if (t0 !== undefined) reply.header('server-timing', `app;dur=${(performance.now() - t0).toFixed(2)}`);
  return payload;
});
// the event loop held up for more than SLOW_MS within a second: every request waits that long
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
setInterval(() => {
  const maxMs = loopDelay.max / 1e6;
  if (maxMs > SLOW_MS) process.stderr.write(`bench-server: event loop blocked ${maxMs.toFixed(0)} ms\n`);
  loopDelay.reset();
}, 1000).unref();
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// a load bench's stall, told where it happens: in a request's own handling (Node's request event to
// the response's last byte handed to the socket, the app's time included), in the event loop (above),
// or neither — before the server read the request (the network, the kernel, the client)
app.server.on('request', (req, res) => {
  const t0 = performance.now();
  res.once('finish', () => {
    const ms = performance.now() - t0;
    if (ms > SLOW_MS)
      process.stderr.write(`bench-server: slow request ${req.method} ${req.url} ${ms.toFixed(0)} ms\n`);
  });
});
// BENCH_TRACE_SOCKETS=1: the connections this server has accepted, every 5 s. Under a saturated event
// loop (SQLite's queries run on it) Node accepts a crowd's new connections only a few a second, and
// their first requests wait in the kernel's queue for seconds (docs/perf.md, bench:load)
if (process.env.BENCH_TRACE_SOCKETS === '1') {
  let sockets = 0;
  app.server.on('connection', (socket) => {
    sockets++;
    socket.once('close', () => sockets--);
  });
  setInterval(() => process.stderr.write(`bench-server: ${sockets} sockets open\n`), 5000).unref();
}
// what main.ts does after listening; the seek warm-up (seconds at millions of companies) when asked
await warmProfileReads(db);
const seek = process.env.BENCH_WARM_SEEK === '1' ? await warmSeek(db) : null;
console.log(`listening ${address} ${JSON.stringify({ seek })}`);

const stop = () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
