import type { PageQuery } from '@qishu/contract';

/** The largest id an integer column holds: larger ids name nothing (and PostgreSQL would refuse them). */
export const MAX_ROW_ID = 2_147_483_647;

/** Rows before page `page` of `limit`; a page far past any list still makes a valid OFFSET. */
export function offsetOf({ page, limit }: PageQuery): number {
  return Math.min((page - 1) * limit, MAX_ROW_ID);
}
