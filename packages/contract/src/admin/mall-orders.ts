/**
 * Calls, schemas and rules of the back-office shop operations (/malldata/*): 订单管理 (account
 * orders with their payment and delivery), 已发布数据 (every delivered data file) and 专题管理
 * (special subjects shown on the mall home), plus the public list of shown subjects.
 */
import { z } from 'zod';
import { wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import { shopProductSchema } from '../shop.ts';
import {
  idParamSchema,
  pageOf,
  pageQuerySchema,
  searchText,
  TimeRangeMessages,
  timeRangeFields,
  timeRangeRefine,
} from './paging.ts';

export const MallOrderPaths = {
  orders: '/malldata/ordermanage',
  order: '/malldata/ordermanage/:id',
  orderResend: '/malldata/ordermanage/:id/resend',
  /** the search result as .xlsx (the list's filters, without paging) */
  orderExport: '/malldata/ordermanage/export',
  published: '/malldata/publisheddata',
  publishedDownload: '/malldata/publisheddata/:id/download',
  publishedResend: '/malldata/publisheddata/:id/resend',
  subjects: '/malldata/specialsubject',
  subject: '/malldata/specialsubject/:id',
  /** the product picker of the subject form: products by name */
  subjectProducts: '/malldata/specialsubject/products',
} as const;

/** The public call (under /api, the /api/ShopProduct/ reading): shown subjects with on-shelf products. */
export const ShopSubjectPaths = {
  getSpecialSubjects: '/api/ShopProduct/getSpecialSubjects',
} as const;

export const MallOrderMessages = {
  notPaid: '该订单尚未支付，不能补发数据',
  deliveryMissing: '该数据文件不存在',
  fileNotReady: '该数据文件尚未生成，暂不能下载',
  downloadUnavailable: '下载功能暂不可用，请稍后再试',
  emailInvalid: '邮箱格式不正确,请输入正确的邮箱地址',
  ...TimeRangeMessages,
  subjectTitleRequired: '请输入专题名称',
  subjectTitleTooLong: '专题名称不能超过 50 个字',
  subjectIntroTooLong: '专题介绍不能超过 500 个字',
  subjectCoverInvalid: '请选择专题封面',
  subjectStatusInvalid: '请选择专题状态',
  subjectOrderRange: '排序须为 0–9999 之间的整数',
  subjectProductsTooMany: '一个专题最多包含 50 个数据产品',
  subjectProductMissing: '所选数据产品不存在',
  subjectTitleExists: '专题名称已存在',
  exportTooMany: (max: number) => `导出的订单不能超过 ${max.toLocaleString('zh-CN')} 条，请缩小查询范围`,
} as const;

/** At most this many orders in one export. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;

// ── shared texts ─────────────────────────────────────────────────────────────────────────

/** shop_order.status */
export const orderStatusText: Record<number, string> = { 0: '未支付', 1: '已支付' };
/** shop_order.is_send: 1 sent, 0 not yet, 2 failed */
export const sendStatusText: Record<number, string> = { 0: '未发送', 1: '已发送', 2: '发送失败' };
/** payment.status */
export const paymentStatusText: Record<number, string> = {
  0: '待支付',
  1: '已支付',
  2: '支付失败',
  3: '已关闭',
};
export const paymentProviderText: Record<string, string> = {
  sandbox: '沙箱支付',
  wechat: '微信支付',
  alipay: '支付宝',
};
/** data_delivery.status */
export const deliveryStatusText: Record<string, string> = {
  pending: '待发送',
  built: '已生成',
  sent: '已发送',
  failed: '发送失败',
};
/** data_delivery.reason */
export const deliveryReasonText: Record<string, string> = {
  payment: '首次发送',
  resend: '用户补发',
  admin: '后台补发',
};
/** data_delivery.order_kind */
export const orderKindText: Record<string, string> = { shop_order: '商城订单', per_order: '精准查询订单' };

// ── time range of a search ───────────────────────────────────────────────────────────────

/** An optional e-mail of a resend: empty means the order's own address. */
export const resendInputSchema = z.object({
  email: z
    .string()
    .trim()
    .max(100, MallOrderMessages.emailInvalid)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email({ error: MallOrderMessages.emailInvalid }).optional()),
});
export type ResendInput = z.input<typeof resendInputSchema>;
export const resendResultSchema = z.object({ data_delivery_id: z.number().int(), email: z.string() });
export type ResendResult = z.infer<typeof resendResultSchema>;

// ── 订单管理 ─────────────────────────────────────────────────────────────────────────────

const orderFields = {
  /** order code, buyer phone, order or product name (part of) */
  keyword: searchText(50),
  status: wholeNumber(z.number().int().min(0).max(1).optional()),
  is_send: wholeNumber(z.number().int().min(0).max(2).optional()),
  ...timeRangeFields,
};
export const orderQuerySchema = pageQuerySchema.extend(orderFields).refine(...timeRangeRefine);
export type OrderQuery = z.input<typeof orderQuerySchema>;
/** The export's filters: the list's, without paging. */
export const orderFilterSchema = z.object(orderFields).refine(...timeRangeRefine);
export type OrderFilter = z.output<typeof orderFilterSchema>;

export const mallOrderRowSchema = z.object({
  shop_order_id: z.number().int(),
  order_code: z.string(),
  order_name: z.string(),
  shop_product_id: z.number().int(),
  /** the product's current name ('' when it was deleted) */
  product_name: z.string(),
  /** yuan, two decimals */
  amount: z.string(),
  status: z.number().int(),
  is_send: z.number().int(),
  send_remark: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  sys_user_id: z.number().int(),
  phone: z.string(),
  realname: z.string(),
  agent_name: z.string(),
  /** the order's latest payment */
  pay_provider: z.string().nullable(),
  pay_status: z.number().int().nullable(),
  out_trade_no: z.string().nullable(),
  provider_txn_id: z.string().nullable(),
  /** the latest delivery */
  delivery_count: z.number().int(),
  last_delivery_status: z.string().nullable(),
  last_delivery_at: z.string().nullable(),
});
export type MallOrderRow = z.infer<typeof mallOrderRowSchema>;
export const mallOrderPageSchema = pageOf(mallOrderRowSchema);

export const orderPaymentSchema = z.object({
  payment_id: z.number().int(),
  provider: z.string(),
  out_trade_no: z.string(),
  provider_txn_id: z.string().nullable(),
  amount: z.string(),
  status: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderDeliverySchema = z.object({
  data_delivery_id: z.number().int(),
  seq: z.number().int(),
  email: z.string(),
  reason: z.string(),
  status: z.string(),
  file_name: z.string().nullable(),
  rows: z.number().int().nullable(),
  bytes: z.number().nullable(),
  attached: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
  /** the mail's own state in the mail log (sent / failed …), when it was mailed */
  mail_status: z.string().nullable(),
  mail_error: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const mallOrderDetailSchema = mallOrderRowSchema.extend({
  payments: z.array(orderPaymentSchema),
  deliveries: z.array(orderDeliverySchema),
});
export type MallOrderDetail = z.infer<typeof mallOrderDetailSchema>;

// ── 已发布数据 ───────────────────────────────────────────────────────────────────────────

export const publishedQuerySchema = pageQuerySchema
  .extend({
    /** order code, buyer phone, e-mail, file or order name (part of) */
    keyword: searchText(50),
    status: z.enum(['pending', 'built', 'sent', 'failed']).optional(),
    reason: z.enum(['payment', 'resend', 'admin']).optional(),
    order_kind: z.enum(['shop_order', 'per_order']).optional(),
    ...timeRangeFields,
  })
  .refine(...timeRangeRefine);
export type PublishedQuery = z.input<typeof publishedQuerySchema>;

export const publishedRowSchema = orderDeliverySchema.extend({
  order_kind: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
  order_name: z.string(),
  sys_user_id: z.number().int(),
  phone: z.string(),
  realname: z.string(),
  agent_name: z.string(),
});
export type PublishedRow = z.infer<typeof publishedRowSchema>;
export const publishedPageSchema = pageOf(publishedRowSchema);

export const downloadLinkSchema = z.object({
  /** a path on this host, e.g. /api/download/<token> */
  url: z.string(),
  file_name: z.string(),
  expires_at: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

// ── 专题管理 ─────────────────────────────────────────────────────────────────────────────

/** Cover patterns of a subject card (the web draws them; no uploads). */
export const SubjectCovers = ['ocean', 'forest', 'sunset', 'violet', 'slate'] as const;
export type SubjectCover = (typeof SubjectCovers)[number];
export const subjectCoverText: Record<SubjectCover, string> = {
  ocean: '海蓝',
  forest: '森绿',
  sunset: '暖橙',
  violet: '紫罗兰',
  slate: '石墨',
};
/** special_subject.status */
export const subjectStatusText: Record<number, string> = { 1: '显示', 0: '隐藏' };
export const SubjectLimits = { title: 50, intro: 500, products: 50 } as const;

export const subjectQuerySchema = pageQuerySchema.extend({
  title: searchText(50),
  status: wholeNumber(z.number().int().min(0).max(1).optional()),
});
export type SubjectQuery = z.input<typeof subjectQuerySchema>;

export const subjectInputSchema = z.object({
  title: z
    .string({ error: MallOrderMessages.subjectTitleRequired })
    .trim()
    .min(1, MallOrderMessages.subjectTitleRequired)
    .max(SubjectLimits.title, MallOrderMessages.subjectTitleTooLong),
  intro: z.string().trim().max(SubjectLimits.intro, MallOrderMessages.subjectIntroTooLong).default(''),
  cover: z.enum(SubjectCovers, { error: MallOrderMessages.subjectCoverInvalid }).default('ocean'),
  status: z.union([z.literal(0), z.literal(1)], { error: MallOrderMessages.subjectStatusInvalid }).default(1),
  orders: z
    .number({ error: MallOrderMessages.subjectOrderRange })
    .int(MallOrderMessages.subjectOrderRange)
    .min(0, MallOrderMessages.subjectOrderRange)
    .max(9999, MallOrderMessages.subjectOrderRange)
    .default(0),
  /** the subject's products in display order */
  product_ids: z
    .array(z.number().int().positive(MallOrderMessages.subjectProductMissing))
    .max(SubjectLimits.products, MallOrderMessages.subjectProductsTooMany)
    .default([]),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;

export const subjectProductRefSchema = z.object({
  shop_product_id: z.number().int(),
  name: z.string(),
  /** 1 on shelf, 2 withdrawn */
  status: z.number().int(),
  /** yuan, two decimals */
  price: z.string(),
});
export type SubjectProductRef = z.infer<typeof subjectProductRefSchema>;

export const subjectRowSchema = z.object({
  special_subject_id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  status: z.number().int(),
  orders: z.number().int(),
  products: z.array(subjectProductRefSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SubjectRow = z.infer<typeof subjectRowSchema>;
export const subjectPageSchema = pageOf(subjectRowSchema);

export const subjectProductQuerySchema = z.object({ keyword: searchText(50) });
export const subjectProductListSchema = z.array(subjectProductRefSchema);

/** getSpecialSubjects: shown subjects (by order) with their on-shelf products; empty subjects omitted. */
export const getSpecialSubjectsRequest = z.object({}).nullish();
export const shopSubjectSchema = z.object({
  special_subject_id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  cover: z.string(),
  products: z.array(shopProductSchema),
});
export type ShopSubject = z.infer<typeof shopSubjectSchema>;
export const getSpecialSubjectsResponse = z.object({ res: z.array(shopSubjectSchema) });
export type GetSpecialSubjectsResponse = z.infer<typeof getSpecialSubjectsResponse>;

// ── calls ────────────────────────────────────────────────────────────────────────────────

const done = z.object({ ok: z.literal(true) });
/** The body of a POST whose path says it all: absent, or an object whose fields are ignored. */
const noBody = noInput.nullish();

/**
 * The calls of the back-office shop operations: 订单管理, 已发布数据, 专题管理. (The order export,
 * an .xlsx stream rather than an envelope, is a plain route at MallOrderPaths.orderExport.)
 */
export const MallOrderCalls = {
  // 订单管理
  orders: describeCall({
    method: 'GET',
    path: MallOrderPaths.orders,
    summary: '商城订单列表（按订单号/手机号/产品名、支付状态、发送状态、下单时间搜索）',
    perm: 'mall:order:list',
    input: orderQuerySchema,
    output: mallOrderPageSchema,
  }),
  order: describeCall({
    method: 'GET',
    path: MallOrderPaths.order,
    summary: '一个商城订单：支付记录与每次发送',
    perm: 'mall:order:list',
    input: noInput,
    params: idParamSchema,
    output: mallOrderDetailSchema,
  }),
  resendOrder: describeCall({
    method: 'POST',
    path: MallOrderPaths.orderResend,
    summary: '补发订单数据（已支付订单；可发往另一邮箱）',
    perm: 'mall:order:resend',
    input: resendInputSchema,
    params: idParamSchema,
    output: resendResultSchema,
  }),

  // 已发布数据
  published: describeCall({
    method: 'GET',
    path: MallOrderPaths.published,
    summary: '已交付给用户的数据文件（按订单号/手机号/邮箱/文件名、状态、原因、时间搜索）',
    perm: 'mall:published:list',
    input: publishedQuerySchema,
    output: publishedPageSchema,
  }),
  downloadPublished: describeCall({
    method: 'POST',
    path: MallOrderPaths.publishedDownload,
    summary: '数据文件的限时下载链接',
    perm: 'mall:published:download',
    input: noBody,
    params: idParamSchema,
    output: downloadLinkSchema,
  }),
  resendPublished: describeCall({
    method: 'POST',
    path: MallOrderPaths.publishedResend,
    summary: '重新发送数据文件（默认发往原邮箱）',
    perm: 'mall:published:resend',
    input: resendInputSchema,
    params: idParamSchema,
    output: resendResultSchema,
  }),

  // 专题管理
  subjects: describeCall({
    method: 'GET',
    path: MallOrderPaths.subjects,
    summary: '专题列表（按名称、状态搜索）',
    perm: 'mall:subject:list',
    input: subjectQuerySchema,
    output: subjectPageSchema,
  }),
  subjectProducts: describeCall({
    method: 'GET',
    path: MallOrderPaths.subjectProducts,
    summary: '专题表单的数据产品选择（按名称）',
    perm: 'mall:subject:list',
    input: subjectProductQuerySchema,
    output: subjectProductListSchema,
  }),
  subject: describeCall({
    method: 'GET',
    path: MallOrderPaths.subject,
    summary: '一个专题',
    perm: 'mall:subject:list',
    input: noInput,
    params: idParamSchema,
    output: subjectRowSchema,
  }),
  createSubject: describeCall({
    method: 'POST',
    path: MallOrderPaths.subjects,
    summary: '新增专题',
    perm: 'mall:subject:create',
    input: subjectInputSchema,
    output: subjectRowSchema,
  }),
  updateSubject: describeCall({
    method: 'PUT',
    path: MallOrderPaths.subject,
    summary: '编辑专题',
    perm: 'mall:subject:update',
    input: subjectInputSchema,
    params: idParamSchema,
    output: subjectRowSchema,
  }),
  deleteSubject: describeCall({
    method: 'DELETE',
    path: MallOrderPaths.subject,
    summary: '删除专题',
    perm: 'mall:subject:delete',
    input: noInput,
    params: idParamSchema,
    output: done,
  }),
};

/** The public call of the mall home's 专题推荐 (no session). */
export const ShopSubjectCalls = {
  getSpecialSubjects: describeCall({
    method: 'POST',
    path: ShopSubjectPaths.getSpecialSubjects,
    summary: '专题列表（显示中的专题及其上架产品）',
    input: getSpecialSubjectsRequest,
    output: getSpecialSubjectsResponse,
  }),
};
