import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A `fetch` that answers through the server's own routes in-process (`app.inject`), for the web's
 * renderer drawing a page for a signed-in shopper (first-screen.ts): each read goes through the
 * same routes, checks and envelope as the browser's call would, under the page request's address and
 * browser (`from`), without a network round trip.
 */
export function injectTransport(app: FastifyInstance, from: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const agent = from.headers['user-agent'];
    if (agent) headers['user-agent'] = agent;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: from.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The value of cookie `name` in the request's Cookie header, or null. */
export function requestCookie(request: FastifyRequest, name: string): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}
