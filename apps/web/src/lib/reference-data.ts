import { useQuery } from '@tanstack/react-query';
import { ShopCatalogueCalls } from '@qishu/contract';
import { callQuery } from './api/index.ts';

/** Reference data changes rarely: kept for the session once loaded. */
const LONG = 10 * 60 * 1000;

/** The industries offered as filters (getIndustryList: GB/T 4754 sections). */
export const shopIndustriesQuery = () => callQuery(ShopCatalogueCalls.getIndustryList, undefined);

/** The region tree (province → city → district) by GET so the browser cache serves repeats. */
export const regionTreeQuery = () => callQuery(ShopCatalogueCalls.getCityAll, undefined);

export function useShopIndustries() {
  return useQuery({ ...shopIndustriesQuery(), staleTime: LONG });
}

export function useRegionTree() {
  return useQuery({ ...regionTreeQuery(), staleTime: Infinity });
}
