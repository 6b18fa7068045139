import { useTabParam as useTabInAddress } from '../../lib/use-tab-param.ts';

/** A tab's own paging starts over when the tab changes. */
const TAB_PAGING = { clears: ['page'] } as const;

/** The open tab of a sales-leads page, kept in the address (`?tab=rules`, lib/use-tab-param.ts). */
export function useTabParam<K extends string>(keys: readonly K[]): [K, (key: string) => void] {
  return useTabInAddress(keys, TAB_PAGING);
}
