import { useQuery } from '@tanstack/react-query';
import { ShopCatalogueCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** The catalogue changes rarely: kept for the session once loaded. */
const LONG = 10 * 60 * 1000;

/** The category tree (the browser shows its own error). */
export const categoryTreeQuery = () => callQuery(ShopCatalogueCalls.getCatesAll, undefined, { silent: true });

/** A category's subcategories (the browser shows its own error). */
export const subcategoriesQuery = (cateId: number) =>
  callQuery(ShopCatalogueCalls.getCateSubordinate, { shop_product_cate_id: cateId }, { silent: true });

/** Every product label. */
export const shopLabelsQuery = () => callQuery(ShopCatalogueCalls.getAllLabel, undefined);

export function useCategoryTree() {
  return useQuery({ ...categoryTreeQuery(), staleTime: LONG });
}

export function useSubcategories(cateId: number | undefined) {
  return useQuery({
    ...subcategoriesQuery(cateId ?? 0),
    enabled: cateId !== undefined,
    staleTime: LONG,
  });
}

export function useShopLabels() {
  return useQuery({ ...shopLabelsQuery(), staleTime: LONG });
}

/** Shared with other features (the precise search): they live in lib/. */
export { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';
