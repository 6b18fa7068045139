import http from 'node:http';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Hands the app at most one request per event-loop turn, oldest first.
 *
 * Why: libuv (Node 20) accepts one new connection per turn of the event loop, and Node runs every
 * request that has arrived on a ready socket in the same turn. With the SQLite queries on the event
 * loop, 200 busy connections make a turn 70–90 ms long, so a crowd's new connections were accepted
 * a dozen a second and their first requests waited past the client's 10 s timeout (issue 18,
 * docs/perf.md "Load"). Queued here, a turn does one request's work, so connections are accepted
 * as fast as they arrive; the total work and its order are unchanged (measured: the same
 * throughput). Requests that wait on I/O (PostgreSQL) go on as before: only their start is queued.
 */
export function oneRequestPerTurn(handler: Handler): Handler {
  const queue: [http.IncomingMessage, http.ServerResponse][] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    const item = queue.shift();
    if (queue.length > 0) {
      scheduled = true;
      setImmediate(next);
    }
    if (item) handler(item[0], item[1]);
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
 * fastify/lib/server.js), dispatching with oneRequestPerTurn.
 */
export function turnDispatchingServer(handler: Handler, opts: FactoryOptions): http.Server {
  const server = http.createServer(opts.http ?? {}, oneRequestPerTurn(handler));
  if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
  if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
  if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
  if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
  return server;
}
