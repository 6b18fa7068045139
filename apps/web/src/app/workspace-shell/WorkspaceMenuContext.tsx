import { createContext, useContext, type ReactNode } from 'react';
import type { WorkspaceMenuItem } from './workspace-menu.ts';

const WorkspaceMenuContext = createContext<readonly WorkspaceMenuItem[]>([]);

/** Gives the workspace shell the signed-in user's menu (plugged in by the identity module). */
export function WorkspaceMenuProvider({
  menus,
  children,
}: {
  menus: readonly WorkspaceMenuItem[];
  children: ReactNode;
}) {
  return <WorkspaceMenuContext.Provider value={menus}>{children}</WorkspaceMenuContext.Provider>;
}

export function useWorkspaceMenus(): readonly WorkspaceMenuItem[] {
  return useContext(WorkspaceMenuContext);
}
