import { ShopCalls } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { callServer } from '../../http/serve-call.ts';
import { cartRoutes } from './cart.ts';
import { catalogueRoutes } from './catalogue.ts';
import { customRequestRoutes } from './custom-requests.ts';
import { deliveryRoutes } from './delivery.ts';
import { paymentRoutes } from './payment.ts';
import { preciseRoutes } from './precise.ts';
import { subjectRoutes } from './subjects.ts';

/** Shop calls live under /api/api/ShopProduct/ (ARCHITECTURE.md "Calls"). */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const serve = callServer(app, ['数据商城']);
  serve(ShopCalls.getShopDatas, (input) => app.services.shop.products.list(input));
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(paymentRoutes);
  await app.register(deliveryRoutes);
  await app.register(subjectRoutes);
  await app.register(preciseRoutes);
  await app.register(customRequestRoutes);
}
