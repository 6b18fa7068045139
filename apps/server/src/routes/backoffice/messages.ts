import { BadgeCalls, MessageCalls as C } from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';

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
  const serveAdmin = callServer(app, ['消息与公告']);
  serveAdmin(C.getIndex, (input, req) => sysMsg.index(actorOf(req), input));
  serveAdmin(C.getSysCate, () => sysMsg.cates());
  serveAdmin(C.agentOptions, (input) => sysMsg.agentOptions(input));
  serveAdmin(C.userOptions, (input) => sysMsg.userOptions(input));
  serveAdmin(C.saveMsg, (input, req) => sysMsg.sendMessage(actorOf(req), input));
  serveAdmin(C.saveNotice, (input, req) => sysMsg.saveNotice(actorOf(req), input));
  serveAdmin(C.updateSysMsg, (input, req) => sysMsg.update(actorOf(req), input));
  serveAdmin(C.deleteSysMsg, (input, req) => sysMsg.remove(actorOf(req), input.sys_msg_id));

  // ── /admin/Msgcontent: the caller's message centre ─────────────────────────────────────
  const serveInbox = callServer(app, ['消息中心']);
  serveInbox(BadgeCalls.unreadCount, (input, req) => inbox.unreadCount(actorOf(req), input ?? {}));
  serveInbox(C.list, (input, req) => inbox.list(actorOf(req), input));
  serveInbox(C.detail, (input, req) => inbox.detail(actorOf(req), input.id));
  serveInbox(C.read, (input, req) => inbox.read(actorOf(req), input.ids));
  serveInbox(C.allRead, (_input, req) => inbox.allRead(actorOf(req)));
  serveInbox(C.delete, (input, req) => inbox.recycle(actorOf(req), input.ids));
  serveInbox(C.restore, (input, req) => inbox.restore(actorOf(req), input.ids));
  serveInbox(C.remove, (input, req) => inbox.removeForGood(actorOf(req), input.ids));
}
