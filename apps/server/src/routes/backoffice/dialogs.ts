import {
  applyListQuery,
  applyListResponse,
  applySpecialDataRequest,
  applySpecialDataResponse,
  CustomRequestPaths,
  idParamSchema,
  okResponse,
  UsrCatePaths,
  usrCateAgentSchema,
  usrCateCreateRequest,
  usrCateListQuery,
  usrCatePage,
  usrCateSchema,
  usrCateUpdateRequest,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

/**
 * Calls of the back-office area 'dialogs' (registered in an authenticated scope): the
 * customisation request of any signed-in user, and user groups (usr_cate) for the organisation
 * (/admin/usrcate, config:category:*) and for the platform (/sys/usrcate, sys:usrCate:*).
 */
export async function dialogsRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.dialogs;

  // ── customisation requests: a session is all it takes (every signed-in user may file) ──────
  const customTags = ['定制需求'];
  defineCall(app, {
    method: 'POST',
    url: CustomRequestPaths.apply,
    summary: '保存个性化定制需求（type 1 提交审核，0 暂存；带 agent_label_apply_id 修改草稿）',
    tags: customTags,
    body: applySpecialDataRequest,
    response: applySpecialDataResponse,
    handler: (input, req) => s.customRequests.apply(actorOf(req), input),
  });
  defineCall(app, {
    method: 'GET',
    url: CustomRequestPaths.list,
    summary: '本人提交的定制需求（分页）',
    tags: customTags,
    query: applyListQuery,
    response: applyListResponse,
    handler: (input, req) => s.customRequests.list(actorOf(req), input.page, input.limit),
  });

  // ── user groups: one resource per audience ─────────────────────────────────────────────────
  const families = [
    { base: UsrCatePaths.org, perm: 'config:category', tags: ['分组管理'] },
    { base: UsrCatePaths.platform, perm: 'sys:usrCate', tags: ['分组分类'] },
  ] as const;

  defineCall(app, {
    method: 'GET',
    url: UsrCatePaths.platformAgents,
    summary: '有分组的机构（分组分类页的机构筛选）',
    tags: ['分组分类'],
    perm: 'sys:usrCate:list',
    response: z.array(usrCateAgentSchema),
    handler: () => s.usrCates.agents(),
  });

  for (const f of families) {
    defineCall(app, {
      method: 'GET',
      url: f.base,
      summary: '分组列表（page, limit, name, parent_id; 平台另可按 usr_agent_id）',
      tags: [...f.tags],
      perm: `${f.perm}:list`,
      query: usrCateListQuery,
      response: usrCatePage,
      handler: (input, req) => s.usrCates.list(actorOf(req), input),
    });
    defineCall(app, {
      method: 'GET',
      url: `${f.base}/:id`,
      summary: '分组详情',
      tags: [...f.tags],
      perm: `${f.perm}:list`,
      params: idParamSchema,
      response: usrCateSchema,
      handler: (input, req) => s.usrCates.get(actorOf(req), input.id),
    });
    defineCall(app, {
      method: 'POST',
      url: f.base,
      summary: '新增分组（name, parent_id, level, user_id, usr_agent_id；身份字段须为本人）',
      tags: [...f.tags],
      perm: `${f.perm}:create`,
      body: usrCateCreateRequest,
      response: usrCateSchema,
      handler: (input, req) => s.usrCates.create(actorOf(req), input),
    });
    defineCall(app, {
      method: 'PUT',
      url: `${f.base}/:id`,
      summary: '修改分组名称与排序',
      tags: [...f.tags],
      perm: `${f.perm}:update`,
      body: usrCateUpdateRequest,
      params: idParamSchema,
      response: usrCateSchema,
      handler: (input, req) => s.usrCates.update(actorOf(req), input.id, input),
    });
    defineCall(app, {
      method: 'DELETE',
      url: `${f.base}/:id`,
      summary: '删除分组',
      tags: [...f.tags],
      perm: `${f.perm}:delete`,
      params: idParamSchema,
      response: okResponse,
      handler: async (input, req) => {
        await s.usrCates.remove(actorOf(req), input.id);
        return { ok: true as const };
      },
    });
  }
}
