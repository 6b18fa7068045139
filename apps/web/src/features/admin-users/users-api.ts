import { UserCalls, type UserArea } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** Roles a user of the organisation and module may hold (on /config both are the caller's). */
export const assignableRolesQuery = (
  area: UserArea,
  agentId: number | undefined,
  moduleId: number | undefined,
) =>
  callQuery(
    UserCalls[area].roles,
    area === 'sys' ? { usr_agent_id: agentId ?? null, sys_module_id: moduleId ?? null } : {},
  );

/** Platform: what the user form chooses from (organisations with their modules, modules, data rights). */
export const userFormOptionsQuery = () => callQuery(UserCalls.options, undefined);

/** Platform: a user's linked accounts and the same person's accounts that could be linked. */
export const linkedAccountsQuery = (id: number) => callQuery(UserCalls.links, { id });
