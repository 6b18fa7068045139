import { SeekLimits } from '@qishu/contract';
import type { FacetColumns } from './facet-columns.ts';

/**
 * Suggestions while typing: of the companies whose name contains the keyword, those whose name
 * starts with it first, then shorter names, then larger registered capital (then the lower id), at
 * most SeekLimits.suggestMax. `prefix` lists the names that start with the keyword (a subset).
 */
export function topSuggestions(cols: FacetColumns, contains: Int32Array, prefix: Int32Array): number[] {
  const k = SeekLimits.suggestMax;
  const best: { id: number; key: number; capital: number }[] = [];
  const consider = (id: number, first: boolean) => {
    if (id <= 0 || id >= cols.size || !cols.live[id]) return;
    // prefix matches before the rest; within each, shorter names first
    const key = (first ? 0 : 256) + cols.nameLen[id]!;
    const capital = cols.capital[id]!;
    if (best.length === k) {
      const last = best[k - 1]!;
      if (
        key > last.key ||
        (key === last.key && (capital < last.capital || (capital === last.capital && id > last.id)))
      )
        return;
    }
    best.push({ id, key, capital });
    best.sort((a, b) => a.key - b.key || b.capital - a.capital || a.id - b.id);
    if (best.length > k) best.pop();
  };
  for (let i = 0; i < prefix.length; i++) consider(prefix[i]!, true);
  // k names starting with the keyword: nothing else can come before them
  if (best.length === k) return best.map((b) => b.id);
  // fewer than k live prefix matches: those few are skipped among the rest
  const taken = new Set(prefix);
  for (let i = 0; i < contains.length; i++) if (!taken.has(contains[i]!)) consider(contains[i]!, false);
  return best.map((b) => b.id);
}
