import type { Kysely } from 'kysely';

/**
 * One open payment per order (issue 18 point 3): `payment.open_key` names what a waiting payment
 * pays — `per_order:<id>` for a precise order, `shop_product:<user>:<product>` for a shopper's
 * purchase of a product — and is cleared when the payment ends (paid, failed, closed). Unique, so
 * a second getPayUrl, even a concurrent one, cannot open a second payment of the same thing: it is
 * answered the first one. Payments waiting when this runs keep no key; they close at their expiry.
 */
export const oneOpenPaymentMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payment').addColumn('open_key', 'varchar(80)').execute();
    // NULLs never collide on either database: only waiting payments hold a key
    await db.schema.createIndex('payment_open_ux').on('payment').column('open_key').unique().execute();
  },
};
