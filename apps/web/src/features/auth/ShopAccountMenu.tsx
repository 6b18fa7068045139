import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@qishu/contract';
import { logout } from '../../lib/session/index.ts';
import { AccountMenuTexts as T } from './texts.ts';

/** The user dropdown of data-shop.md §2, keyed by route (or `logout`). */
export const shopAccountLinks = [
  { key: '/manin/manorder', label: T.orders },
  { key: '/manin/cart', label: T.cart },
  { key: '/manin/record', label: T.data },
  { key: '/manin/person', label: T.profile },
  { key: '/manin/change', label: T.changePassword },
] as const;

export function avatarSrc(user: UserInfo): string | undefined {
  return user.headimgurl || user.photo || undefined;
}

/** Replaces the shop's 登录 button once someone is signed in. */
export function ShopAccountMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...shopAccountLinks.map(({ key, label }) => ({ key, label })),
    { type: 'divider' },
    { key: 'logout', label: T.logout },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else void navigate(key);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text">
        <Avatar size="small" src={avatarSrc(user)} icon={<UserOutlined aria-hidden />} />
        <span>{user.realname || user.show_name || user.username}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
