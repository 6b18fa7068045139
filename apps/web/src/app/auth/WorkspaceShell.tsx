import { useMemo } from 'react';
import { Space } from 'antd';
import { ModuleId } from '@qishu/contract';
import {
  CHANGE_PASSWORD_ROUTE,
  profileRoute,
  WorkspaceAccountBar,
} from '../../features/auth/WorkspaceAccountBar.tsx';
import { useCurrentUser, useStoredMenus } from '../../lib/session/index.ts';
import { WorkspaceLayout } from '../workspace-shell/WorkspaceLayout.tsx';
import { WorkspaceMenuProvider } from '../workspace-shell/WorkspaceMenuContext.tsx';
import { CustomRequestEntry } from './CustomRequestEntry.tsx';
import { RequireSession } from './RequireSession.tsx';

/** The guarded workspace: session check, the user's menus, and the account bar in the header. */
export function WorkspaceShell() {
  return (
    <RequireSession>
      <SignedInWorkspace />
    </RequireSession>
  );
}

function SignedInWorkspace() {
  const menus = useStoredMenus();
  const user = useCurrentUser();
  // The account bar's dropdown already offers personal data and the password change: location-1
  // menu items with those routes are not repeated in the top bar.
  const accountRoutes = useMemo(() => (user ? [profileRoute(user), CHANGE_PASSWORD_ROUTE] : []), [user]);
  return (
    <WorkspaceMenuProvider menus={menus}>
      <WorkspaceLayout
        headerExtra={
          user ? (
            <Space size={4}>
              {/* workspace users file customisation requests; the back-office reviews them */}
              {user.sys_module_id !== ModuleId.admin ? <CustomRequestEntry /> : null}
              <WorkspaceAccountBar user={user} />
            </Space>
          ) : null
        }
        accountRoutes={accountRoutes}
      />
    </WorkspaceMenuProvider>
  );
}
