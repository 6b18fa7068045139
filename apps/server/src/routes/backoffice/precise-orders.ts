import {
  downloadLinkSchema,
  idParamSchema,
  preciseAdminPageSchema,
  preciseAdminQuerySchema,
  PreciseOrderPaths as P,
  resendInputSchema,
  resendResultSchema,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';

const tags = ['数据商城运营'];

/** 精准查询订单 /malldata/precisequery: list, download and resend (permissions mall:precise:*). */
export async function preciseOrderRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.preciseOrders;

  defineCall(app, {
    method: 'GET',
    url: P.adminList,
    summary: '精准查询订单（按订单号/手机号/邮箱、支付状态、导出状态、发送状态、下单时间搜索）',
    tags,
    perm: 'mall:precise:list',
    query: preciseAdminQuerySchema,
    response: preciseAdminPageSchema,
    handler: (input) => s().page(input),
  });
  defineCall(app, {
    method: 'POST',
    url: P.adminDownload,
    summary: '精准查询订单数据文件的限时下载链接（最新一次发送的文件）',
    tags,
    perm: 'mall:precise:download',
    params: idParamSchema,
    response: downloadLinkSchema,
    handler: (input, req) => s().download(actorOf(req), input.id),
  });
  defineCall(app, {
    method: 'POST',
    url: P.adminResend,
    summary: '补发精准查询订单数据（已支付订单；默认发往下单邮箱）',
    tags,
    perm: 'mall:precise:resend',
    params: idParamSchema,
    body: resendInputSchema,
    response: resendResultSchema,
    handler: (input, req) => s().resend(actorOf(req), input.id, input.email),
  });
}
