import { Button, Dropdown, type MenuProps } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { IdentityMessages as M, type SwitchableAccount, type UserInfo } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { releaseTemporaryPower, startSession } from '../../lib/session/index.ts';
import { switchAccount, switchableAccountsQuery } from './auth-api.ts';
import { AccountMenuTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** Where a successful switch lands (shell-and-backoffice.md §4). */
export const SWITCH_LANDING = '/data/seek';

function isCurrent(account: SwitchableAccount, user: UserInfo): boolean {
  return account.current || account.sys_user_id === user.sys_user_id;
}

/** The account-switch dropdown of the workspace header (multiUser type 3 lists, type 2 switches). */
export function AccountSwitcher({ user }: { user: UserInfo }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { data: accounts = [] } = useQuery(switchableAccountsQuery(user));
  if (accounts.length < 2) return null;

  const switchTo = async (account: SwitchableAccount) => {
    if (isCurrent(account, user)) {
      void message.warning(M.alreadyInOrganisation);
      return;
    }
    await releaseTemporaryPower(user);
    try {
      const answer = await switchAccount(user, {
        sys_user_id: account.sys_user_id,
        usr_agent_id: account.usr_agent_id,
      });
      startSession(answer);
      void navigate(SWITCH_LANDING);
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const items: MenuProps['items'] = accounts.map((account) => ({
    key: `${account.usr_agent_id}:${account.sys_user_id}`,
    label: `${account.agent_name} ${account.realname}`,
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const account = accounts.find((a) => `${a.usr_agent_id}:${a.sys_user_id}` === key);
    if (account) void switchTo(account);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" icon={<SwapOutlined aria-hidden />}>
        {AccountMenuTexts.switchAccount}
      </Button>
    </Dropdown>
  );
}
