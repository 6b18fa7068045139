import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_TIERS,
  MIN_PRICE_FEN,
  checkMinimum,
  getNumsToPricesRequest,
  minPriceFenOf,
  numsToPrices,
  priceOfCount,
  priceOfCountLi,
  priceTiersOf,
  priceTiersSchema,
} from './precise-pricing.ts';

describe('priceOfCount (marginal tiers in 厘, total rounded half up to fen)', () => {
  it.each([
    [0, 0],
    [1, 10],
    [9, 90],
    [10, 100],
    [1_000, 10_000],
    [1_001, 10_006],
    [10_000, 10_000 + 9_000 * 6],
    [10_001, 64_000 + 3],
    [50_000, 64_000 + 40_000 * 3],
    // 1.5 fen per record from here: 15 厘 rounds half up to 2 fen, 30 厘 is exactly 3 fen
    [50_001, 184_000 + 2],
    [50_002, 184_000 + 3],
    [50_003, 184_000 + 5],
    [100_000, 184_000 + 75_000],
    [200_000, 184_000 + 225_000],
  ])('%i records cost %i fen', (nums, fen) => {
    expect(priceOfCount(nums)).toBe(fen);
  });

  it('the total in 厘 is exact', () => {
    expect(priceOfCountLi(50_003)).toBe(1_840_000 + 45);
  });

  it('every per-record rate lies in 0.01–0.1 yuan (10–100 厘) and falls with volume', () => {
    const rates = DEFAULT_PRICE_TIERS.map((t) => t.li);
    expect(rates.every((r) => r >= 10 && r <= 100)).toBe(true);
    expect(rates.every((r, i) => i === 0 || r < rates[i - 1]!)).toBe(true);
  });

  it('never drops as the count grows, 1..200,000, and stays within half a fen of the tiers', () => {
    let previous = 0;
    for (let n = 1; n <= 200_000; n++) {
      const p = priceOfCount(n);
      if (p < previous) throw new Error(`price of ${n} (${p}) is below price of ${n - 1} (${previous})`);
      if (Math.abs(p * 10 - priceOfCountLi(n)) > 5) throw new Error(`price of ${n} is not rounded`);
      previous = p;
    }
    expect(previous).toBe(409_000);
  });

  it('the average price per record falls with volume', () => {
    expect(priceOfCount(100_000) / 100_000).toBeLessThan(priceOfCount(1_000) / 1_000);
  });

  it('takes other tiers', () => {
    const tiers = [
      { upTo: 10, li: 50 },
      { upTo: null, li: 25 },
    ];
    expect(priceOfCount(10, tiers)).toBe(50);
    expect(priceOfCount(11, tiers)).toBe(53); // 525 厘 → 52.5 分 → 53
    expect(priceOfCount(12, tiers)).toBe(55);
  });

  it('refuses bad counts and tiers without an open end', () => {
    expect(() => priceOfCount(-1)).toThrow();
    expect(() => priceOfCount(1.5)).toThrow();
    expect(() => priceOfCount(20, [{ upTo: 10, li: 50 }])).toThrow();
  });
});

describe('tiers as the back-office edits them (precise.price_tiers)', () => {
  it('accepts the defaults', () =>
    expect(priceTiersSchema.safeParse(DEFAULT_PRICE_TIERS).success).toBe(true));
  it.each([
    [[{ upTo: 10, li: 50 }]],
    [
      [
        { upTo: 10, li: 50 },
        { upTo: 5, li: 30 },
        { upTo: null, li: 10 },
      ],
    ],
    [
      [
        { upTo: null, li: 10 },
        { upTo: null, li: 10 },
      ],
    ],
    [[{ upTo: null, li: 1.5 }]],
    [[]],
  ])('refuses %j', (tiers) => expect(priceTiersSchema.safeParse(tiers).success).toBe(false));

  it('reads the parameter text, falling back to the defaults when missing or invalid', () => {
    expect(priceTiersOf('[{"upTo":5,"li":40},{"upTo":null,"li":20}]')).toEqual([
      { upTo: 5, li: 40 },
      { upTo: null, li: 20 },
    ]);
    for (const bad of [undefined, null, '', 'not json', '[]', '[{"upTo":5,"li":40}]', '{"li":1}']) {
      expect(priceTiersOf(bad)).toBe(DEFAULT_PRICE_TIERS);
    }
  });

  it('reads the minimum in fen, never below 1 yuan', () => {
    expect(minPriceFenOf('250')).toBe(250);
    for (const bad of [undefined, null, '', 'abc', '-5', '99', '1.5']) {
      expect(minPriceFenOf(bad)).toBe(MIN_PRICE_FEN);
    }
  });
});

describe('minimum price', () => {
  it('is 1 yuan', () => expect(MIN_PRICE_FEN).toBe(100));
  it('rejects below, accepts at and above', () => {
    expect(checkMinimum(99)).toBe('订单金额不能小于1元,请重新填写导出数量');
    expect(checkMinimum(0)).toBe('订单金额不能小于1元,请重新填写导出数量');
    expect(checkMinimum(100)).toBeNull();
    expect(checkMinimum(priceOfCount(9))).not.toBeNull();
    expect(checkMinimum(priceOfCount(10))).toBeNull();
  });
});

describe('getNumsToPrices', () => {
  it('parses nums from a number or digit string', () => {
    expect(getNumsToPricesRequest.parse({ nums: '1200' })).toEqual({ nums: 1200 });
    expect(getNumsToPricesRequest.parse({ nums: 5 })).toEqual({ nums: 5 });
  });
  it.each([{}, { nums: '' }, { nums: 0 }, { nums: '-3' }, { nums: 'abc' }, { nums: 1.5 }])(
    'refuses %j with 请输入导出数量',
    (payload) => {
      const r = getNumsToPricesRequest.safeParse(payload);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual(['请输入导出数量']);
    },
  );
  it('refuses more than 10,000,000', () => {
    const r = getNumsToPricesRequest.safeParse({ nums: 10_000_001 });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['导出数量不能超过10000000条']);
  });
  it('answers yuan strings', () => {
    expect(numsToPrices(1_001)).toEqual({ price: '100.06', min_price: '1.00' });
    expect(numsToPrices(3)).toEqual({ price: '0.30', min_price: '1.00' });
  });
});
