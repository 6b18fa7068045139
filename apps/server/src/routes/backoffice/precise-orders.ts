import { PreciseOrderCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['数据商城运营'];

/** 精准查询订单 /malldata/precisequery: list, download and resend (permissions mall:precise:*). */
export async function preciseOrderRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.backoffice.preciseOrders;

  const serve = callServer(app, tags);
  serve(C.adminList, (input) => s().page(input));
  serve(C.adminDownload, (input, req) => s().download(actorOf(req), input.id));
  serve(C.adminResend, (input, req) => s().resend(actorOf(req), input.id, input.email));
}
