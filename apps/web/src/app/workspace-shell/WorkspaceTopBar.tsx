import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Badge, Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';
import {
  BellOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ThunderboltOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  fullScreenAction,
  GARDEN_SCREEN_ROUTE,
  ModuleId,
  ShellRoutes,
  topBarCounters,
  type MenuNode,
  type QuickLink,
  type UserInfo,
} from '@qishu/contract';
import { QUICK_LIST_KEY, readQuickLinks, subscribeSession } from '../../lib/session/index.ts';
import { MenuIcon } from '../../lib/menu-icons.tsx';
import { useUnreadCount, useUntreatedCount } from '../../lib/queries/messages.ts';
import { ShellTexts } from './shell-texts.ts';
import { useRefreshCountsOnAccountChange } from './top-bar-counts.ts';
import { useFullScreen } from './use-full-screen.ts';
import { menuPath } from './workspace-menu.ts';

const quickSnapshot = () => localStorage.getItem(QUICK_LIST_KEY);

/** The login's quickList (stored under `quickList`), following sign-in and account switch. */
export function useQuickLinks(): QuickLink[] {
  const text = useSyncExternalStore(subscribeSession, quickSnapshot);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the stored text is the cache key
  return useMemo(() => readQuickLinks(), [text]);
}

/** Menu entries of a route list as a dropdown that navigates (quick links, location-1 items). */
function RouteDropdown({
  links,
  label,
  icon,
}: {
  links: readonly Pick<MenuNode, 'sys_menu_id' | 'name' | 'vue_url' | 'style'>[];
  label: string;
  icon: ReactNode;
}) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = links.flatMap((link) => {
    const path = menuPath({ vue_url: link.vue_url });
    return path ? [{ key: path, label: link.name, icon: <MenuIcon iconName={link.style} /> }] : [];
  });
  if (!items.length) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void navigate(key) }} trigger={['click']}>
      <Button type="text" icon={icon}>
        {label}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

export function QuickLinksMenu() {
  const links = useQuickLinks();
  return (
    <RouteDropdown links={links} label={ShellTexts.quickLinks} icon={<ThunderboltOutlined aria-hidden />} />
  );
}

/** Menu items of location 1 the account dropdown does not already offer. */
export function TopMenuLinks({ items }: { items: readonly MenuNode[] }) {
  const navigate = useNavigate();
  if (!items.length) return null;
  return (
    <nav aria-label={ShellTexts.topMenuLabel}>
      <Space size={0}>
        {items.map((item) => {
          const path = menuPath(item);
          return (
            <Tooltip key={item.sys_menu_id} title={item.intro || undefined}>
              <Button
                type="text"
                icon={<MenuIcon iconName={item.style} />}
                onClick={() => (path ? void navigate(path) : undefined)}
                disabled={!path}
              >
                {item.name}
              </Button>
            </Tooltip>
          );
        })}
      </Space>
    </nav>
  );
}

/** Admin: 消息通知 (unread) and 错误处理 (untreated, with log:realtime:list); others: the 消息 bell. */
export function CounterLinks({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const show = topBarCounters(user);
  const unread = useUnreadCount(user);
  const untreated = useUntreatedCount(user);
  useRefreshCountsOnAccountChange(user.sys_user_id);
  const unreadCount = unread.data ?? 0;

  if (user.sys_module_id !== ModuleId.admin) {
    return (
      <Tooltip title={ShellTexts.messages}>
        <Button
          type="text"
          // the badge's number is part of the name as a word of its own (axe: label-content-name-mismatch;
          // a parenthesised count is dropped from the comparison)
          aria-label={unreadCount ? `${ShellTexts.messages}，${unreadCount} 条未读` : ShellTexts.messages}
          onClick={() => void navigate(ShellRoutes.userMessages)}
          icon={
            <Badge count={unreadCount} size="small" data-testid="unread-badge">
              <BellOutlined aria-hidden />
            </Badge>
          }
        />
      </Tooltip>
    );
  }
  return (
    <Space size={4}>
      <Button
        type="text"
        icon={<BellOutlined aria-hidden />}
        onClick={() => void navigate(ShellRoutes.adminMessages)}
      >
        {ShellTexts.messageNotice}
        <Badge count={unreadCount} size="small" offset={[2, -2]} data-testid="unread-badge" />
      </Button>
      {show.untreated ? (
        <Button
          type="text"
          icon={<WarningOutlined aria-hidden />}
          onClick={() => void navigate(ShellRoutes.errorHandling)}
        >
          {ShellTexts.errorHandling}
          <Badge count={untreated.data ?? 0} size="small" offset={[2, -2]} data-testid="untreated-badge" />
        </Button>
      ) : null}
    </Space>
  );
}

/** Full screen toggle; for module 31 it opens the garden screen in a new window instead. */
export function FullScreenButton({ sysModuleId }: { sysModuleId: number }) {
  const { active, supported, toggle } = useFullScreen();
  if (fullScreenAction(sysModuleId) === 'gardenScreen') {
    return (
      <Tooltip title={ShellTexts.gardenScreen}>
        <Button
          type="text"
          aria-label={ShellTexts.gardenScreen}
          icon={<FullscreenOutlined aria-hidden />}
          onClick={() => void window.open(GARDEN_SCREEN_ROUTE, '_blank', 'noopener')}
        />
      </Tooltip>
    );
  }
  if (!supported) return null;
  const label = active ? ShellTexts.exitFullScreen : ShellTexts.enterFullScreen;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={active}
        icon={active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
