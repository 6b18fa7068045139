import {
  getCateSubordinateRequest,
  regionTreeSchema,
  ShopCataloguePaths,
  shopCategoryListSchema,
  shopIndustryListSchema,
  shopLabelListSchema,
  shopSubCategoryListSchema,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall } from '../../http/define-call.ts';

const none = z.object({}).passthrough().nullish();
const tags = ['数据商城'];

/**
 * Shop calls of the 'catalogue' part: public reads for the mall (no session). The region tree sits
 * at the spec's sys/sysarea/getCityAll and is cacheable (Cache-Control plus ETag → 304).
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const catalogue = () => app.services.shopCatalogue.catalogue;
  const cityAllUrl = `/api${ShopCataloguePaths.getCityAll}`;

  defineCall(app, {
    method: 'POST',
    url: ShopCataloguePaths.getCatesAll,
    summary: '商品分类树（一级分类及其子分类，含专题介绍 brief）',
    tags,
    body: none,
    response: shopCategoryListSchema,
    handler: () => catalogue().categoryTree(),
  });

  defineCall(app, {
    method: 'POST',
    url: ShopCataloguePaths.getCateSubordinate,
    summary: '某一分类的子分类',
    tags,
    body: getCateSubordinateRequest,
    response: shopSubCategoryListSchema,
    handler: (input) => catalogue().subcategories(input.shop_product_cate_id),
  });

  defineCall(app, {
    method: 'POST',
    url: ShopCataloguePaths.getAllLabel,
    summary: '全部商品标签',
    tags,
    body: none,
    response: shopLabelListSchema,
    handler: () => catalogue().labels(),
  });

  defineCall(app, {
    method: 'POST',
    url: ShopCataloguePaths.getIndustryList,
    summary: '行业门类（GB/T 4754 一级）及其大类（二级），供商城与精准查询的行业筛选',
    tags,
    body: none,
    response: shopIndustryListSchema,
    handler: () => catalogue().industries(),
  });

  for (const method of ['GET', 'POST'] as const) {
    defineCall(app, {
      method,
      url: ShopCataloguePaths.getCityAll,
      summary: '省市区三级地区树（GB/T 2260），可缓存',
      tags,
      ...(method === 'GET' ? { query: none } : { body: none }),
      response: regionTreeSchema,
      handler: async (_input, request) => {
        const { tree, etag } = await catalogue().regionTree();
        request.regionEtag = etag;
        return tree;
      },
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
