import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab kept in the address (`?tab=rules`), so reload, back and shared links keep it. The
 * first of `keys` is the default and leaves the address without `tab`; an unknown value opens it.
 */
export function useTabParam<K extends string>(keys: readonly K[]): [K, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = keys.find((k) => k === asked) ?? keys[0]!;
  const first = keys[0];
  const setTab = useCallback(
    (key: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (key === first) next.delete('tab');
          else next.set('tab', key);
          // a tab's own paging starts over
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [first, setParams],
  );
  return [tab, setTab];
}
