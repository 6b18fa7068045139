import { Link } from 'react-router';
import { ShopShellTexts } from '../texts.ts';
import { shopTabs } from './shop-tabs.ts';
import { useShopTab } from './use-shop-tab.ts';
import styles from './shop-shell.module.css';

/** The shop's three top tabs: links, the current one underlined (antd's horizontal menu look). */
export function ShopNavTabs() {
  const selected = useShopTab();
  return (
    <nav className={styles.navTabs} aria-label={ShopShellTexts.navLabel}>
      <ul className={styles.navList}>
        {shopTabs.map(({ key, path, label }) => (
          <li key={key}>
            <Link
              to={path}
              className={key === selected ? `${styles.navTab} ${styles.navTabCurrent}` : styles.navTab}
              aria-current={key === selected ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
