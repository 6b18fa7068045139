import { ShopCatalogueCalls as C, ShopCataloguePaths } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { callServer } from '../../http/serve-call.ts';

const tags = ['数据商城'];

/**
 * Shop calls of the 'catalogue' part: public reads for the mall (no session). The region tree sits
 * at the spec's sys/sysarea/getCityAll and is cacheable (Cache-Control plus ETag → 304).
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = () => app.services.shop.catalogue;
  const cityAllUrl = `/api${ShopCataloguePaths.getCityAll}`;

  const serve = callServer(app, tags);
  serve(C.getCatesAll, () => catalogue().categoryTree());
  serve(C.getCateSubordinate, (input) => catalogue().subcategories(input.shop_product_cate_id));
  serve(C.getAllLabel, () => catalogue().labels());
  serve(C.getIndustryList, () => catalogue().industries());

  for (const call of [C.getCityAll, C.postCityAll]) {
    serve(call, async (_input, request) => {
      const { tree, etag } = await catalogue().regionTree();
      request.regionEtag = etag;
      return tree;
    });
  }

  // caching headers for the region tree; a matching If-None-Match answers 304 without a body
  app.addHook('onSend', async (request, reply, payload) => {
    const etag = request.regionEtag;
    if (!etag || request.routeOptions.url !== cityAllUrl || reply.statusCode !== 200) return payload;
    void reply.header('ETag', etag).header('Cache-Control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === etag) {
      void reply.code(304);
      return '';
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by getCityAll for its caching headers */
    regionEtag?: string;
  }
}
