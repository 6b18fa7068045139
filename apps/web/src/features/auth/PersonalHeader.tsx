import { Avatar, Button, Flex, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { logout, useCurrentUser } from '../../lib/session/index.ts';
import { avatarSrc } from './avatar-src.ts';
import { AccountMenuTexts } from './texts.ts';

/** The personal centre's header: avatar, real name and 退出登录. */
export function PersonalHeader() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '16px 8px' }}>
      <Avatar size={64} src={avatarSrc(user)} icon={<UserOutlined aria-hidden />} />
      <Typography.Text strong>{user.realname || user.show_name}</Typography.Text>
      <Button size="small" icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
        {AccountMenuTexts.logout}
      </Button>
    </Flex>
  );
}
