import { CompanyProfileCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';
import type { Direction } from './equity-graph.ts';

/** Nodes one unfolding adds at most (largest ratio first); the rest is counted in a note. */
export const LEVEL_LIMIT = 20;

/** The ultimate owners; the page shows a not-found or an error itself. */
export const ownersQuery = (id: number) =>
  callQuery(CompanyProfileCalls.beneficialOwners, { id }, { silent: true });

/** One level of holders (up) or investments (down) of a company or a person. */
export const levelQuery = (kind: 'C' | 'P', id: number, direction: Direction) =>
  callQuery(CompanyProfileCalls.equityLevel, { kind, id, direction, limit: LEVEL_LIMIT }, { silent: true });
