import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@qishu/contract';
import { logout } from '../../lib/session/index.ts';
import { avatarSrc } from './avatar-src.ts';
import { AccountMenuTexts as T } from './texts.ts';

/** The signed-in user's avatar and name, opening their links (keyed by route) and 退出登录. */
export function AccountDropdown(props: {
  user: UserInfo;
  name: string;
  links: readonly { key: string; label: string }[];
}) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...props.links.map(({ key, label }) => ({ key, label })),
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
        <Avatar size="small" src={avatarSrc(props.user)} icon={<UserOutlined aria-hidden />} />
        <span>{props.name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
