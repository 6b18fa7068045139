import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { ShopShellTexts } from '../texts.ts';
import { shopTabs } from './shop-tabs.ts';
import { useShopTab } from './use-shop-tab.ts';
import styles from './shop-shell.module.css';

const items: MenuProps['items'] = shopTabs.map(({ key, path, label }) => ({
  key,
  label: <Link to={path}>{label}</Link>,
}));

export function ShopNavTabs() {
  const selected = useShopTab();
  return (
    <Menu
      mode="horizontal"
      items={items}
      selectedKeys={selected ? [selected] : []}
      disabledOverflow
      className={styles.navTabs}
      style={{ borderBottom: 'none', flex: 1, minWidth: 0, background: 'transparent' }}
      aria-label={ShopShellTexts.navLabel}
    />
  );
}
