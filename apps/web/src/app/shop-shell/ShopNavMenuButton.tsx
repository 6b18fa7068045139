import { Button, Dropdown, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ShopShellTexts } from '../texts.ts';
import { shopTabs } from './shop-tabs.ts';
import { useShopTab } from './use-shop-tab.ts';
import styles from './shop-shell.module.css';

const items: MenuProps['items'] = shopTabs.map(({ key, path, label }) => ({
  key,
  label: <Link to={path}>{label}</Link>,
}));

/**
 * The three tabs folded into a menu button: what a phone shows instead of the tab bar (the CSS of
 * the header shows one or the other by width, so neither flashes while the page loads).
 */
export function ShopNavMenuButton() {
  const selected = useShopTab();
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: selected ? [selected] : [] }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button
        type="text"
        className={styles.navMenuButton}
        icon={<MenuOutlined aria-hidden />}
        aria-label={ShopShellTexts.navMenu}
      />
    </Dropdown>
  );
}
