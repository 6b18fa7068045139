import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page number kept in the address (`?page=2`), so reload and back keep the page. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get(name));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete(name);
        else updated.set(name, String(next));
        return updated;
      });
    },
    [name, setParams],
  );
  return [page, setPage];
}
