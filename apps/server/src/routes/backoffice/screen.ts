import { GardenScreenCalls } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['园区大屏'];

/** Calls of the back-office area 'screen' (registered in an authenticated scope). */
export async function screenRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.screen;

  const serve = callServer(app, tags);
  serve(GardenScreenCalls.screen, (_input, req) => s.gardenScreen(actorOf(req)));
}
