import { useQuery } from '@tanstack/react-query';
import {
  regionTreeSchema,
  ShopCataloguePaths,
  shopIndustryListSchema,
  type RegionTree,
  type ShopIndustry,
} from '@qishu/contract';
import { api } from './api/index.ts';

/** Reference data changes rarely: kept for the session once loaded. */
const LONG = 10 * 60 * 1000;

/** The industries offered as filters (getIndustryList: GB/T 4754 sections). */
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

/** The region tree (province → city → district) by GET so the browser cache serves repeats. */
export function useRegionTree() {
  return useQuery({
    queryKey: ['sys', 'regions'],
    queryFn: async ({ signal }): Promise<RegionTree> =>
      regionTreeSchema.parse(await api.get<unknown>(ShopCataloguePaths.getCityAll, undefined, { signal })),
    staleTime: Infinity,
  });
}
