import { Space } from 'antd';
import { ModuleId, type UserInfo } from '@qishu/contract';
import { AccountDropdown } from './AccountDropdown.tsx';
import { AccountSwitcher } from './AccountSwitcher.tsx';
import { TemporaryCountdown } from './TemporaryCountdown.tsx';
import { AccountMenuTexts as T } from './texts.ts';

/** Admins keep their personal data under /sys; everyone else under /config. */
export function profileRoute(user: UserInfo): string {
  return user.sys_module_id === ModuleId.admin ? '/sys/profile' : '/config/editpersonal';
}

/** Changing the password with an SMS code (the forced change uses the same address while after_login is 1). */
export const CHANGE_PASSWORD_ROUTE = '/config/updatepwd';

interface WorkspaceAccountBarProps {
  user: UserInfo;
  /** The user's own menu addresses of the two pages (the admin's /sys/editpwd, the agency's /index/…). */
  profilePath?: string;
  passwordPath?: string;
}

/** Right side of the workspace header: temporary countdown, account switch, user menu. */
export function WorkspaceAccountBar({ user, profilePath, passwordPath }: WorkspaceAccountBarProps) {
  const links = [
    { key: profilePath ?? profileRoute(user), label: T.personal },
    { key: passwordPath ?? CHANGE_PASSWORD_ROUTE, label: T.changePassword },
  ];
  return (
    <Space size="middle">
      {user.is_temporary === 1 ? <TemporaryCountdown user={user} /> : null}
      <AccountSwitcher user={user} />
      <AccountDropdown user={user} name={user.realname || user.show_name} links={links} />
    </Space>
  );
}
