import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

interface TabParamOptions {
  /** other parameters a change of tab removes (a tab's own paging starts over) */
  clears?: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * The chosen tab kept in the address (`?tab=precise`), so a reload, back or a link opens it; the first
 * of `tabs` is the default and leaves the address without `tab`, and an unknown value opens it.
 * Choosing a tab replaces the history entry rather than adding one.
 */
export function useTabParam<K extends string>(
  tabs: readonly K[],
  { clears = NONE }: TabParamOptions = {},
): [K, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((key) => key === asked) ?? tabs[0]!;
  const first = tabs[0];
  const choose = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === first) updated.delete('tab');
          else updated.set('tab', next);
          for (const name of clears) updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [first, clears, setParams],
  );
  return [tab, choose];
}
