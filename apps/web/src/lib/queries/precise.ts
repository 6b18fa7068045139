import { useQuery } from '@tanstack/react-query';
import { PreciseConditionCalls } from '@qishu/contract';
import { callQuery } from '../api/index.ts';

/**
 * The precise-search wizard's option groups (public; the wizard shows their failure itself), read
 * by the wizard, its preview and the shop's first screen, which may find them in the page.
 */
export const preciseConditionsQuery = () =>
  callQuery(PreciseConditionCalls.searchCondition, undefined, { silent: true });

/** The option groups, kept for ten minutes once read (the wizard and its preview both show them). */
export function usePreciseConditions() {
  return useQuery({ ...preciseConditionsQuery(), staleTime: 10 * 60 * 1000 });
}
