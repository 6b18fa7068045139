import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_PAGES } from '@qishu/contract';

/**
 * Asks for each shop landing page once after start, through HTTP as a browser does, so that the
 * first visitors do not wait for the renderer's first draws (the first /mall took 0.3–0.6 s, /custom
 * 0.2 s, against 10–60 ms after): the answers' statements, the renderer's code and page 1 of each
 * page, kept drawn (first-screen-renderer.ts).
 */
export async function warmFirstScreens(app: FastifyInstance): Promise<void> {
  for (const url of FIRST_SCREEN_PAGES)
    await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
}
