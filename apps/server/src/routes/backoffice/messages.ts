import {
  msgAgentOptionsRequest,
  msgAgentOptionsResponse,
  BadgePaths,
  inboxChangedResponse,
  countResponse,
  deleteSysMsgRequest,
  inboxDetailRequest,
  inboxDetailSchema,
  inboxIdsRequest,
  inboxListRequest,
  inboxListResponse,
  MessagePaths as P,
  msgCateListResponse,
  msgIndexRequest,
  msgIndexResponse,
  saveMsgRequest,
  saveMsgResponse,
  saveNoticeRequest,
  saveNoticeResponse,
  unreadCountRequest,
  updateSysMsgRequest,
  msgUserOptionsRequest,
  msgUserOptionsResponse,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const adminTags = ['消息与公告'];
const inboxTags = ['消息中心'];
const empty = z.object({}).optional();

/**
 * Calls of the back-office area 'messages' (registered in an authenticated scope).
 * /admin/sysmsg/*: the platform's messages and notices (perms msg:message:* / msg:notice:*).
 * /admin/Msgcontent/*: the caller's own message centre — every signed-in user of every module, so
 * these declare no permission; the service only ever touches the caller's own deliveries.
 */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const sysMsg = app.services.backoffice.messages.sysMsg;
  const inbox = app.services.backoffice.messages.inbox;

  // ── /admin/sysmsg ─────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'POST',
    url: P.getIndex,
    summary: '消息与公告列表（标题、类型、分类、时间范围，分页）',
    tags: adminTags,
    perm: 'msg:message:list',
    body: msgIndexRequest,
    response: msgIndexResponse,
    handler: (input, req) => sysMsg.index(actorOf(req), input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.getSysCate,
    summary: '消息分类',
    tags: adminTags,
    perm: 'msg:message:list',
    body: empty,
    response: msgCateListResponse,
    handler: () => sysMsg.cates(),
  });

  defineCall(app, {
    method: 'POST',
    url: P.agentOptions,
    summary: '接收机构候选（含可接收用户数）',
    tags: adminTags,
    perm: 'msg:message:send',
    body: msgAgentOptionsRequest,
    response: msgAgentOptionsResponse,
    handler: (input) => sysMsg.agentOptions(input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.userOptions,
    summary: '接收用户候选（姓名或手机号搜索）',
    tags: adminTags,
    perm: 'msg:message:send',
    body: msgUserOptionsRequest,
    response: msgUserOptionsResponse,
    handler: (input) => sysMsg.userOptions(input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.saveMsg,
    summary: '发送站内消息（指定用户 / 机构 / 全部用户），发送时逐人投递',
    tags: adminTags,
    perm: 'msg:message:send',
    body: saveMsgRequest,
    response: saveMsgResponse,
    handler: (input, req) => sysMsg.sendMessage(actorOf(req), input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.saveNotice,
    summary: '发布平台公告（全部机构的全部用户，含之后新建的用户）',
    tags: adminTags,
    perm: 'msg:notice:create',
    body: saveNoticeRequest,
    response: saveNoticeResponse,
    handler: (input, req) => sysMsg.saveNotice(actorOf(req), input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.updateSysMsg,
    summary: '编辑消息或公告（标题、内容、分类；公告另需 msg:notice:update）',
    tags: adminTags,
    perm: 'msg:message:update',
    body: updateSysMsgRequest,
    response: z.boolean(),
    handler: (input, req) => sysMsg.update(actorOf(req), input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.deleteSysMsg,
    summary: '删除消息或公告及其全部投递（公告另需 msg:notice:delete）',
    tags: adminTags,
    perm: 'msg:message:delete',
    body: deleteSysMsgRequest,
    response: z.boolean(),
    handler: (input, req) => sysMsg.remove(actorOf(req), input.sys_msg_id),
  });

  // ── /admin/Msgcontent: the caller's message centre ─────────────────────────────────────
  defineCall(app, {
    method: 'POST',
    url: BadgePaths.unreadCount,
    summary: '未读消息数（usr_agent_id、sys_user_id 若传须为本人）',
    tags: inboxTags,
    body: unreadCountRequest.optional(),
    response: countResponse,
    handler: (input, req) => inbox.unreadCount(actorOf(req), input ?? {}),
  });

  defineCall(app, {
    method: 'POST',
    url: P.list,
    summary: '我的消息（status 0 未读 / 1 已读 / 2 回收站），附 unreadNum',
    tags: inboxTags,
    body: inboxListRequest,
    response: inboxListResponse,
    handler: (input, req) => inbox.list(actorOf(req), input),
  });

  defineCall(app, {
    method: 'POST',
    url: P.detail,
    summary: '消息详情（未读的标为已读）',
    tags: inboxTags,
    body: inboxDetailRequest,
    response: inboxDetailSchema,
    handler: (input, req) => inbox.detail(actorOf(req), input.id),
  });

  defineCall(app, {
    method: 'POST',
    url: P.read,
    summary: '标为已读',
    tags: inboxTags,
    body: inboxIdsRequest,
    response: inboxChangedResponse,
    handler: (input, req) => inbox.read(actorOf(req), input.ids),
  });

  defineCall(app, {
    method: 'POST',
    url: P.allRead,
    summary: '全部已读',
    tags: inboxTags,
    body: empty,
    response: inboxChangedResponse,
    handler: (_input, req) => inbox.allRead(actorOf(req)),
  });

  defineCall(app, {
    method: 'POST',
    url: P.delete,
    summary: '删除（移入回收站）',
    tags: inboxTags,
    body: inboxIdsRequest,
    response: inboxChangedResponse,
    handler: (input, req) => inbox.recycle(actorOf(req), input.ids),
  });

  defineCall(app, {
    method: 'POST',
    url: P.restore,
    summary: '从回收站恢复',
    tags: inboxTags,
    body: inboxIdsRequest,
    response: inboxChangedResponse,
    handler: (input, req) => inbox.restore(actorOf(req), input.ids),
  });

  defineCall(app, {
    method: 'POST',
    url: P.remove,
    summary: '从回收站彻底删除',
    tags: inboxTags,
    body: inboxIdsRequest,
    response: inboxChangedResponse,
    handler: (input, req) => inbox.removeForGood(actorOf(req), input.ids),
  });
}
