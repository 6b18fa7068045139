import { OrgCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** The choices of the organisation form and search bar: categories, modules, service agents. */
export const agentOptionsQuery = () => callQuery(OrgCalls.agentOptions, undefined);

/** The latest capacity adjustments of an organisation. */
export const quotaLogQuery = (id: number) => callQuery(OrgCalls.quotaLog, { id });

/** The caller's own organisation's capacity. */
export const agentInfoQuery = () => callQuery(OrgCalls.agentInfo, undefined);
