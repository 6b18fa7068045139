import { useQuery } from '@tanstack/react-query';
import { SystemCalls } from '@qishu/contract';
import { callQuery } from './api/index.ts';

/** Public site facts (contacts, ICP line, claimed scale). */
export const siteInfoQuery = () => callQuery(SystemCalls.siteInfo, undefined, { silent: true });

/** Public site facts, read once per visit. */
export function useSiteInfo() {
  return useQuery({ ...siteInfoQuery(), staleTime: Infinity });
}
