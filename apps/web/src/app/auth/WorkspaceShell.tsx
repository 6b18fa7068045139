import { useMemo } from 'react';
import { Space } from 'antd';
import { ModuleId, splitMenusByLocation } from '@qishu/contract';
import { WorkspaceAccountBar } from '../../features/auth/WorkspaceAccountBar.tsx';
import { useCurrentUser, useStoredMenus } from '../../lib/session/index.ts';
import { WorkspaceLayout } from '../workspace-shell/WorkspaceLayout.tsx';
import { WorkspaceMenuProvider } from '../workspace-shell/WorkspaceMenuContext.tsx';
import { menuPath } from '../workspace-shell/workspace-menu.ts';
import { accountRoutes, passwordRoutes, profileRoutes } from '../workspace-routes.ts';
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
  // the dropdown opens the user's own menu address of each page (titled by the menu in the tabs)
  const accountPaths = useMemo(() => {
    const top = splitMenusByLocation(menus).top.map((item) => menuPath(item) ?? '');
    return {
      profilePath: top.find((path) => profileRoutes.includes(path)),
      passwordPath: top.find((path) => passwordRoutes.includes(path)),
    };
  }, [menus]);
  // The account bar's dropdown already offers personal data and the password change: location-1
  // menu items with those routes (any module's spelling of them) are not repeated in the top bar.
  return (
    <WorkspaceMenuProvider menus={menus}>
      <WorkspaceLayout
        headerExtra={
          user ? (
            <Space size={4}>
              {/* workspace users file customisation requests; the back-office reviews them */}
              {user.sys_module_id !== ModuleId.admin ? <CustomRequestEntry /> : null}
              <WorkspaceAccountBar user={user} {...accountPaths} />
            </Space>
          ) : null
        }
        accountRoutes={accountRoutes}
      />
    </WorkspaceMenuProvider>
  );
}
