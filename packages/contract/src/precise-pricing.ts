import { z } from 'zod';
import { fenToYuan } from './money.ts';
import { PreciseMessages } from './precise-search-rules.ts';
import { intLike } from './shop-cart.ts';

/**
 * Price of a precise-search export (data-shop.md §3 "Pricing response", §5 minimum, §7
 * getNumsToPrices, §9 rules text "0.01-0.06 / 0.015-0.1 yuan per record").
 *
 * The rates are the back-office parameter `precise.price_tiers` (JSON, 厘 per record, 1 厘 =
 * 0.1 分 = 0.001 元) and the minimum is `precise.min_price_fen`; the server reads both on every
 * pricing (no cache), so an edit at /sys/param prices the next order. The defaults below are the
 * seeded values (db/seed/seed-platform.ts; a server test checks they agree) and are used only when
 * a parameter is missing or invalid.
 */

/** The parameter keys (sys_param.param_key). */
export const PriceParamKeys = {
  tiers: 'precise.price_tiers',
  minFen: 'precise.min_price_fen',
} as const;

/** One tier: records up to `upTo` (inclusive; null = no limit) cost `li` 厘 each. */
export interface PriceTier {
  upTo: number | null;
  li: number;
}

/** The seeded tiers: 0.1 / 0.06 / 0.03 / 0.015 yuan per record, cheaper as volume grows. */
export const DEFAULT_PRICE_TIERS: readonly PriceTier[] = [
  { upTo: 1_000, li: 100 },
  { upTo: 10_000, li: 60 },
  { upTo: 50_000, li: 30 },
  { upTo: null, li: 15 },
];

/** §5/§9: an order below 1 yuan is rejected in the precise flow (the seeded minimum). */
export const MIN_PRICE_FEN = 100;

/** Largest count one order may have (ours: a sanity bound; §9 warns above 100,000 records). */
export const MAX_EXPORT_COUNT = 10_000_000;

/**
 * Price of `nums` records in 厘, with MARGINAL tiers like tax brackets: the first 1,000 records cost
 * the first tier's rate, the next 9,000 the second's, and so on. So the price never drops when the
 * count grows (whole-order pricing would make 1,001 records cheaper than 1,000).
 * Tiers must be ordered by `upTo` ascending with the last one open (null).
 */
export function priceOfCountLi(nums: number, tiers: readonly PriceTier[] = DEFAULT_PRICE_TIERS): number {
  if (!Number.isInteger(nums) || nums < 0)
    throw new Error(`count must be a non-negative integer, got ${nums}`);
  let li = 0;
  let below = 0;
  for (const tier of tiers) {
    if (nums <= below) break;
    const top = tier.upTo === null ? nums : Math.min(nums, tier.upTo);
    if (top > below) li += (top - below) * tier.li;
    below = tier.upTo === null ? nums : Math.max(below, tier.upTo);
  }
  if (nums > below) throw new Error('price tiers must end with an open tier (upTo: null)');
  return li;
}

/**
 * Price of `nums` records in whole fen: the marginal total in 厘 (exact integer arithmetic), then
 * rounded ONCE to the nearest fen, half up (5 厘 → 1 分): 1 record at 15 厘 costs 2 分, 3 records
 * 45 厘 → 5 分. Rounding the total, not each record, keeps the price within 0.5 分 of the tiers and
 * never lower for a larger count.
 */
export function priceOfCount(nums: number, tiers: readonly PriceTier[] = DEFAULT_PRICE_TIERS): number {
  return Math.floor((priceOfCountLi(nums, tiers) + 5) / 10);
}

/**
 * Tiers as stored in `precise.price_tiers`: ascending limits, whole 厘, last tier open. Accepts at
 * least what the back-office's parameter rule accepts (admin/settings.ts: 10–100 厘).
 */
export const priceTiersSchema = z
  .array(
    z.object({
      upTo: z.number().int().positive().nullable(),
      li: z.number().int().min(0).max(100_000),
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

/** The tiers of the parameter's text, or the defaults when it is missing or invalid. */
export function priceTiersOf(text: string | null | undefined): readonly PriceTier[] {
  if (!text) return DEFAULT_PRICE_TIERS;
  try {
    const parsed = priceTiersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.map((t) => ({ upTo: t.upTo, li: t.li })) : DEFAULT_PRICE_TIERS;
  } catch {
    return DEFAULT_PRICE_TIERS;
  }
}

/** The minimum of the parameter's text (whole fen, at least 1 yuan), or the default. */
export function minPriceFenOf(text: string | null | undefined): number {
  const v = (text ?? '').trim();
  if (!/^\d{1,12}$/.test(v)) return MIN_PRICE_FEN;
  const fen = Number(v);
  return fen >= MIN_PRICE_FEN ? fen : MIN_PRICE_FEN;
}

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
