import {
  createIndustrySchema,
  createParamSchema,
  industryCodeParamSchema,
  industryNodeSchema,
  industryQuerySchema,
  industryTreeSchema,
  paramKeyParamSchema,
  paramPageSchema,
  paramQuerySchema,
  paramRowSchema,
  SettingsPaths as P,
  updateIndustrySchema,
  updateParamSchema,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const tags = ['系统设置'];
const done = z.object({ ok: z.literal(true) });

/** 参数设置 /sys/param and 行业分类 /sys/industrycate (resource style). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.settings;

  // ── 参数设置 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.params,
    summary: '系统参数列表（按键、名称、备注搜索）',
    tags,
    perm: 'sys:param:list',
    query: paramQuerySchema,
    response: paramPageSchema,
    handler: (input) => s.params.page(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.param,
    summary: '一个系统参数',
    tags,
    perm: 'sys:param:list',
    params: paramKeyParamSchema,
    response: paramRowSchema,
    handler: (input) => s.params.one(input.key),
  });
  defineCall(app, {
    method: 'POST',
    url: P.params,
    summary: '新增自定义参数',
    tags,
    perm: 'sys:param:update',
    body: createParamSchema,
    response: paramRowSchema,
    handler: (input, req) => s.params.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.param,
    summary: '修改参数值（内置参数按其规则校验）',
    tags,
    perm: 'sys:param:update',
    params: paramKeyParamSchema,
    body: updateParamSchema,
    response: paramRowSchema,
    handler: (input, req) => s.params.update(actorOf(req), input.key, input),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.param,
    summary: '删除自定义参数（内置参数不能删除）',
    tags,
    perm: 'sys:param:update',
    params: paramKeyParamSchema,
    response: done,
    handler: async (input, req) => {
      await s.params.remove(actorOf(req), input.key);
      return { ok: true as const };
    },
  });

  // ── 行业分类 ───────────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.industries,
    summary: '行业分类树（GB/T 4754-2017，含企业数）',
    tags,
    perm: 'sys:industry:list',
    query: industryQuerySchema,
    response: industryTreeSchema,
    handler: (input) => s.industries.tree(input.keyword),
  });
  defineCall(app, {
    method: 'GET',
    url: P.industry,
    summary: '一个行业分类',
    tags,
    perm: 'sys:industry:list',
    params: industryCodeParamSchema,
    response: industryNodeSchema,
    handler: (input) => s.industries.one(input.code),
  });
  defineCall(app, {
    method: 'POST',
    url: P.industries,
    summary: '新增行业分类（代码唯一，按级别校验格式）',
    tags,
    perm: 'sys:industry:create',
    body: createIndustrySchema,
    response: industryNodeSchema,
    handler: (input, req) => s.industries.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.industry,
    summary: '修改行业分类名称',
    tags,
    perm: 'sys:industry:update',
    params: industryCodeParamSchema,
    body: updateIndustrySchema,
    response: industryNodeSchema,
    handler: (input, req) => s.industries.rename(actorOf(req), input.code, input.name),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.industry,
    summary: '删除行业分类（无下级且无企业使用时）',
    tags,
    perm: 'sys:industry:delete',
    params: industryCodeParamSchema,
    response: done,
    handler: async (input, req) => {
      await s.industries.remove(actorOf(req), input.code);
      return { ok: true as const };
    },
  });
}
