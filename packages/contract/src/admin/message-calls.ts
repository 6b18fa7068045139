import { z } from 'zod';
import { describeCall, noInput } from '../call.ts';
import {
  deleteSysMsgRequest,
  inboxChangedResponse,
  inboxDetailRequest,
  inboxDetailSchema,
  inboxIdsRequest,
  inboxListRequest,
  inboxListResponse,
  msgAgentOptionsRequest,
  msgAgentOptionsResponse,
  msgCateListResponse,
  msgIndexRequest,
  msgIndexResponse,
  msgUserOptionsRequest,
  msgUserOptionsResponse,
  saveMsgRequest,
  saveMsgResponse,
  saveNoticeRequest,
  saveNoticeResponse,
  updateSysMsgRequest,
} from './messages.ts';
import { MessagePaths } from './message-rules.ts';

// the area's calls apart from its schemas: in the browser build a call keeps only its method and path
// (contract-without-call-schemas), so a page that calls the message centre loads no zod

/** Calls that take nothing also accept no body at all. */
const noBody = noInput.optional();

/**
 * The calls of the area. /admin/sysmsg/*: the platform's messages and notices (perms msg:message:* /
 * msg:notice:*). /admin/Msgcontent/*: the caller's own message centre — every signed-in user of
 * every module, so these declare no permission; the service only ever touches the caller's own
 * deliveries.
 */
export const MessageCalls = {
  // ── /admin/sysmsg ─────────────────────────────────────────────────────────────────────
  getIndex: describeCall({
    method: 'POST',
    path: MessagePaths.getIndex,
    summary: '消息与公告列表（标题、类型、分类、时间范围，分页）',
    input: msgIndexRequest,
    output: msgIndexResponse,
    perm: 'msg:message:list',
  }),
  getSysCate: describeCall({
    method: 'POST',
    path: MessagePaths.getSysCate,
    summary: '消息分类',
    input: noBody,
    output: msgCateListResponse,
    perm: 'msg:message:list',
  }),
  agentOptions: describeCall({
    method: 'POST',
    path: MessagePaths.agentOptions,
    summary: '接收机构候选（含可接收用户数）',
    input: msgAgentOptionsRequest,
    output: msgAgentOptionsResponse,
    perm: 'msg:message:send',
  }),
  userOptions: describeCall({
    method: 'POST',
    path: MessagePaths.userOptions,
    summary: '接收用户候选（姓名或手机号搜索）',
    input: msgUserOptionsRequest,
    output: msgUserOptionsResponse,
    perm: 'msg:message:send',
  }),
  saveMsg: describeCall({
    method: 'POST',
    path: MessagePaths.saveMsg,
    summary: '发送站内消息（指定用户 / 机构 / 全部用户），发送时逐人投递',
    input: saveMsgRequest,
    output: saveMsgResponse,
    perm: 'msg:message:send',
  }),
  saveNotice: describeCall({
    method: 'POST',
    path: MessagePaths.saveNotice,
    summary: '发布平台公告（全部机构的全部用户，含之后新建的用户）',
    input: saveNoticeRequest,
    output: saveNoticeResponse,
    perm: 'msg:notice:create',
  }),
  updateSysMsg: describeCall({
    method: 'POST',
    path: MessagePaths.updateSysMsg,
    summary: '编辑消息或公告（标题、内容、分类；公告另需 msg:notice:update）',
    input: updateSysMsgRequest,
    output: z.boolean(),
    perm: 'msg:message:update',
  }),
  deleteSysMsg: describeCall({
    method: 'POST',
    path: MessagePaths.deleteSysMsg,
    summary: '删除消息或公告及其全部投递（公告另需 msg:notice:delete）',
    input: deleteSysMsgRequest,
    output: z.boolean(),
    perm: 'msg:message:delete',
  }),
  // ── /admin/Msgcontent: the caller's message centre (the unread counter: BadgeCalls) ────
  list: describeCall({
    method: 'POST',
    path: MessagePaths.list,
    summary: '我的消息（status 0 未读 / 1 已读 / 2 回收站），附 unreadNum',
    input: inboxListRequest,
    output: inboxListResponse,
  }),
  detail: describeCall({
    method: 'POST',
    path: MessagePaths.detail,
    summary: '消息详情（未读的标为已读）',
    input: inboxDetailRequest,
    output: inboxDetailSchema,
  }),
  read: describeCall({
    method: 'POST',
    path: MessagePaths.read,
    summary: '标为已读',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  allRead: describeCall({
    method: 'POST',
    path: MessagePaths.allRead,
    summary: '全部已读',
    input: noBody,
    output: inboxChangedResponse,
  }),
  delete: describeCall({
    method: 'POST',
    path: MessagePaths.delete,
    summary: '删除（移入回收站）',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  restore: describeCall({
    method: 'POST',
    path: MessagePaths.restore,
    summary: '从回收站恢复',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
  remove: describeCall({
    method: 'POST',
    path: MessagePaths.remove,
    summary: '从回收站彻底删除',
    input: inboxIdsRequest,
    output: inboxChangedResponse,
  }),
};
