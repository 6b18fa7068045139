import { PaymentCalls as C, PaymentPaths as P, TRADE_NO_PATTERN } from '@qishu/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentNoticeRejected } from '../../adapters/payment/types.ts';
import { authOf, requireSession } from '../../http/auth.ts';
import { callServer } from '../../http/serve-call.ts';
import type { HtmlAnswer } from '../../services/shop/payment/sandbox.ts';
import type { SettleResult } from '../../services/shop/payment/index.ts';
import { SANDBOX_PAGE_SCRIPT } from '../../services/shop/payment/sandbox-script.ts';

const tags = ['支付'];

/** How a provider is answered (WeChat Pay v3 expects {code, message}; 2xx means "received"). */
const notifyAnswers: Record<SettleResult, { status: number; body: { code: string; message: string } }> = {
  applied: { status: 200, body: { code: 'SUCCESS', message: '成功' } },
  // a replay: received again, nothing changed (the message tells the two apart in logs and tests)
  duplicate: { status: 200, body: { code: 'SUCCESS', message: '已处理' } },
  amountMismatch: { status: 400, body: { code: 'FAIL', message: '金额不一致' } },
  unknown: { status: 404, body: { code: 'FAIL', message: '订单不存在' } },
};

function sendHtml(reply: FastifyReply, answer: HtmlAnswer) {
  return reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(answer.html);
}

/** Payment: the shopper's QR and polling calls, the provider's notification and the sandbox page. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.shop.payments;

  await app.register(async (scope) => {
    requireSession(scope);
    const serve = callServer(scope, tags);
    serve(C.getPayUrl, (input, req) => s().getPayUrl(authOf(req), input));
    serve(C.getOrderStatus, (input, req) => s().getOrderStatus(authOf(req), input));
    // the sandbox page's buttons: the payer's session only (a trade number alone is not enough)
    serve(C.sandboxConfirm, (input, req) => s().sandbox.submit(authOf(req), input.out_trade_no, 'paid'));
    serve(C.sandboxFail, (input, req) => s().sandbox.submit(authOf(req), input.out_trade_no, 'failed'));
  });

  // the provider's notification: the signature covers the raw bytes, so the body stays a string here
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    raw.post<{ Params: { provider: string } }>(
      P.notify,
      { schema: { hide: true } },
      async (request, reply) => {
        if (request.params.provider !== s().providerName) {
          return reply.status(404).send({ code: 'FAIL', message: '未知的支付渠道' });
        }
        const rawBody = typeof request.body === 'string' ? request.body : '';
        try {
          const answer = notifyAnswers[await s().notify(request.headers, rawBody)];
          return await reply.status(answer.status).send(answer.body);
        } catch (err) {
          if (err instanceof PaymentNoticeRejected) {
            request.log.warn({ reason: err.message }, 'payment notification rejected');
            return reply.status(401).send({ code: 'FAIL', message: '签名错误' });
          }
          request.log.error({ err }, 'payment notification failed');
          return reply.status(500).send({ code: 'FAIL', message: '系统错误' });
        }
      },
    );
  });

  // the sandbox provider's page: no session (it shows the order; its buttons are the calls above)
  await app.register(async (page) => {
    page.get<{ Params: { out_trade_no: string } }>(
      P.sandboxPage,
      { schema: { hide: true } },
      async (request, reply) => {
        const no = request.params.out_trade_no;
        return sendHtml(reply, await s().sandbox.page(TRADE_NO_PATTERN.test(no) ? no : ''));
      },
    );
    page.get(P.sandboxScript, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(SANDBOX_PAGE_SCRIPT),
    );
  });
}
