/** The public shop's three top tabs (data-shop.md §2 "Public shell"). */
export const shopTabs = [
  { key: 'mall', path: '/mall', label: '商城首页' },
  { key: 'custom', path: '/custom', label: '数据定制' },
  { key: 'popular', path: '/popular', label: '热门数据' },
] as const;

export type ShopTabKey = (typeof shopTabs)[number]['key'];

/** sessionStorage key: the tab stays selected for the session on pages that are not a tab (/manin). */
export const SHOP_TAB_STORAGE_KEY = 'shopActiveTab';

export function tabForPath(pathname: string): ShopTabKey | null {
  const tab = shopTabs.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return tab ? tab.key : null;
}

export function isShopTabKey(value: string | null): value is ShopTabKey {
  return shopTabs.some(({ key }) => key === value);
}

export function readRememberedTab(): ShopTabKey | null {
  const stored = sessionStorage.getItem(SHOP_TAB_STORAGE_KEY);
  return isShopTabKey(stored) ? stored : null;
}

export function rememberTab(tab: ShopTabKey): void {
  sessionStorage.setItem(SHOP_TAB_STORAGE_KEY, tab);
}
