import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The chosen tab kept in the address (`?tab=precise`), so a reload or a link opens it; the first tab
 * is the address without it. Choosing a tab replaces the history entry rather than adding one.
 */
export function useTabParam<K extends string>(tabs: readonly [K, ...K[]]): [K, (tab: K) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((key) => key === asked) ?? tabs[0];
  const first = tabs[0];
  const choose = useCallback(
    (next: K) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === first) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [first, setParams],
  );
  return [tab, choose];
}
