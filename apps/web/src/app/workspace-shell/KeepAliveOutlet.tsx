import { Suspense, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { PageLoading } from '../PageLoading.tsx';
import { TableFilterModeProvider, useTableFilterMode } from './table-filter-mode.tsx';
import styles from './workspace-shell.module.css';

type Cache = ReadonlyMap<string, ReactNode>;

function sameKeys(a: Cache, b: Cache): boolean {
  if (a.size !== b.size) return false;
  for (const key of a.keys()) if (!b.has(key)) return false;
  return true;
}

/**
 * The workspace's outlet with keep-alive: the page of every open tab stays mounted (hidden while
 * another tab is shown), so switching back finds its form, filters and scroll as they were. Pages
 * are cached by full path on their first visit; when a tab closes (its path leaves `keep`) its
 * page is dropped and unmounts. The current page always renders, tab or not.
 */
export function KeepAliveOutlet({ keep }: { keep: readonly string[] }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [cache, setCache] = useState<Cache>(() => new Map([[pathname, outlet]]));

  const next = new Map<string, ReactNode>();
  for (const [path, element] of cache) if (path === pathname || keep.includes(path)) next.set(path, element);
  if (!next.has(pathname)) next.set(pathname, outlet);
  // Storing what this render learnt (a new page, a closed tab); the guard makes it settle at once.
  if (!sameKeys(next, cache)) setCache(next);

  return (
    <>
      {[...next].map(([path, element]) => (
        <TableFilterModeProvider key={path} path={path}>
          <KeptPage active={path === pathname}>{path === pathname ? outlet : element}</KeptPage>
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
