import { useLocation } from 'react-router';
import { tabForPath, type ShopTabKey } from './shop-tabs.ts';

/** The selected top tab: the one the address names, none on other pages (the personal centre). */
export function useShopTab(): ShopTabKey | null {
  return tabForPath(useLocation().pathname);
}
