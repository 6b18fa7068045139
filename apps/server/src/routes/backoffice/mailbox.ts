import { idParamSchema, MailboxCalls as C, MailboxPaths as P, MailboxPerms } from '@qishu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, authOf } from '../../http/auth.ts';
import { badRequest, forbidden } from '../../shared/errors.ts';
import { callServer } from '../../http/serve-call.ts';
import { permits } from '../../services/access/permits.ts';

const tags = ['消息与公告'];
const LIST = MailboxPerms.list;

/** 邮件发件箱 /sys/mailbox (platform back-office; registered inside the session scope). */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.mailbox;

  const serve = callServer(app, tags);
  serve(C.list, (input) => s.page(input));
  serve(C.one, (input) => s.detail(input.id));
  serve(C.resend, (input, req) => s.resend(actorOf(req), input.id));

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
