import { z } from 'zod';
import { describeCall } from './call.ts';
import { idSchema } from './whole-number.ts';

/** Page sizes of data-shop.md §9. */
export const ShopPageSize = {
  home: 5,
  mall: 10,
  hot: 6,
  cart: 10,
  orders: 10,
  myData: 10,
  preview: 10,
} as const;

export const ProductStatus = { onShelf: 1, withdrawn: 2 } as const;

export const ShopEmpty = {
  products: '暂无商品',
  quality: '暂无高质量数据',
  hot: '暂无热门数据',
  categories: '暂无分类',
  topic: '暂无专题介绍',
  filtered: '暂无数据，请试一试其他条件',
} as const;

const intLike = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const optionalId = z
  .union([z.literal(''), z.null(), idSchema])
  .optional()
  .transform((v) => (v === '' || v == null ? undefined : v));
/** A region's code, or -1 for the cascader's 全国 entry (data-shop.md §1). */
const optionalRegion = z
  .union([z.literal(''), z.null(), z.literal(-1), z.literal('-1').transform(() => -1), idSchema])
  .optional()
  .transform((v) => (v === '' || v == null ? undefined : v));

/** getShopDatas: data-shop.md §7. Empty strings mean "no filter", as the old client sent them. */
export const getShopDatasRequest = z.object({
  shop_cate_id: optionalId,
  shop_cate_id2: optionalId,
  year: z.union([z.string().regex(/^(\d{4})?$/), z.number().int(), z.null()]).optional(),
  sys_area_id: optionalRegion,
  industry: z.union([z.string().max(10), z.null()]).optional(),
  page: intLike.pipe(z.number().int().min(1).max(100000)).default(1),
  pagesize: intLike.pipe(z.number().int().min(1).max(100)).default(10),
  is_hot: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal(''), z.null()])
    .optional(),
  label: z.union([z.array(intLike), intLike, z.literal(''), z.null()]).optional(),
  field: z.string().max(30).optional(),
  keywords: z.string().max(30).optional(),
});
export type GetShopDatasRequest = z.input<typeof getShopDatasRequest>;

export const shopProductSchema = z.object({
  shop_product_id: z.number().int(),
  shop_product_cate_id: z.number().int(),
  name: z.string(),
  gs_basic_counts: z.number().int(),
  sys_area_name: z.string(),
  industry: z.string(),
  year: z.string(),
  source: z.string(),
  ext: z.string(),
  size: z.string(),
  updated: z.string(),
  /** yuan, two decimals */
  price: z.string(),
  status: z.number().int(),
  is_hot: z.number().int(),
  brief: z.string(),
  labels: z.array(z.object({ shop_label_id: z.number().int(), label_name: z.string() })),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const getShopDatasResponse = z.object({ res: z.array(shopProductSchema), count: z.number().int() });
export type GetShopDatasResponse = z.infer<typeof getShopDatasResponse>;

/** The shop's product list (under /api/api/ShopProduct/, public). */
export const ShopCalls = {
  getShopDatas: describeCall({
    method: 'POST',
    path: '/api/ShopProduct/getShopDatas',
    summary: '商品列表（分类、年份、地区、行业、热门、标签、关键词筛选，分页）',
    input: getShopDatasRequest,
    output: getShopDatasResponse,
  }),
};
