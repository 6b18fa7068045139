import { capacityBadge, UNLIMITED_RANKS, type UserInfo } from '@qishu/contract';

export interface CapacityView {
  text: string;
  /** only when the unused/basic ratio is known */
  color?: 'success' | 'warning' | 'error';
}

/**
 * The header's capacity badge from the stored user: number_rest is the unused count, basic_number the
 * granted one; their ratio colours the badge. Null when there is nothing honest to show (limited rank
 * without a count); uncoloured when the granted capacity is unknown.
 */
export function capacityView(
  user: Pick<UserInfo, 'agent_rank' | 'number_rest'> & Partial<Pick<UserInfo, 'basic_number'>>,
  granted?: number,
): CapacityView | null {
  const basicNumber = granted ?? user.basic_number ?? undefined;
  if ((UNLIMITED_RANKS as readonly number[]).includes(user.agent_rank)) {
    return { text: capacityBadge({ rank: user.agent_rank, basic_number: 0, un_basic_number: 0 }).text };
  }
  if (user.number_rest === null) return null;
  const badge = capacityBadge({
    rank: user.agent_rank,
    basic_number: basicNumber ?? 0,
    un_basic_number: user.number_rest,
  });
  if (badge.unlimited) return { text: badge.text };
  return basicNumber === undefined ? { text: badge.text } : { text: badge.text, color: badge.status };
}
