import http from 'node:http';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** how long a busy turn of the event loop should last, ms */
const TURN_MS = 2;
/** the most requests one turn starts */
const MAX_BATCH = 64;

/**
 * Hands the app the requests that arrived, oldest first, a few per event-loop turn: as many as keep
 * a busy turn near `turnMs` (one, for calls that each take that long).
 *
 * Why: libuv (Node 20) accepts one new connection per turn of the event loop (libuv PR #3696), and
 * Node runs every request that has arrived on a ready socket in the same turn. With the SQLite
 * queries on the event loop, 200 busy connections made a turn 70–90 ms long, so a crowd's new
 * connections were accepted a dozen a second and their first requests waited past the client's
 * 10 s timeout (issue 18, docs/perf.md "Load"). With short turns connections are accepted as they
 * arrive. One request per turn cost about a fifth of the throughput in bench:load (each turn has a
 * cost of its own); a 2 ms turn keeps it. Only the start of a request is queued: one that then waits
 * on I/O goes on as before. app.ts installs it for SQLite only (PostgreSQL's queries wait outside the
 * loop, and measured no different with it).
 */
export function dispatchByTurns(handler: Handler, turnMs = TURN_MS): Handler {
  const queue: [http.IncomingMessage, http.ServerResponse][] = [];
  let scheduled = false;
  // how many requests a turn starts, adjusted so that a busy turn lasts about turnMs
  let batch = 1;
  let lastStart = 0;
  const next = () => {
    const now = performance.now();
    if (lastStart > 0) {
      const ratio = turnMs / Math.max(now - lastStart, 0.01);
      batch = Math.min(MAX_BATCH, Math.max(1, Math.round(batch * Math.min(2, Math.max(0.5, ratio)))));
    }
    const items = queue.splice(0, batch);
    scheduled = queue.length > 0;
    // an idle wait is not a turn's length: measure again from the next busy turn
    lastStart = scheduled ? now : 0;
    if (scheduled) setImmediate(next);
    for (const [req, res] of items) handler(req, res);
  };
  return (req, res) => {
    queue.push([req, res]);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  };
}

/** What Fastify hands a serverFactory, of the options it would give its own HTTP/1 server. */
interface FactoryOptions {
  http?: http.ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's serverFactory: the HTTP/1 server Fastify would build (its timeouts and limits, as in
 * fastify/lib/server.js), dispatching with dispatchByTurns.
 */
export function turnDispatchingServer(handler: Handler, opts: FactoryOptions): http.Server {
  const server = http.createServer(opts.http ?? {}, dispatchByTurns(handler));
  if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
  if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
  if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
  if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
  return server;
}
