import { useQuery } from '@tanstack/react-query';
import {
  ShopCataloguePaths,
  shopCategoryListSchema,
  shopLabelListSchema,
  shopSubCategoryListSchema,
  type ShopCategory,
  type ShopLabel,
  type ShopSubCategory,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** The catalogue changes rarely: kept for the session once loaded. */
const LONG = 10 * 60 * 1000;

export function useCategoryTree() {
  return useQuery({
    queryKey: ['shop', 'cates'],
    queryFn: async ({ signal }): Promise<ShopCategory[]> =>
      shopCategoryListSchema.parse(
        await api.post<unknown>(ShopCataloguePaths.getCatesAll, {}, { silent: true, signal }),
      ),
    staleTime: LONG,
  });
}

export function useSubcategories(cateId: number | undefined) {
  return useQuery({
    queryKey: ['shop', 'cates', cateId, 'subordinate'],
    queryFn: async ({ signal }): Promise<ShopSubCategory[]> =>
      shopSubCategoryListSchema.parse(
        await api.post<unknown>(
          ShopCataloguePaths.getCateSubordinate,
          { shop_product_cate_id: cateId },
          { silent: true, signal },
        ),
      ),
    enabled: cateId !== undefined,
    staleTime: LONG,
  });
}

export function useShopLabels() {
  return useQuery({
    queryKey: ['shop', 'labels'],
    queryFn: async ({ signal }): Promise<ShopLabel[]> =>
      shopLabelListSchema.parse(await api.post<unknown>(ShopCataloguePaths.getAllLabel, {}, { signal })),
    staleTime: LONG,
  });
}

/** Shared with other features (the precise search): they live in lib/. */
export { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';
