import { MenuOutlined } from '@ant-design/icons';
import { DisclosureMenu } from '../../lib/DisclosureMenu.tsx';
import { ShopShellTexts } from '../texts.ts';
import { shopTabs } from './shop-tabs.ts';
import { useShopTab } from './use-shop-tab.ts';
import styles from './shop-shell.module.css';

/**
 * The three tabs folded into a menu button: what a phone shows instead of the tab bar (the CSS of
 * the header shows one or the other by width, so neither flashes while the page loads).
 */
export function ShopNavMenuButton() {
  const selected = useShopTab();
  return (
    <div className={styles.navMenuButton}>
      <DisclosureMenu
        label={ShopShellTexts.navLabel}
        button={{ type: 'text', icon: <MenuOutlined aria-hidden />, 'aria-label': ShopShellTexts.navMenu }}
        items={shopTabs.map(({ key, path, label }) => ({ key, label, to: path, current: key === selected }))}
      />
    </div>
  );
}
