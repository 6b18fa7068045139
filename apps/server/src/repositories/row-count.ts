import type { SelectQueryBuilder } from 'kysely';

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
