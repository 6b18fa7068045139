import { DownOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import type { UserInfo } from '@qishu/contract';
import { DisclosureMenu } from '../../lib/DisclosureMenu.tsx';
import { logout } from '../../lib/session/index.ts';
import { UserAvatar } from '../../lib/ui/UserAvatar.tsx';
import { avatarSrc } from './avatar-src.ts';
import { AccountMenuTexts as T } from './texts.ts';
import styles from './shop-account-menu.module.css';

/** The user dropdown of data-shop.md §2, keyed by route (or `logout`). */
export const shopAccountLinks = [
  { key: '/manin/manorder', label: T.orders },
  { key: '/manin/cart', label: T.cart },
  { key: '/manin/record', label: T.data },
  { key: '/manin/person', label: T.profile },
  { key: '/manin/change', label: T.changePassword },
] as const;

/**
 * Replaces the shop's 登录 button once someone is signed in: the avatar and name, opening the
 * personal pages and 退出登录 (the workspace's account menu, AccountDropdown, in the shop's lighter
 * disclosure menu: it is on the first screen of every signed-in shop page).
 */
export function ShopAccountMenu({ user }: { user: UserInfo }) {
  const { pathname } = useLocation();
  const name = user.realname || user.show_name || user.username;
  return (
    <DisclosureMenu
      label={T.accountMenuLabel}
      button={{
        type: 'text',
        className: styles.trigger,
        children: (
          <>
            <UserAvatar src={avatarSrc(user)} />
            <span>{name}</span>
            <DownOutlined aria-hidden />
          </>
        ),
      }}
      items={[
        ...shopAccountLinks.map(({ key, label }) => ({ key, label, to: key, current: key === pathname })),
        { key: 'logout', label: T.logout, onSelect: () => void logout(), dividerBefore: true },
      ]}
    />
  );
}
