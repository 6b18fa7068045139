import { useMemo, useState } from 'react';
import { Drawer, Empty, Layout, Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { isUnderConstruction, Messages } from '@qishu/contract';
import { AppTexts, WorkspaceTexts } from '../texts.ts';
import { MenuIcon } from '../../lib/menu-icons.tsx';
import { findMenuByKey, findMenuTrail, menuKey, menuPath, type WorkspaceMenuItem } from './workspace-menu.ts';
import styles from './workspace-shell.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

export const SIDER_WIDTH = 180;
export const SIDER_COLLAPSED_WIDTH = 50;
/** The phone's menu drawer. */
export const SIDER_DRAWER_WIDTH = 240;

type MenuItems = NonNullable<MenuProps['items']>;

/** Each item: its icon from `style` (fallback AppstoreOutlined), its intro as the tooltip (title). */
function toMenuItems(menus: readonly WorkspaceMenuItem[]): MenuItems {
  return menus.map((item) => {
    const path = menuPath(item);
    const children = item.children ?? [];
    const title = item.intro || undefined;
    return {
      key: menuKey(item),
      icon: <MenuIcon iconName={item.style} />,
      label:
        path && children.length === 0 ? (
          <Link to={path} title={title}>
            {item.name}
          </Link>
        ) : (
          <span title={title}>{item.name}</span>
        ),
      children: children.length > 0 ? toMenuItems(children) : undefined,
    };
  });
}

interface WorkspaceSiderProps {
  menus: readonly WorkspaceMenuItem[];
  collapsed: boolean;
  /**
   * On a phone the menu is a drawer over the page (a fixed column would leave the page a sliver):
   * open while `drawer.open`, closed by the mask, Escape or a click on a page link.
   */
  drawer?: { open: boolean; onClose: () => void };
  /** the menu route of the current page, when it is not the address (the home page at /admin) */
  currentPath?: string;
}

/**
 * Dark left menu, 180 px open / 50 px collapsed, one open group at a time (accordion). It shows the
 * location-0 items only (the layout passes them; location-1 items live in the top bar). An item
 * with neither route nor children opens the 'module under construction' modal instead of navigating.
 */
export function WorkspaceSider({ menus, collapsed: folded, drawer, currentPath }: WorkspaceSiderProps) {
  // the drawer always shows the whole menu
  const collapsed = drawer ? false : folded;
  const { pathname: address } = useLocation();
  const pathname = currentPath ?? address;
  const { modal } = useFeedback();
  const trail = useMemo(() => findMenuTrail(menus, pathname), [menus, pathname]);
  const items = useMemo(() => toMenuItems(menus), [menus]);
  const rootKeys = useMemo(() => new Set(menus.map(menuKey)), [menus]);
  // Until the user opens or closes a group, the groups leading to the current page are open.
  const [chosenOpenKeys, setOpenKeys] = useState<string[] | null>(null);
  const openKeys = chosenOpenKeys ?? trail.slice(0, -1).map(menuKey);
  const selected = trail.at(-1);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    // Accordion: opening a top-level group closes the others.
    setOpenKeys(opened && rootKeys.has(opened) ? [opened] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = findMenuByKey(menus, key);
    if (item && isUnderConstruction({ vue_url: item.vue_url ?? '', children: item.children ?? [] })) {
      modal.info({ title: Messages.moduleUnderConstruction, okText: WorkspaceTexts.acknowledge });
    }
  };

  const content = (
    <>
      <div className={styles.siderLogo} title={AppTexts.productName}>
        {collapsed ? AppTexts.productName.slice(0, 1) : AppTexts.productName}
      </div>
      {menus.length === 0 ? (
        collapsed ? null : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={WorkspaceTexts.menuEmpty}
            className={styles.menuEmpty}
          />
        )
      ) : (
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected ? [menuKey(selected)] : []}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={onOpenChange}
          onClick={(info) => {
            onClick(info);
            drawer?.onClose();
          }}
          aria-label={WorkspaceTexts.menuLabel}
        />
      )}
    </>
  );

  if (drawer) {
    return (
      <Drawer
        open={drawer.open}
        onClose={drawer.onClose}
        placement="left"
        size={SIDER_DRAWER_WIDTH}
        closable={false}
        title={null}
        className={styles.siderDrawer}
        styles={{ body: { padding: 0 } }}
      >
        {content}
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      theme="dark"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      className={styles.sider}
    >
      {content}
    </Layout.Sider>
  );
}
