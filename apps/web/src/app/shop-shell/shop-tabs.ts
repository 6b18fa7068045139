/** The public shop's three top tabs (data-shop.md §2 "Public shell"). */
export const shopTabs = [
  { key: 'mall', path: '/mall', label: '商城首页' },
  { key: 'custom', path: '/custom', label: '数据定制' },
  { key: 'popular', path: '/popular', label: '热门数据' },
] as const;

export type ShopTabKey = (typeof shopTabs)[number]['key'];

/**
 * The tab the address names. The address keeps the selection for the session (a reload stays on
 * the tab); the personal centre (/manin), reached from the account menu, is no tab and selects none.
 */
export function tabForPath(pathname: string): ShopTabKey | null {
  const tab = shopTabs.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return tab ? tab.key : null;
}
