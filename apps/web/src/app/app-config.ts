import type { DevToolsExemptions } from '../lib/dev-tools.ts';

/** Hosts where the idle lock never activates (the agent host and the others the operator lists). */
export const LOCK_EXEMPT_HOSTS: readonly string[] = [];

/** Who keeps the browser's developer tools (both specs §6); local development is always exempt. */
export const DEV_TOOLS_EXEMPTIONS: DevToolsExemptions = {
  agentIds: [],
  drightIds: [],
  departmentIds: [],
  hosts: ['127.0.0.1', 'localhost'],
};
