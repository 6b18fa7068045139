import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  RelationCalls,
  RelationLimits,
  SeekCalls,
  SeekLimits,
  type FindRelationsInput,
} from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** Suggestions wait this long after the last key, so typing a name asks once, not per character. */
export const TYPE_DEBOUNCE_MS = 200;

/** Companies whose name holds what is typed (the data-search box's suggestions). */
export const companySuggestQuery = (keyword: string) => ({
  ...callQuery(SeekCalls.suggest, { keyword }, { silent: true }),
  enabled: keyword.length > 0 && keyword.length <= SeekLimits.keywordMax,
  staleTime: 60_000,
  placeholderData: keepPreviousData,
});

/** People named what is typed, with a few of their companies. */
export const personSearchQuery = (keyword: string) => ({
  ...callQuery(RelationCalls.searchPerson, { keyword }, { silent: true }),
  enabled: keyword.length > 0 && keyword.length <= RelationLimits.keywordMax,
  staleTime: 60_000,
  placeholderData: keepPreviousData,
});

/** Names of the entities a link prefills (`C12,P34`). */
export const entitiesQuery = (keys: string) => ({
  ...callQuery(RelationCalls.entities, { keys }, { silent: true }),
  enabled: keys.length > 0,
  staleTime: 5 * 60_000,
});

/** The links between the chosen entities (the page shows its own error with a retry). */
export const relationsQuery = (input: FindRelationsInput | null) => ({
  ...callQuery(RelationCalls.find, input ?? { entities: [] }, { silent: true }),
  enabled: input !== null,
  staleTime: 5 * 60_000,
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
