import { useEffect } from 'react';
import { isDevToolsExempt, shouldBlockDevTools } from '../../lib/dev-tools.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { useSiteInfo } from '../../lib/site-info.ts';
import { DEV_TOOLS_EXEMPTIONS } from '../app-config.ts';

/** Blocks F12 and the context menu outside text inputs, except for exempt users and hosts. */
export function DevToolsGuard({ host: givenHost }: { host?: string }) {
  // no window on the server (its picture of a shop page): it blocks nothing there
  const host = givenHost ?? (typeof window === 'undefined' ? '' : window.location.hostname);
  const user = useCurrentUser();
  const configured = useSiteInfo().data?.client.devtools_exempt;
  // the back-office parameters decide; the built-in defaults apply until they have loaded
  const exemptions = configured
    ? {
        agentIds: configured.agents,
        drightIds: configured.drights,
        departmentIds: configured.departments,
        hosts: configured.hosts,
      }
    : DEV_TOOLS_EXEMPTIONS;
  const exempt = isDevToolsExempt(user, host, exemptions);
  useEffect(() => {
    if (exempt) return;
    const block = (event: Event) => {
      const key = event instanceof KeyboardEvent ? event.key : undefined;
      if (shouldBlockDevTools({ type: event.type, key, target: event.target }, false)) event.preventDefault();
    };
    window.addEventListener('keydown', block);
    window.addEventListener('contextmenu', block);
    return () => {
      window.removeEventListener('keydown', block);
      window.removeEventListener('contextmenu', block);
    };
  }, [exempt]);
  return null;
}
