import { useQuery } from '@tanstack/react-query';
import {
  regionTreeSchema,
  ShopCataloguePaths,
  shopCategoryListSchema,
  shopIndustryListSchema,
  shopLabelListSchema,
  shopSubCategoryListSchema,
  type RegionTree,
  type ShopCategory,
  type ShopIndustry,
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

export function useShopIndustries() {
  return useQuery({
    queryKey: ['shop', 'industries'],
    queryFn: async ({ signal }): Promise<ShopIndustry[]> =>
      shopIndustryListSchema.parse(
        await api.post<unknown>(ShopCataloguePaths.getIndustryList, {}, { signal }),
      ),
    staleTime: LONG,
  });
}

/** The region tree by GET so the browser cache (Cache-Control, ETag) serves repeats. */
export function useRegionTree() {
  return useQuery({
    queryKey: ['sys', 'regions'],
    queryFn: async ({ signal }): Promise<RegionTree> =>
      regionTreeSchema.parse(await api.get<unknown>(ShopCataloguePaths.getCityAll, undefined, { signal })),
    staleTime: Infinity,
  });
}
