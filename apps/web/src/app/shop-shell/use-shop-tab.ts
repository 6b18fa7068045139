import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readRememberedTab, rememberTab, tabForPath, type ShopTabKey } from './shop-tabs.ts';

/** The selected top tab: the one the address names, otherwise the one last selected this session. */
export function useShopTab(): ShopTabKey | null {
  const { pathname } = useLocation();
  const fromUrl = tabForPath(pathname);
  useEffect(() => {
    if (fromUrl) rememberTab(fromUrl);
  }, [fromUrl]);
  return fromUrl ?? readRememberedTab();
}
