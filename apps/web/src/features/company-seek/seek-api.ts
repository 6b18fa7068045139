import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { SeekCalls, SeekLimits, type SeekQueryInput } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** Suggestions wait this long after the last key, so typing a name asks once, not per character. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * One page of results with the facet counts. The page shows its own error (with a retry), and the
 * last answer stays on screen while the next loads, so the filters do not jump.
 */
export const searchQuery = (query: SeekQueryInput) => ({
  ...callQuery(SeekCalls.search, query, { silent: true }),
  placeholderData: keepPreviousData,
});

/** Suggestions for what is typed (a failure only means no suggestions: nothing to show). */
export const suggestQuery = (keyword: string) => ({
  ...callQuery(SeekCalls.suggest, { keyword }, { silent: true }),
  enabled: keyword.length > 0 && keyword.length <= SeekLimits.keywordMax,
  staleTime: 60_000,
  placeholderData: keepPreviousData,
});

/** The user's recently viewed companies: asked again each time the page shows (a profile adds one). */
export const recentQuery = () => ({
  ...callQuery(SeekCalls.recent, undefined, { silent: true }),
  staleTime: 0,
});

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
