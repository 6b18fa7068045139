import {
  idParamSchema,
  MailboxPaths as P,
  mailboxDetailSchema,
  mailboxPageSchema,
  mailboxQuerySchema,
  mailboxResendResultSchema,
} from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, authOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { permits } from '../../services/access/permits.ts';

const tags = ['消息与公告'];
const LIST = 'msg:mail:list';
const RESEND = 'msg:mail:resend';

/** 邮件发件箱 /sys/mailbox (platform back-office; registered inside the session scope). */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.mailbox.mailbox;

  defineCall(app, {
    method: 'GET',
    url: P.list,
    summary: '邮件发件箱：按收件人、主题、状态、时间查询（分页）',
    tags,
    perm: LIST,
    query: mailboxQuerySchema,
    response: mailboxPageSchema,
    handler: (input) => s.page(input),
  });
  defineCall(app, {
    method: 'GET',
    url: P.one,
    summary: '邮件详情：邮件头、正文与附件名（读自 .eml）',
    tags,
    perm: LIST,
    params: idParamSchema,
    response: mailboxDetailSchema,
    handler: (input) => s.detail(input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.resend,
    summary: '重新发送邮件（按保存的 .eml，经当前发送方式）',
    tags,
    perm: RESEND,
    params: idParamSchema,
    response: mailboxResendResultSchema,
    handler: (input, req) => s.resend(actorOf(req), input.id),
  });

  // the .eml itself: a file download, not an envelope (errors still answer the envelope)
  app.route({
    method: 'GET',
    url: P.eml,
    schema: { summary: `下载邮件原文 .eml（权限 ${LIST}）`, tags },
    config: { perm: LIST, inputKeys: ['id'] },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!permits(authOf(request), LIST)) throw forbidden();
      const parsed = idParamSchema.safeParse(request.params ?? {});
      if (!parsed.success) throw badRequest('邮件编号不正确');
      const file = await s.eml(parsed.data.id);
      return reply
        .header('content-type', 'message/rfc822')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}
