import { UNLIMITED_RANKS } from '../modules.ts';

export interface AgentCapacity {
  rank: number;
  /** capacity granted */
  basic_number: number;
  /** capacity not yet used (the spec's "unused" of the unused/basic ratio) */
  un_basic_number: number;
}

export type CapacityBadge =
  | { unlimited: true; text: string }
  | {
      unlimited: false;
      remaining: number;
      ratio: number;
      status: 'success' | 'warning' | 'error';
      text: string;
    };

/** Ratios of shell-and-backoffice.md §4; warning for 0.1 ≤ ratio < 0.2 is our choice where the spec is silent. */
export const CAPACITY_OK_RATIO = 0.2;
export const CAPACITY_LOW_RATIO = 0.1;

/** The top bar's capacity badge: 不限 for ranks 30/999, otherwise the remaining count coloured by the unused ratio. */
export function capacityBadge(a: AgentCapacity): CapacityBadge {
  if ((UNLIMITED_RANKS as readonly number[]).includes(a.rank)) return { unlimited: true, text: '不限' };
  const remaining = Math.max(0, a.un_basic_number);
  const ratio = a.basic_number > 0 ? remaining / a.basic_number : 0;
  const status =
    remaining === 0 || ratio < CAPACITY_LOW_RATIO
      ? 'error'
      : ratio < CAPACITY_OK_RATIO
        ? 'warning'
        : 'success';
  return { unlimited: false, remaining, ratio, status, text: remaining.toLocaleString('en-US') };
}
