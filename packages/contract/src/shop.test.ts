import { describe, expect, it } from 'vitest';
import { companyFilterSchema } from './company-filter.ts';
import { getShopDatasRequest } from './shop.ts';

describe('getShopDatas request', () => {
  it("reads the old client's empty strings as no filter and numeric strings as numbers", () => {
    const r = getShopDatasRequest.parse({
      page: '2',
      pagesize: '10',
      shop_cate_id: '',
      sys_area_id: '440000',
      label: '',
    });
    expect(r).toMatchObject({ page: 2, pagesize: 10, shop_cate_id: undefined, sys_area_id: 440000 });
  });
  it('defaults paging and bounds it', () => {
    expect(getShopDatasRequest.parse({})).toMatchObject({ page: 1, pagesize: 10 });
    expect(getShopDatasRequest.safeParse({ page: 0 }).success).toBe(false);
    expect(getShopDatasRequest.safeParse({ pagesize: 101 }).success).toBe(false);
    expect(getShopDatasRequest.safeParse({ keywords: 'x'.repeat(31) }).success).toBe(false);
  });
});

describe('company filter', () => {
  it('accepts real codes and rejects malformed ones and unknown keys', () => {
    expect(
      companyFilterSchema.safeParse({ regionCodes: ['440300'], industryCodes: ['C', '65'] }).success,
    ).toBe(true);
    expect(companyFilterSchema.safeParse({ regionCodes: ['4403'] }).success).toBe(false);
    expect(companyFilterSchema.safeParse({ industryCodes: ['Z'] }).success).toBe(false);
    expect(companyFilterSchema.safeParse({ whatever: 1 }).success).toBe(false);
  });
});
