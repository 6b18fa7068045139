import { useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@qishu/contract';
import { api } from './api/index.ts';

export const siteInfoQueryKey = ['site', 'info'] as const;

export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  const data = await api.get<unknown>('/site/info', undefined, { silent: true, signal });
  return siteInfoSchema.parse(data);
}

/** Public site facts (contacts, ICP line, claimed scale); read once per visit. */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: Infinity,
  });
}
