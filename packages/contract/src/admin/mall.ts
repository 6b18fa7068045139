/**
 * Calls, schemas and rules of the back-office area 'mall' (/malldata/*): 数据产品 (products defined by
 * a company filter), 商品分类 (two levels with topic texts) and 商品标签.
 */
import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';
import { describeCall, noInput } from '../call.ts';
import { companyFilterSchema } from '../company-filter.ts';
import { flag01, idParamSchema, pageOf, pageQuerySchema, searchText } from './paging.ts';

export const MallPaths = {
  products: '/malldata/dataproduct',
  product: '/malldata/dataproduct/:id',
  productPublish: '/malldata/dataproduct/:id/publish',
  productWithdraw: '/malldata/dataproduct/:id/withdraw',
  productPreview: '/malldata/dataproduct/preview',
  productOptions: '/malldata/dataproduct/options',
  categories: '/malldata/category',
  category: '/malldata/category/:id',
  labels: '/malldata/label',
  label: '/malldata/label/:id',
} as const;

/** Product status (ProductStatus of shop.ts): 1 on shelf, 2 withdrawn (also a new product until published). */
export const productStatusText: Record<number, string> = { 1: '已上架', 2: '已下架' };

export const MallMessages = {
  nameRequired: '请输入产品名称',
  nameTooLong: '产品名称不能超过 50 个字',
  cateRequired: '请选择商品分类',
  cateNotLeaf: '请选择二级商品分类',
  cateMissing: '所选商品分类不存在',
  labelMissing: '所选商品标签不存在',
  tooManyLabels: '商品标签最多选择 10 个',
  yearFormat: '请输入四位年份，如 2026',
  sourceRequired: '请输入数据来源',
  sourceTooLong: '数据来源不能超过 50 个字',
  extRequired: '请输入数据格式，如 xlsx',
  extTooLong: '数据格式不能超过 10 个字符',
  sizeTooLong: '数据大小不能超过 20 个字符',
  priceFormat: '请输入价格（元），最多两位小数，如 199.00',
  priceTooHigh: '价格不能超过 1000000 元',
  briefTooLong: '产品简介不能超过 2000 个字',
  capitalRange: '注册资本下限不能大于上限',
  dateRange: '成立日期的起始日不能晚于截止日',
  regionMissing: '所选地区不存在',
  alreadyOnShelf: '该数据产品已上架',
  alreadyWithdrawn: '该数据产品已下架',
  productHasOrders: (n: number) => `该数据产品已有 ${n} 个订单，不能删除，请改为下架`,
  productInCarts: (n: number) => `该数据产品已在 ${n} 个购物车中，不能删除，请改为下架`,
  cateNameRequired: '请输入分类名称',
  cateNameTooLong: '分类名称不能超过 20 个字',
  cateBriefTooLong: '专题介绍不能超过 2000 个字',
  orderRange: '排序须为 0–9999 之间的整数',
  parentNotTop: '上级分类须为一级分类',
  parentSelf: '上级分类不能是自己',
  parentHasChildren: '该分类下有子分类，不能改为二级分类',
  parentHasProducts: '一级分类下有数据产品时不能移动，请先移走其产品',
  cateNameExists: '同一上级下已有同名分类',
  cateHasChildren: (n: number) => `该分类下有 ${n} 个子分类，不能删除`,
  cateHasProducts: (n: number) => `该分类下有 ${n} 个数据产品，不能删除`,
  labelNameRequired: '请输入标签名称',
  labelNameTooLong: '标签名称不能超过 20 个字',
  labelNameExists: '标签名称已存在',
} as const;

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;
const MAX_PRICE_FEN = 100_000_000;

/** A price in yuan as the form sends it ("199", "199.5", "199.00"); at most 1,000,000 元. */
export const yuanPriceSchema = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim()))
  .pipe(
    z
      .string()
      .regex(YUAN, MallMessages.priceFormat)
      .refine((v) => Number(v) * 100 <= MAX_PRICE_FEN, MallMessages.priceTooHigh),
  );

/** The product's defining filter: the shared CompanyFilter, ranges checked. */
export const productFilterSchema = companyFilterSchema
  .refine((f) => f.capitalMin === undefined || f.capitalMax === undefined || f.capitalMin <= f.capitalMax, {
    message: MallMessages.capitalRange,
    path: ['capitalMax'],
  })
  .refine((f) => !f.foundedFrom || !f.foundedTo || f.foundedFrom <= f.foundedTo, {
    message: MallMessages.dateRange,
    path: ['foundedTo'],
  });

// ── 数据产品 ─────────────────────────────────────────────────────────────────────────────

export const productQuerySchema = pageQuerySchema.extend({
  name: searchText(50),
  shop_product_cate_id: idSchema.optional(),
  status: wholeNumber(z.number().int().min(1).max(2).optional()),
  is_hot: flag01.optional(),
  shop_label_id: idSchema.optional(),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

export const productInputSchema = z.object({
  name: z
    .string({ error: MallMessages.nameRequired })
    .trim()
    .min(1, MallMessages.nameRequired)
    .max(50, MallMessages.nameTooLong),
  shop_product_cate_id: z
    .number({ error: MallMessages.cateRequired })
    .int()
    .positive(MallMessages.cateRequired),
  label_ids: z.array(z.number().int().positive()).max(10, MallMessages.tooManyLabels).default([]),
  year: z
    .string({ error: MallMessages.yearFormat })
    .trim()
    .regex(/^(19|20)\d{2}$/, MallMessages.yearFormat),
  source: z
    .string({ error: MallMessages.sourceRequired })
    .trim()
    .min(1, MallMessages.sourceRequired)
    .max(50, MallMessages.sourceTooLong),
  ext: z
    .string({ error: MallMessages.extRequired })
    .trim()
    .min(1, MallMessages.extRequired)
    .max(10, MallMessages.extTooLong),
  /** size text shown to shoppers; empty: estimated from the record count */
  size: z.string().trim().max(20, MallMessages.sizeTooLong).default(''),
  price: yuanPriceSchema,
  brief: z.string().trim().max(2000, MallMessages.briefTooLong).default(''),
  is_hot: z.union([z.literal(0), z.literal(1)]).default(0),
  filter: productFilterSchema,
});
export type ProductInput = z.input<typeof productInputSchema>;

export const labelRefSchema = z.object({ shop_label_id: z.number().int(), label_name: z.string() });

export const productRowSchema = z.object({
  shop_product_id: z.number().int(),
  shop_product_cate_id: z.number().int(),
  cate_name: z.string(),
  parent_cate_id: z.number().int(),
  parent_cate_name: z.string(),
  name: z.string(),
  gs_basic_counts: z.number().int(),
  sys_area_name: z.string(),
  industry: z.string(),
  year: z.string(),
  source: z.string(),
  ext: z.string(),
  size: z.string(),
  /** yuan, two decimals */
  price: z.string(),
  status: z.number().int(),
  is_hot: z.number().int(),
  brief: z.string(),
  labels: z.array(labelRefSchema),
  filter: companyFilterSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
export const productPageSchema = pageOf(productRowSchema);

export const previewInputSchema = z.object({ filter: productFilterSchema });
export const previewCompanySchema = z.object({
  name: z.string(),
  ccode: z.string(),
  legal_person: z.string(),
  reg_date: z.string(),
  /** 万元 */
  reg_amount: z.number(),
  status: z.string(),
  address: z.string(),
});
export type PreviewCompany = z.infer<typeof previewCompanySchema>;
export const previewResultSchema = z.object({
  count: z.number().int(),
  list: z.array(previewCompanySchema),
});
export type PreviewResult = z.infer<typeof previewResultSchema>;

/** A code/name tree node (regions, industries) for cascaders. */
export interface CodeNode {
  code: string;
  name: string;
  children?: CodeNode[];
}
const codeNodeSchema: z.ZodType<CodeNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(codeNodeSchema).optional() }),
);

// ── 商品分类 ─────────────────────────────────────────────────────────────────────────────

export interface CategoryNode {
  shop_product_cate_id: number;
  parent_id: number;
  name: string;
  brief: string;
  orders: number;
  product_count: number;
  children?: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    shop_product_cate_id: z.number().int(),
    parent_id: z.number().int(),
    name: z.string(),
    brief: z.string(),
    orders: z.number().int(),
    product_count: z.number().int(),
    children: z.array(categoryNodeSchema).optional(),
  }),
);
export const categoryQuerySchema = z.object({ name: searchText(20) });
export const categoryListSchema = pageOf(categoryNodeSchema);

export const categoryInputSchema = z.object({
  parent_id: z.number().int().min(0).default(0),
  name: z
    .string({ error: MallMessages.cateNameRequired })
    .trim()
    .min(1, MallMessages.cateNameRequired)
    .max(20, MallMessages.cateNameTooLong),
  brief: z.string().trim().max(2000, MallMessages.cateBriefTooLong).default(''),
  orders: z
    .number({ error: MallMessages.orderRange })
    .int(MallMessages.orderRange)
    .min(0, MallMessages.orderRange)
    .max(9999, MallMessages.orderRange)
    .default(0),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

// ── 商品标签 ─────────────────────────────────────────────────────────────────────────────

export const labelRowSchema = z.object({
  shop_label_id: z.number().int(),
  label_name: z.string(),
  orders: z.number().int(),
  product_count: z.number().int(),
});
export type LabelRow = z.infer<typeof labelRowSchema>;
export const labelPageSchema = pageOf(labelRowSchema);
export const labelQuerySchema = pageQuerySchema.extend({ label_name: searchText(20) });
export const labelInputSchema = z.object({
  label_name: z
    .string({ error: MallMessages.labelNameRequired })
    .trim()
    .min(1, MallMessages.labelNameRequired)
    .max(20, MallMessages.labelNameTooLong),
  orders: z
    .number({ error: MallMessages.orderRange })
    .int(MallMessages.orderRange)
    .min(0, MallMessages.orderRange)
    .max(9999, MallMessages.orderRange)
    .default(0),
});
export type LabelInput = z.input<typeof labelInputSchema>;

/** What the product form needs: categories, labels, regions (GB/T 2260) and industries (GB/T 4754). */
export const productOptionsSchema = z.object({
  categories: z.array(categoryNodeSchema),
  labels: z.array(labelRefSchema),
  regions: z.array(codeNodeSchema),
  industries: z.array(codeNodeSchema),
});
export type ProductOptions = z.infer<typeof productOptionsSchema>;

// ── calls ────────────────────────────────────────────────────────────────────────────────

const done = z.object({ ok: z.literal(true) });
/** The body of a POST whose path says it all: absent, or an object whose fields are ignored. */
const noBody = noInput.nullish();

/** The calls of the back-office area 'mall': 数据产品, 商品分类, 商品标签. */
export const MallCalls = {
  // 数据产品
  products: describeCall({
    method: 'GET',
    path: MallPaths.products,
    summary: '数据产品列表（按名称、分类、状态、热门、标签搜索）',
    perm: 'mall:product:list',
    input: productQuerySchema,
    output: productPageSchema,
  }),
  productOptions: describeCall({
    method: 'GET',
    path: MallPaths.productOptions,
    summary: '数据产品表单的选项：分类、标签、地区、行业',
    perm: 'mall:product:list',
    input: noInput,
    output: productOptionsSchema,
  }),
  previewProduct: describeCall({
    method: 'POST',
    path: MallPaths.productPreview,
    summary: '按筛选条件预览：企业数与前 10 家企业',
    perm: 'mall:product:list',
    input: previewInputSchema,
    output: previewResultSchema,
  }),
  product: describeCall({
    method: 'GET',
    path: MallPaths.product,
    summary: '一个数据产品',
    perm: 'mall:product:list',
    input: noInput,
    params: idParamSchema,
    output: productRowSchema,
  }),
  createProduct: describeCall({
    method: 'POST',
    path: MallPaths.products,
    summary: '新增数据产品（记录数按筛选条件计算，新产品为下架状态）',
    perm: 'mall:product:create',
    input: productInputSchema,
    output: productRowSchema,
  }),
  updateProduct: describeCall({
    method: 'PUT',
    path: MallPaths.product,
    summary: '编辑数据产品（记录数按筛选条件重新计算）',
    perm: 'mall:product:update',
    input: productInputSchema,
    params: idParamSchema,
    output: productRowSchema,
  }),
  publishProduct: describeCall({
    method: 'POST',
    path: MallPaths.productPublish,
    summary: '上架数据产品',
    perm: 'mall:product:publish',
    input: noBody,
    params: idParamSchema,
    output: productRowSchema,
  }),
  withdrawProduct: describeCall({
    method: 'POST',
    path: MallPaths.productWithdraw,
    summary: '下架数据产品',
    perm: 'mall:product:withdraw',
    input: noBody,
    params: idParamSchema,
    output: productRowSchema,
  }),
  deleteProduct: describeCall({
    method: 'DELETE',
    path: MallPaths.product,
    summary: '删除数据产品（已有订单或在购物车中时不能删除）',
    perm: 'mall:product:delete',
    input: noInput,
    params: idParamSchema,
    output: done,
  }),

  // 商品分类
  categories: describeCall({
    method: 'GET',
    path: MallPaths.categories,
    summary: '商品分类树（两级，含产品数）',
    perm: 'mall:category:list',
    input: categoryQuerySchema,
    output: categoryListSchema,
  }),
  category: describeCall({
    method: 'GET',
    path: MallPaths.category,
    summary: '一个商品分类',
    perm: 'mall:category:list',
    input: noInput,
    params: idParamSchema,
    output: categoryNodeSchema,
  }),
  createCategory: describeCall({
    method: 'POST',
    path: MallPaths.categories,
    summary: '新增商品分类',
    perm: 'mall:category:create',
    input: categoryInputSchema,
    output: categoryNodeSchema,
  }),
  updateCategory: describeCall({
    method: 'PUT',
    path: MallPaths.category,
    summary: '编辑商品分类',
    perm: 'mall:category:update',
    input: categoryInputSchema,
    params: idParamSchema,
    output: categoryNodeSchema,
  }),
  deleteCategory: describeCall({
    method: 'DELETE',
    path: MallPaths.category,
    summary: '删除商品分类（有子分类或产品时不能删除）',
    perm: 'mall:category:delete',
    input: noInput,
    params: idParamSchema,
    output: done,
  }),

  // 商品标签
  labels: describeCall({
    method: 'GET',
    path: MallPaths.labels,
    summary: '商品标签列表（含使用的产品数）',
    perm: 'mall:label:list',
    input: labelQuerySchema,
    output: labelPageSchema,
  }),
  label: describeCall({
    method: 'GET',
    path: MallPaths.label,
    summary: '一个商品标签',
    perm: 'mall:label:list',
    input: noInput,
    params: idParamSchema,
    output: labelRowSchema,
  }),
  createLabel: describeCall({
    method: 'POST',
    path: MallPaths.labels,
    summary: '新增商品标签',
    perm: 'mall:label:create',
    input: labelInputSchema,
    output: labelRowSchema,
  }),
  updateLabel: describeCall({
    method: 'PUT',
    path: MallPaths.label,
    summary: '编辑商品标签',
    perm: 'mall:label:update',
    input: labelInputSchema,
    params: idParamSchema,
    output: labelRowSchema,
  }),
  deleteLabel: describeCall({
    method: 'DELETE',
    path: MallPaths.label,
    summary: '删除商品标签（同时从使用它的产品上移除）',
    perm: 'mall:label:delete',
    input: noInput,
    params: idParamSchema,
    /** how many products the label was taken off */
    output: z.object({ ok: z.literal(true), products: z.number().int() }),
  }),
};
