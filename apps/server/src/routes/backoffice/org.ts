import {
  agentInfoRequest,
  agentInfoSchema,
  agentListQuery,
  agentOptionsSchema,
  agentPageSchema,
  agentQuotaRequest,
  agentRowSchema,
  agentSaveRequest,
  agentStatusRequest,
  categoryDeleteRequest,
  categoryEditRequest,
  categoryListQuery,
  categoryPageSchema,
  categorySaveRequest,
  idParamSchema,
  orgIdResponse,
  quotaLogEntrySchema,
  OrgPaths as P,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

/**
 * Calls of the back-office area 'org' (registered in an authenticated scope): organisations
 * (/usermana/agentmana, sys:agent:*), agent categories (/admin/Category/*, sys:agentCate:*) and the
 * caller's own remaining capacity (/sys/Users/getAgentInfo, config:resource:view).
 */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.backoffice.org;

  // ── organisations ──────────────────────────────────────────────────────────────────────────
  const tags = ['机构管理'];
  defineCall(app, {
    method: 'GET',
    url: P.agents,
    summary: '机构列表（名称、分类、等级、状态、模块筛选，分页）',
    tags,
    perm: 'sys:agent:list',
    query: agentListQuery,
    response: agentPageSchema,
    handler: (input, req) => s.agents.list(actorOf(req), input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.agentOptions,
    summary: '机构表单的选项：机构分类、模块、服务机构',
    tags,
    perm: 'sys:agent:list',
    response: agentOptionsSchema,
    handler: () => s.agents.options(),
  });
  defineCall(app, {
    method: 'GET',
    url: P.agent,
    summary: '机构详情',
    tags,
    perm: 'sys:agent:list',
    params: idParamSchema,
    response: agentRowSchema,
    handler: (input, req) => s.agents.get(actorOf(req), input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.agents,
    summary: '新增机构',
    tags,
    perm: 'sys:agent:create',
    body: agentSaveRequest,
    response: orgIdResponse,
    handler: (input, req) => s.agents.create(actorOf(req), input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.agent,
    summary: '编辑机构',
    tags,
    perm: 'sys:agent:update',
    body: agentSaveRequest,
    params: idParamSchema,
    response: orgIdResponse,
    handler: (input, req) => s.agents.update(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.agentStatus,
    summary: '启用 / 停用机构',
    tags,
    perm: 'sys:agent:update',
    body: agentStatusRequest,
    params: idParamSchema,
    response: orgIdResponse,
    handler: (input, req) => s.agents.setStatus(actorOf(req), input.id, input.status),
  });
  defineCall(app, {
    method: 'PUT',
    url: P.agentQuota,
    summary: '调整机构额度（增加或扣减，须填写原因，剩余额度不能小于 0）',
    tags,
    perm: 'sys:agent:quota',
    body: agentQuotaRequest,
    params: idParamSchema,
    response: agentInfoSchema,
    handler: (input, req) => s.agents.adjustQuota(actorOf(req), input.id, input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.agentQuotaLog,
    summary: '机构最近的额度调整记录（来自操作日志）',
    tags,
    perm: 'sys:agent:quota',
    params: idParamSchema,
    response: z.array(quotaLogEntrySchema),
    handler: (input, req) => s.agents.quotaLog(actorOf(req), input.id),
  });
  defineCall(app, {
    method: 'DELETE',
    url: P.agent,
    summary: '删除机构（机构下没有用户时）',
    tags,
    perm: 'sys:agent:delete',
    params: idParamSchema,
    response: orgIdResponse,
    handler: (input, req) => s.agents.remove(actorOf(req), input.id),
  });

  // ── the caller's own capacity ──────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'GET',
    url: P.agentInfo,
    summary: '本机构的等级与额度（只答调用者自己的机构，其他 usr_agent_id 被拒绝）',
    tags: ['剩余容量'],
    perm: 'config:resource:view',
    query: agentInfoRequest,
    response: agentInfoSchema,
    handler: (input, req) => s.agents.ownInfo(actorOf(req), input.usr_agent_id),
  });

  // ── agent categories ───────────────────────────────────────────────────────────────────────
  const cateTags = ['机构分类'];
  defineCall(app, {
    method: 'GET',
    url: P.categoryList,
    summary: '机构分类列表（分页，按名称搜索）',
    tags: cateTags,
    perm: 'sys:agentCate:list',
    query: categoryListQuery,
    response: categoryPageSchema,
    handler: (input) => s.categories.list(input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.categoryAdd,
    summary: '新增机构分类',
    tags: cateTags,
    perm: 'sys:agentCate:create',
    body: categorySaveRequest,
    response: orgIdResponse,
    handler: (input, req) => s.categories.add(actorOf(req), input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.categoryEdit,
    summary: '编辑机构分类',
    tags: cateTags,
    perm: 'sys:agentCate:update',
    body: categoryEditRequest,
    response: orgIdResponse,
    handler: (input, req) => s.categories.edit(actorOf(req), input.agent_cate_id, input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.categoryDelete,
    summary: '删除机构分类（仍有机构使用时拒绝）',
    tags: cateTags,
    perm: 'sys:agentCate:delete',
    body: categoryDeleteRequest,
    response: orgIdResponse,
    handler: (input, req) => s.categories.remove(actorOf(req), input.agent_cate_id),
  });
}
