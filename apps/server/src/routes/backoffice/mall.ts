import {
  categoryInputSchema,
  categoryListSchema,
  categoryNodeSchema,
  categoryQuerySchema,
  idParamSchema,
  labelInputSchema,
  labelPageSchema,
  labelQuerySchema,
  labelRowSchema,
  MallPaths as P,
  previewInputSchema,
  previewResultSchema,
  productInputSchema,
  productOptionsSchema,
  productPageSchema,
  productQuerySchema,
  productRowSchema,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const tags = ['数据商城运营'];
const done = z.object({ ok: z.literal(true) });

/** 数据产品 /malldata/dataproduct, 商品分类 /malldata/category, 商品标签 /malldata/label. */
export async function mallRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.mall;

  // ── 数据产品 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.products,
    summary: '数据产品列表（按名称、分类、状态、热门、标签搜索）',
    tags,
    perm: 'mall:product:list',
    query: productQuerySchema,
    response: productPageSchema,
    handler: (input) => s.products.page(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.productOptions,
    summary: '数据产品表单的选项：分类、标签、地区、行业',
    tags,
    perm: 'mall:product:list',
    response: productOptionsSchema,
    handler: () => s.options.options(),
  });
  defineCall(app, {
    method: 'POST',
    url: P.productPreview,
    summary: '按筛选条件预览：企业数与前 10 家企业',
    tags,
    perm: 'mall:product:list',
    body: previewInputSchema,
    response: previewResultSchema,
    handler: (input) => s.products.preview(input.filter),
  });
  defineCall(app, {
    method: 'GET',
    url: P.product,
    summary: '一个数据产品',
    tags,
    perm: 'mall:product:list',
    params: idParamSchema,
    response: productRowSchema,
    handler: (input) => s.products.one(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.products,
    summary: '新增数据产品（记录数按筛选条件计算，新产品为下架状态）',
    tags,
    perm: 'mall:product:create',
    body: productInputSchema,
    response: productRowSchema,
    handler: (input, req) => s.products.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.product,
    summary: '编辑数据产品（记录数按筛选条件重新计算）',
    tags,
    perm: 'mall:product:update',
    params: idParamSchema,
    body: productInputSchema,
    response: productRowSchema,
    handler: (input, req) => s.products.update(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.productPublish,
    summary: '上架数据产品',
    tags,
    perm: 'mall:product:publish',
    params: idParamSchema,
    response: productRowSchema,
    handler: (input, req) => s.products.setStatus(actorOf(req), input.id, 1),
  });
  defineCall(app, {
    method: 'POST',
    url: P.productWithdraw,
    summary: '下架数据产品',
    tags,
    perm: 'mall:product:withdraw',
    params: idParamSchema,
    response: productRowSchema,
    handler: (input, req) => s.products.setStatus(actorOf(req), input.id, 2),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.product,
    summary: '删除数据产品（已有订单或在购物车中时不能删除）',
    tags,
    perm: 'mall:product:delete',
    params: idParamSchema,
    response: done,
    handler: async (input, req) => {
      await s.products.remove(actorOf(req), input.id);
      return { ok: true as const };
    },
  });

  // ── 商品分类 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.categories,
    summary: '商品分类树（两级，含产品数）',
    tags,
    perm: 'mall:category:list',
    query: categoryQuerySchema,
    response: categoryListSchema,
    handler: (input) => s.categories.tree(input.name),
  });
  defineCall(app, {
    method: 'GET',
    url: P.category,
    summary: '一个商品分类',
    tags,
    perm: 'mall:category:list',
    params: idParamSchema,
    response: categoryNodeSchema,
    handler: (input) => s.categories.one(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.categories,
    summary: '新增商品分类',
    tags,
    perm: 'mall:category:create',
    body: categoryInputSchema,
    response: categoryNodeSchema,
    handler: (input, req) => s.categories.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.category,
    summary: '编辑商品分类',
    tags,
    perm: 'mall:category:update',
    params: idParamSchema,
    body: categoryInputSchema,
    response: categoryNodeSchema,
    handler: (input, req) => s.categories.update(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.category,
    summary: '删除商品分类（有子分类或产品时不能删除）',
    tags,
    perm: 'mall:category:delete',
    params: idParamSchema,
    response: done,
    handler: async (input, req) => {
      await s.categories.remove(actorOf(req), input.id);
      return { ok: true as const };
    },
  });

  // ── 商品标签 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.labels,
    summary: '商品标签列表（含使用的产品数）',
    tags,
    perm: 'mall:label:list',
    query: labelQuerySchema,
    response: labelPageSchema,
    handler: (input) => s.labels.page(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.label,
    summary: '一个商品标签',
    tags,
    perm: 'mall:label:list',
    params: idParamSchema,
    response: labelRowSchema,
    handler: (input) => s.labels.one(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.labels,
    summary: '新增商品标签',
    tags,
    perm: 'mall:label:create',
    body: labelInputSchema,
    response: labelRowSchema,
    handler: (input, req) => s.labels.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.label,
    summary: '编辑商品标签',
    tags,
    perm: 'mall:label:update',
    params: idParamSchema,
    body: labelInputSchema,
    response: labelRowSchema,
    handler: (input, req) => s.labels.update(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.label,
    summary: '删除商品标签（同时从使用它的产品上移除）',
    tags,
    perm: 'mall:label:delete',
    params: idParamSchema,
    response: z.object({ ok: z.literal(true), products: z.number().int() }),
    handler: (input, req) => s.labels.remove(actorOf(req), input.id),
  });
}
