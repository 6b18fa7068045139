import { z } from 'zod';
import { fenToYuan } from './money.ts';
import { PreciseMessages } from './precise-search.ts';
import { intLike } from './shop-cart.ts';

/**
 * Price of a precise-search export (data-shop.md §3 "Pricing response", §5 minimum, §7
 * getNumsToPrices, §9 rules text "0.01-0.06 / 0.015-0.1 yuan per record"). All in fen.
 */

/** One tier: records up to `upTo` (inclusive; null = no limit) cost `fenPerRecord` each. */
export interface PriceTier {
  upTo: number | null;
  fenPerRecord: number;
}

/**
 * Default tiers, inside the spec's 0.01–0.1 yuan per record and cheaper as volume grows. These are
 * defaults only: the back-office parameters can replace them later (pass them as `tiers`).
 */
export const DEFAULT_PRICE_TIERS: readonly PriceTier[] = [
  { upTo: 1_000, fenPerRecord: 10 },
  { upTo: 10_000, fenPerRecord: 6 },
  { upTo: 50_000, fenPerRecord: 3 },
  { upTo: 100_000, fenPerRecord: 2 },
  { upTo: null, fenPerRecord: 1 },
];

/** §5/§9: an order below 1 yuan is rejected in the precise flow. */
export const MIN_PRICE_FEN = 100;

/** Largest count one order may have (ours: a sanity bound; §9 warns above 100,000 records). */
export const MAX_EXPORT_COUNT = 10_000_000;

/**
 * Price of `nums` records in fen, with MARGINAL tiers like tax brackets: the first 1,000 records
 * cost the first tier's rate, the next 9,000 the second's, and so on. So the price never drops when
 * the count grows (whole-order pricing would make 1,001 records cheaper than 1,000).
 * Tiers must be ordered by `upTo` ascending with the last one open (null).
 */
export function priceOfCount(nums: number, tiers: readonly PriceTier[] = DEFAULT_PRICE_TIERS): number {
  if (!Number.isInteger(nums) || nums < 0)
    throw new Error(`count must be a non-negative integer, got ${nums}`);
  let fen = 0;
  let below = 0;
  for (const tier of tiers) {
    if (nums <= below) break;
    const top = tier.upTo === null ? nums : Math.min(nums, tier.upTo);
    if (top > below) fen += (top - below) * tier.fenPerRecord;
    below = tier.upTo === null ? nums : Math.max(below, tier.upTo);
  }
  if (nums > below) throw new Error('price tiers must end with an open tier (upTo: null)');
  return fen;
}

/** Tiers as the back-office may edit them: ascending limits, whole fen, last tier open. */
export const priceTiersSchema = z
  .array(
    z.object({
      upTo: z.number().int().positive().nullable(),
      fenPerRecord: z.number().int().min(0).max(10_000),
    }),
  )
  .min(1)
  .refine(
    (tiers) =>
      tiers.length > 0 &&
      tiers.at(-1)!.upTo === null &&
      tiers.slice(0, -1).every((t, i) => t.upTo !== null && (i === 0 || t.upTo > tiers[i - 1]!.upTo!)),
    { error: '价格阶梯须按数量递增，且最后一档不设上限' },
  );

/** §5: null when the price is allowed, else 订单金额不能小于1元,请重新填写导出数量. */
export function checkMinimum(priceFen: number, minFen: number = MIN_PRICE_FEN): string | null {
  return priceFen < minFen ? PreciseMessages.belowMinimum : null;
}

/** getNumsToPrices (§7): nums → price. */
export const getNumsToPricesRequest = z.object({
  nums: z
    .union([intLike, z.literal(''), z.null(), z.undefined()], { error: PreciseMessages.countRequired })
    .pipe(
      z
        .number({ error: PreciseMessages.countRequired })
        .int({ error: PreciseMessages.countRequired })
        .min(1, { error: PreciseMessages.countRequired })
        .max(MAX_EXPORT_COUNT, { error: `导出数量不能超过${MAX_EXPORT_COUNT}条` }),
    ),
});
export type GetNumsToPricesRequest = z.input<typeof getNumsToPricesRequest>;

/** §3 "Pricing response": yuan strings with two decimals. */
export const getNumsToPricesResponse = z.object({
  price: z.string().regex(/^\d+\.\d{2}$/),
  min_price: z.string().regex(/^\d+\.\d{2}$/),
});
export type GetNumsToPricesResponse = z.infer<typeof getNumsToPricesResponse>;

/** The answer of getNumsToPrices for a count. */
export function numsToPrices(
  nums: number,
  tiers: readonly PriceTier[] = DEFAULT_PRICE_TIERS,
  minFen: number = MIN_PRICE_FEN,
): GetNumsToPricesResponse {
  return { price: fenToYuan(priceOfCount(nums, tiers)), min_price: fenToYuan(minFen) };
}
