import { useCallback, useState } from 'react';

/** The companies ticked in a result list, and the way to change them (CompanyResultList's `selection`). */
export interface RowSelection {
  selected: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The rows ticked in one search's results: kept while the user pages, sorts or changes the page
 * size, and emptied when `searchKey` (the search's conditions, not its page) changes.
 */
export function useRowSelection(searchKey: string): RowSelection {
  const [held, setHeld] = useState<{ key: string; ids: number[] }>({ key: searchKey, ids: [] });
  // a new search starts with nothing ticked (and going back to the last one does not bring its ticks back)
  if (held.key !== searchKey) setHeld({ key: searchKey, ids: [] });
  const selected = held.key === searchKey ? held.ids : [];
  const onChange = useCallback((ids: number[]) => setHeld({ key: searchKey, ids }), [searchKey]);
  return { selected, onChange };
}
