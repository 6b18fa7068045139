import { Suspense, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { PageLoading } from '../PageLoading.tsx';
import { TableFilterModeProvider, useTableFilterMode } from './table-filter-mode.tsx';
import styles from './workspace-shell.module.css';

/** A kept page: what it shows and the address it was last at (its table-filter mode follows it). */
interface Kept {
  element: ReactNode;
  path: string;
}

type Cache = ReadonlyMap<string, Kept>;

function sameKeys(a: Cache, b: Cache): boolean {
  if (a.size !== b.size) return false;
  for (const [key, kept] of a) if (b.get(key)?.path !== kept.path) return false;
  return true;
}

interface KeepAliveOutletProps {
  /** the paths of the open tabs */
  keep: readonly string[];
  /** the key of the current page when it is not its pathname (the home page's second address) */
  pageKey?: string;
  /** what the current page shows instead of the route's page (403, 404) */
  replacement?: ReactNode;
}

/**
 * The workspace's outlet with keep-alive: the page of every open tab stays mounted (hidden while
 * another tab is shown), so switching back finds its form, filters and scroll as they were. Pages
 * are cached by full path on their first visit; when a tab closes (its path leaves `keep`) its
 * page is dropped and unmounts. The current page always renders, tab or not.
 */
export function KeepAliveOutlet({ keep, pageKey, replacement }: KeepAliveOutletProps) {
  const routeOutlet = useOutlet();
  const outlet = replacement ?? routeOutlet;
  const { pathname } = useLocation();
  const current = pageKey ?? pathname;
  const [cache, setCache] = useState<Cache>(() => new Map([[current, { element: outlet, path: pathname }]]));

  const next = new Map<string, Kept>();
  for (const [key, kept] of cache) if (key === current || keep.includes(key)) next.set(key, kept);
  if (next.get(current)?.path !== pathname) next.set(current, { element: outlet, path: pathname });
  // Storing what this render learnt (a new page, a closed tab); the guard makes it settle at once.
  if (!sameKeys(next, cache)) setCache(next);

  return (
    <>
      {[...next].map(([key, kept]) => (
        <TableFilterModeProvider key={key} path={kept.path}>
          <KeptPage active={key === current}>{key === current ? outlet : kept.element}</KeptPage>
        </TableFilterModeProvider>
      ))}
    </>
  );
}

function KeptPage({ active, children }: { active: boolean; children: ReactNode }) {
  const tableFilter = useTableFilterMode();
  return (
    <div
      hidden={!active}
      className={tableFilter ? styles.tableFilter : undefined}
      data-table-filter={tableFilter ? 'on' : 'off'}
      data-testid="kept-page"
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </div>
  );
}
