import { Button, Flex } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout, useCurrentUser } from '../../lib/session/index.ts';
import { UserAvatar } from '../../lib/ui/UserAvatar.tsx';
import { avatarSrc } from './avatar-src.ts';
import { AccountMenuTexts } from './texts.ts';

/** The personal centre's header: avatar, real name and 退出登录. */
export function PersonalHeader() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '16px 8px' }}>
      <UserAvatar size={64} src={avatarSrc(user)} />
      <strong>{user.realname || user.show_name}</strong>
      <Button size="small" icon={<LogoutOutlined aria-hidden />} onClick={() => void logout()}>
        {AccountMenuTexts.logout}
      </Button>
    </Flex>
  );
}
