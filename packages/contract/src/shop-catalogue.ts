import { z } from 'zod';
import { describeCall, noBody, noInput } from './call.ts';

/** Calls, schemas and rules of the shop's 'catalogue' part: categories, labels, regions, industries. */

/** Paths under /api (data-shop.md §7; the region tree is the spec's sys/sysarea/getCityAll). */
export const ShopCataloguePaths = {
  getCatesAll: '/api/ShopProduct/getCatesAll',
  getCateSubordinate: '/api/ShopProduct/getCateSubordinate',
  getAllLabel: '/api/ShopProduct/getAllLabel',
  getIndustryList: '/api/ShopProduct/getIndustryList',
  getCityAll: '/sys/sysarea/getCityAll',
} as const;

/** The cascader's added entry (data-shop.md §2): products that cover the whole country. */
export const NATIONWIDE_AREA_ID = -1;
export const NATIONWIDE_LABEL = '全国';

export const ShopCatalogueMessages = {
  cateId: '请选择商品分类',
  cateNotFound: '该分类不存在或已停用',
} as const;

const categoryFields = {
  shop_product_cate_id: z.number().int(),
  name: z.string(),
  /** topic text of the topic-introduction panel */
  brief: z.string(),
};
/** A subcategory (the tree has two levels; `children` is always empty here). */
export const shopSubCategorySchema = z.object({ ...categoryFields, children: z.array(z.never()) });
export const shopCategorySchema = z.object({ ...categoryFields, children: z.array(shopSubCategorySchema) });
export type ShopCategory = z.infer<typeof shopCategorySchema>;
export type ShopSubCategory = z.infer<typeof shopSubCategorySchema>;
export const shopCategoryListSchema = z.array(shopCategorySchema);
export const shopSubCategoryListSchema = z.array(shopSubCategorySchema);

export const getCateSubordinateRequest = z.object({
  shop_product_cate_id: z.union(
    [
      z
        .number({ message: ShopCatalogueMessages.cateId })
        .int(ShopCatalogueMessages.cateId)
        .positive(ShopCatalogueMessages.cateId),
      z
        .string({ message: ShopCatalogueMessages.cateId })
        .regex(/^\d+$/, ShopCatalogueMessages.cateId)
        .transform(Number)
        .pipe(z.number().int().positive(ShopCatalogueMessages.cateId)),
    ],
    { message: ShopCatalogueMessages.cateId },
  ),
});
export type GetCateSubordinateRequest = z.input<typeof getCateSubordinateRequest>;

export const shopLabelSchema = z.object({ shop_label_id: z.number().int(), label_name: z.string() });
export type ShopLabel = z.infer<typeof shopLabelSchema>;
export const shopLabelListSchema = z.array(shopLabelSchema);

/**
 * GB/T 4754 sections (A–T) with their divisions (two digits) for the industry selects; a section's
 * `code` is getShopDatas' `industry`, and the precise search takes sections and divisions.
 */
export const shopIndustrySchema = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export type ShopIndustry = z.infer<typeof shopIndustrySchema>;
export const shopIndustryListSchema = z.array(shopIndustrySchema);

/** The region tree (province → city → district); sys_area_id is the GB/T 2260 code. */
const regionLeaf = z.object({ sys_area_id: z.number().int(), label: z.string() });
const regionCity = regionLeaf.extend({ children: z.array(regionLeaf).optional() });
const regionProvince = regionLeaf.extend({ children: z.array(regionCity).optional() });
export const regionTreeSchema = z.array(regionProvince);
export type RegionTree = z.infer<typeof regionTreeSchema>;
export interface RegionNode {
  sys_area_id: number;
  label: string;
  children?: RegionNode[];
}

/**
 * The calls of the shop's 'catalogue' part: public reads for the mall (no session). The region tree
 * answers GET (the web, so the browser cache serves repeats) and POST (the old client) alike.
 */
export const ShopCatalogueCalls = {
  getCatesAll: describeCall({
    method: 'POST',
    path: ShopCataloguePaths.getCatesAll,
    summary: '商品分类树（一级分类及其子分类，含专题介绍 brief）',
    input: noBody,
    output: shopCategoryListSchema,
  }),
  getCateSubordinate: describeCall({
    method: 'POST',
    path: ShopCataloguePaths.getCateSubordinate,
    summary: '某一分类的子分类',
    input: getCateSubordinateRequest,
    output: shopSubCategoryListSchema,
  }),
  getAllLabel: describeCall({
    method: 'POST',
    path: ShopCataloguePaths.getAllLabel,
    summary: '全部商品标签',
    input: noBody,
    output: shopLabelListSchema,
  }),
  getIndustryList: describeCall({
    method: 'POST',
    path: ShopCataloguePaths.getIndustryList,
    summary: '行业门类（GB/T 4754 一级）及其大类（二级），供商城与精准查询的行业筛选',
    input: noBody,
    output: shopIndustryListSchema,
  }),
  getCityAll: describeCall({
    method: 'GET',
    path: ShopCataloguePaths.getCityAll,
    summary: '省市区三级地区树（GB/T 2260），可缓存',
    input: noInput,
    output: regionTreeSchema,
  }),
  postCityAll: describeCall({
    method: 'POST',
    path: ShopCataloguePaths.getCityAll,
    summary: '省市区三级地区树（GB/T 2260），可缓存',
    input: noBody,
    output: regionTreeSchema,
  }),
};
