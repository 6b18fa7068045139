import type { Page } from '@qishu/contract';
import type { SelectQueryBuilder, Simplify } from 'kysely';

/**
 * How many rows a query matches: `count(*)` over it, as a number on both drivers (PostgreSQL answers
 * a bigint count as text). Give it the query before any select list.
 */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, Record<string, never>>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which rows a page holds: page `page` (from 1) of `limit` rows, or `limit` rows after `offset`. */
export type PageWindow = { page: number; limit: number } | { offset: number; limit: number };

/**
 * One page of a list and how many rows the whole list has, read side by side: `rows` is the list's
 * query with its select list and order, `counted` the same filter before any select list (what
 * countRows takes). They are two queries because a list often joins or selects more than it counts.
 */
export async function countedPage<RDB, RTB extends keyof RDB, O, DB, TB extends keyof DB>(
  rows: SelectQueryBuilder<RDB, RTB, O>,
  counted: SelectQueryBuilder<DB, TB, Record<string, never>>,
  window: PageWindow,
): Promise<Page<Simplify<O>>> {
  const offset = 'page' in window ? (window.page - 1) * window.limit : window.offset;
  const [list, total] = await Promise.all([
    rows.limit(window.limit).offset(offset).execute(),
    countRows(counted),
  ]);
  return { list, total };
}
