import { useMemo, useState } from 'react';
import { App, Empty, Layout, Menu, type MenuProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { Messages } from '@qishu/contract';
import { AppTexts, WorkspaceTexts } from '../texts.ts';
import { findMenuByKey, findMenuTrail, menuKey, menuPath, type WorkspaceMenuItem } from './workspace-menu.ts';
import styles from './workspace-shell.module.css';

export const SIDER_WIDTH = 180;
export const SIDER_COLLAPSED_WIDTH = 50;

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(menus: readonly WorkspaceMenuItem[], level = 0): MenuItems {
  return menus.map((item) => {
    const path = menuPath(item);
    const children = item.children ?? [];
    return {
      key: menuKey(item),
      icon: level === 0 ? <AppstoreOutlined aria-hidden /> : undefined,
      label: path && children.length === 0 ? <Link to={path}>{item.name}</Link> : item.name,
      children: children.length > 0 ? toMenuItems(children, level + 1) : undefined,
    };
  });
}

interface WorkspaceSiderProps {
  menus: readonly WorkspaceMenuItem[];
  collapsed: boolean;
}

/** Dark left menu, 180 px open / 50 px collapsed, one open group at a time. */
export function WorkspaceSider({ menus, collapsed }: WorkspaceSiderProps) {
  const { pathname } = useLocation();
  const { modal } = App.useApp();
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
    if (item && !menuPath(item) && !(item.children?.length ?? 0)) {
      modal.info({ title: Messages.moduleUnderConstruction, okText: WorkspaceTexts.acknowledge });
    }
  };

  return (
    <Layout.Sider
      theme="dark"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      className={styles.sider}
    >
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
          onClick={onClick}
          aria-label={WorkspaceTexts.menuLabel}
        />
      )}
    </Layout.Sider>
  );
}
