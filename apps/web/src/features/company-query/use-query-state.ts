import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseQueryParams, queryParamsOf, type QueryState } from './query-params.ts';

/**
 * The query held in the page's address. The workspace keeps the page of every open tab mounted
 * (hidden), and a hidden page sees the address of the tab that shows: while hidden the page keeps
 * the query it last had. Changes push a history entry, so back and forward walk through queries.
 */
export function useQueryState(): { state: QueryState; search: string; setState: (next: QueryState) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [ownPath] = useState(location.pathname);
  const active = location.pathname === ownPath;
  const [kept, setKept] = useState(location.search);
  if (active && kept !== location.search) setKept(location.search);
  const search = active ? location.search : kept;
  const state = useMemo(() => parseQueryParams(new URLSearchParams(search)), [search]);
  const setState = useCallback(
    (next: QueryState) => void navigate({ pathname: ownPath, search: queryParamsOf(next) }),
    [navigate, ownPath],
  );
  return { state, search, setState };
}
