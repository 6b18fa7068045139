import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE_TIERS,
  MIN_PRICE_FEN,
  checkMinimum,
  getNumsToPricesRequest,
  numsToPrices,
  priceOfCount,
  priceTiersSchema,
} from './precise-pricing.ts';

describe('priceOfCount (marginal tiers, fen)', () => {
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
    [50_001, 184_000 + 2],
    [100_000, 184_000 + 50_000 * 2],
    [100_001, 284_000 + 1],
    [200_000, 284_000 + 100_000],
  ])('%i records cost %i fen', (nums, fen) => {
    expect(priceOfCount(nums)).toBe(fen);
  });

  it('every per-record rate lies in 0.01–0.1 yuan and falls with volume', () => {
    const rates = DEFAULT_PRICE_TIERS.map((t) => t.fenPerRecord);
    expect(rates.every((r) => r >= 1 && r <= 10)).toBe(true);
    expect(rates.every((r, i) => i === 0 || r < rates[i - 1]!)).toBe(true);
  });

  it('never drops as the count grows, 1..200,000', () => {
    let previous = 0;
    for (let n = 1; n <= 200_000; n++) {
      const p = priceOfCount(n);
      if (p <= previous) throw new Error(`price of ${n} (${p}) is not above price of ${n - 1} (${previous})`);
      previous = p;
    }
    expect(previous).toBe(384_000);
  });

  it('the average price per record falls with volume', () => {
    expect(priceOfCount(100_000) / 100_000).toBeLessThan(priceOfCount(1_000) / 1_000);
  });

  it('takes other tiers', () => {
    const tiers = [
      { upTo: 10, fenPerRecord: 5 },
      { upTo: null, fenPerRecord: 2 },
    ];
    expect(priceOfCount(10, tiers)).toBe(50);
    expect(priceOfCount(15, tiers)).toBe(60);
  });

  it('refuses bad counts and tiers without an open end', () => {
    expect(() => priceOfCount(-1)).toThrow();
    expect(() => priceOfCount(1.5)).toThrow();
    expect(() => priceOfCount(20, [{ upTo: 10, fenPerRecord: 5 }])).toThrow();
  });
});

describe('tiers as the back-office edits them', () => {
  it('accepts the defaults', () =>
    expect(priceTiersSchema.safeParse(DEFAULT_PRICE_TIERS).success).toBe(true));
  it.each([
    [[{ upTo: 10, fenPerRecord: 5 }]],
    [
      [
        { upTo: 10, fenPerRecord: 5 },
        { upTo: 5, fenPerRecord: 3 },
        { upTo: null, fenPerRecord: 1 },
      ],
    ],
    [
      [
        { upTo: null, fenPerRecord: 1 },
        { upTo: null, fenPerRecord: 1 },
      ],
    ],
    [[{ upTo: null, fenPerRecord: 1.5 }]],
    [[]],
  ])('refuses %j', (tiers) => expect(priceTiersSchema.safeParse(tiers).success).toBe(false));
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
