import { WorkspaceAccountBar } from '../../features/auth/WorkspaceAccountBar.tsx';
import { useCurrentUser, useStoredMenus } from '../../lib/session/index.ts';
import { WorkspaceLayout } from '../workspace-shell/WorkspaceLayout.tsx';
import { WorkspaceMenuProvider } from '../workspace-shell/WorkspaceMenuContext.tsx';
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
  return (
    <WorkspaceMenuProvider menus={menus}>
      <WorkspaceLayout headerExtra={user ? <WorkspaceAccountBar user={user} /> : null} />
    </WorkspaceMenuProvider>
  );
}
