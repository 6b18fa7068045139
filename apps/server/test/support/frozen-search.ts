import type { CompanyFilter } from '@qishu/contract';
import type { Db } from '../../src/db/connection.ts';
import { createSearchEngine } from '../../src/search/index.ts';

/** The first `n` companies of a filter as the engine orders them (what an export holds), by name. */
export async function firstNames(db: Db, filter: CompanyFilter, n: number): Promise<string[]> {
  const ids = await createSearchEngine(db).idsAfter(filter, 0, n);
  const rows = await db.kysely
    .selectFrom('company')
    .select(['company_id', 'name'])
    .where('company_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.company_id, r.name]));
  return ids.map((id) => byId.get(id)!);
}

/** The filter a saved precise search froze. */
export async function frozenFilter(db: Db, conditionId: number): Promise<CompanyFilter> {
  const row = await db.kysely
    .selectFrom('shop_search_condition')
    .select('condition_json')
    .where('shop_search_condition_id', '=', conditionId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.condition_json) as CompanyFilter;
}
