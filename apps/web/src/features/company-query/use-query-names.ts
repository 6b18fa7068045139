import { useMemo } from 'react';
import type { QueryNames } from '@qishu/contract';
import { useRegionTree, useShopIndustries } from '../../lib/reference-data.ts';

/** Names of region and industry codes from the reference trees (the condition in words). */
export function useQueryNames(): QueryNames {
  const regions = useRegionTree();
  const industries = useShopIndustries();
  return useMemo((): QueryNames => {
    const region = new Map<string, string>();
    const walk = (nodes: { sys_area_id: number; label: string; children?: unknown }[] | undefined) => {
      for (const n of nodes ?? []) {
        region.set(String(n.sys_area_id).padStart(6, '0'), n.label);
        walk(n.children as typeof nodes);
      }
    };
    walk(regions.data);
    const industry = new Map<string, string>();
    for (const s of industries.data ?? []) {
      industry.set(s.code, s.name);
      for (const d of s.children ?? []) industry.set(d.code, d.name);
    }
    return { region: (code) => region.get(code), industry: (code) => industry.get(code) };
  }, [regions.data, industries.data]);
}
