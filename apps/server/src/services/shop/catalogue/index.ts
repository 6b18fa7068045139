import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../identity/clock.ts';
import { CatalogueService } from './catalogue-service.ts';

/** Services of the shop's 'catalogue' part. */
export function createShopCatalogueServices(deps: { db: Db; now: Clock }) {
  return { catalogue: new CatalogueService(deps.db.kysely) };
}
