import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSeekParams, seekSearchKeeping, type SeekState } from './seek-params.ts';

/**
 * Whether the page is the one on screen. The workspace keeps the page of every open tab mounted
 * (hidden), and a hidden page sees the address of the tab that shows.
 */
export function usePageActive(): { active: boolean; ownPath: string } {
  const { pathname } = useLocation();
  const [ownPath] = useState(pathname);
  return { active: pathname === ownPath, ownPath };
}

/**
 * The search held in the page's address. While hidden the page keeps the search it last had, so it
 * neither asks the server for nothing nor loses its search while the user reads a profile.
 * Changes push a new history entry, so back and forward walk through the searches; parameters that
 * are not the search's (`?saved=7`) stay.
 */
export function useSeekState(): { state: SeekState; setState: (next: SeekState) => void; active: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const { active, ownPath } = usePageActive();
  const [kept, setKept] = useState(location.search);
  if (active && kept !== location.search) setKept(location.search);
  const search = active ? location.search : kept;
  const state = useMemo(() => parseSeekParams(new URLSearchParams(search)), [search]);
  const setState = useCallback(
    (next: SeekState) => void navigate({ pathname: ownPath, search: seekSearchKeeping(next, search) }),
    [navigate, ownPath, search],
  );
  return { state, setState, active };
}
