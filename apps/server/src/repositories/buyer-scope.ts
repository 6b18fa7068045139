import type { Expression, SqlBool } from 'kysely';
import { ownedBy, type DataScope } from './data-scope.ts';

/** The scope of the work no shopper asks for, which reaches every buyer's rows. */
export const EVERY_BUYER = 'every buyer';

/**
 * Whose rows a repository of buyer-owned rows (cart, orders, saved searches, payments, deliveries)
 * sees. A shopper's request scope sees the rows of its user only; `EVERY_BUYER` is the scope of the
 * work no shopper asks for: settling a payment from the provider's word, the delivery job, a
 * download by its token, the platform back-office's order pages.
 */
export type BuyerScope = DataScope | typeof EVERY_BUYER;

/** `column = the shopper`, or true for `EVERY_BUYER`. */
export function ofBuyer(column: string, scope: BuyerScope): Expression<SqlBool> {
  return ownedBy(column, scope === EVERY_BUYER ? null : scope.userId);
}
