import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ModuleId, type UserInfo } from '@qishu/contract';
import { logout } from '../../lib/session/index.ts';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { avatarSrc } from './ShopAccountMenu.tsx';
import { TemporaryCountdown } from './TemporaryCountdown.tsx';
import { AccountMenuTexts as T } from './texts.ts';

/** Admins keep their personal data under /sys; everyone else under /config. */
export function profileRoute(user: UserInfo): string {
  return user.sys_module_id === ModuleId.admin ? '/sys/profile' : '/config/editpersonal';
}

/** Changing the password with an SMS code (the forced change uses the same address while after_login is 1). */
export const CHANGE_PASSWORD_ROUTE = '/config/updatepwd';

/** Right side of the workspace header: temporary countdown, account switch, user menu. */
export function WorkspaceAccountBar({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: profileRoute(user), label: T.personal },
    { key: CHANGE_PASSWORD_ROUTE, label: T.changePassword },
    { type: 'divider' },
    { key: 'logout', label: T.logout },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void logout();
    else void navigate(key);
  };
  return (
    <Space size="middle">
      {user.is_temporary === 1 ? <TemporaryCountdown user={user} /> : null}
      <AccountSwitcher user={user} />
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text">
          <Avatar size="small" src={avatarSrc(user)} icon={<UserOutlined aria-hidden />} />
          <span>{user.realname || user.show_name}</span>
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </Space>
  );
}
