import type { DevToolsExemptions } from '../lib/dev-tools.ts';

/** Until site info has loaded: hosts where the idle lock never activates (the operator sets them in /sys/param). */
export const LOCK_EXEMPT_HOSTS: readonly string[] = [];

/** Until site info has loaded: who keeps the developer tools (both specs §6; the operator sets them in /sys/param). */
export const DEV_TOOLS_EXEMPTIONS: DevToolsExemptions = {
  agentIds: [],
  drightIds: [],
  departmentIds: [],
  hosts: ['127.0.0.1', 'localhost'],
};
