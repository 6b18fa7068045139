import { AdminHomeCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** The back-office figures, to-dos and latest activity. */
export const adminOverviewQuery = () => callQuery(AdminHomeCalls.overview, undefined);
