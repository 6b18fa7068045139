import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDescriptor } from './call.ts';
import * as contract from './index.ts';
import { idSchema, idWith, wholeNumber } from './whole-number.ts';

/** Every call the contract describes (the CallDescriptors in its *Calls groups), by a readable name. */
function describedCalls(): { name: string; call: CallDescriptor }[] {
  const found: { name: string; call: CallDescriptor }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, name: string, depth: number) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 3) return;
    seen.add(value);
    const v = value as Partial<CallDescriptor>;
    if (typeof v.method === 'string' && typeof v.path === 'string' && v.input instanceof z.ZodType) {
      found.push({ name: `${v.method} ${v.path} (${name})`, call: v as CallDescriptor });
      return;
    }
    if (value instanceof z.ZodType || Array.isArray(value)) return;
    for (const [key, item] of Object.entries(value)) walk(item, `${name}.${key}`, depth + 1);
  };
  for (const [key, value] of Object.entries(contract)) walk(value, key, 0);
  return found;
}

/** The fields of an object schema, under pipes, optional and nullable wrappers. */
function fieldsOf(schema: unknown): [string, z.ZodType][] {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodPipe) s = s.in instanceof z.ZodTransform ? s.out : s.in;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
      s = s.unwrap();
    else break;
  }
  return s instanceof z.ZodObject ? Object.entries(s.shape as Record<string, z.ZodType>) : [];
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** What z.coerce.number() used to read as 1 (or as a number at all). */
const WRONG_SCALARS: unknown[] = [true, false, '0x1', '1e0', ' 1', '1 ', '+1', '1.5', 1.5, {}, Number.NaN];
const WRONG_LISTS: unknown[] = [[1], ['1']];
const ID_NAME = /(^id$|_id$|Id$)/;
/** id-named fields where -1 is a value of its own. */
const MINUS_ONE_MEANS: Record<string, string> = {
  'POST /api/ShopProduct/getShopDatas sys_area_id': "the region cascader's 全国 entry (data-shop.md §1)",
};

describe('whole numbers and ids (issue 18 point 6)', () => {
  it('takes a positive integer or its digits as an id, nothing else', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse('007')).toBe(7);
    for (const wrong of [
      ...WRONG_SCALARS,
      ...WRONG_LISTS,
      0,
      -1,
      '0',
      '-1',
      '',
      null,
      undefined,
      '9'.repeat(20),
    ])
      expect(accepts(idSchema, wrong), JSON.stringify(wrong)).toBe(false);
    expect(idWith('请选择用户').safeParse(true).error?.issues[0]?.message).toBe('请选择用户');
    expect(idWith('请选择用户').safeParse(undefined).error?.issues[0]?.message).toBe('请选择用户');
  });

  it('reads an empty text (and a null the field does not take) as not sent, so a default applies', () => {
    const page = wholeNumber(z.number().int().min(1).default(1));
    expect(page.parse('')).toBe(1);
    expect(page.parse('3')).toBe(3);
    expect(wholeNumber(z.number().int().optional()).parse('')).toBeUndefined();
    // a cleared form field (null) too, unless null means something to the field
    expect(wholeNumber(z.number().int().min(-9999).default(0)).parse(null)).toBe(0);
    expect(wholeNumber(z.number().int().nullable().optional()).parse(null)).toBeNull();
    expect(wholeNumber(z.number().int().min(-10)).parse('-4')).toBe(-4);
  });

  it('every numeric field of every call refuses true, [1], "0x1", "1e0", 1.5 and the like', () => {
    const acceptedWrongly: string[] = [];
    let checked = 0;
    for (const { name, call } of describedCalls()) {
      for (const [field, schema] of [...fieldsOf(call.params), ...fieldsOf(call.input)]) {
        // a whole-number field: takes 7, refuses words and fractions (amounts of money take 1.5)
        if (!accepts(schema, 7) || accepts(schema, 'abc') || accepts(schema, 7.5)) continue;
        checked++;
        // a few fields take one number or a list of them (getShopDatas' label) by design
        const wrongs = accepts(schema, [7]) ? WRONG_SCALARS : [...WRONG_SCALARS, ...WRONG_LISTS];
        if (ID_NAME.test(field) && !MINUS_ONE_MEANS[`${call.method} ${call.path} ${field}`]) wrongs.push(-1);
        for (const wrong of wrongs)
          if (accepts(schema, wrong)) acceptedWrongly.push(`${name} ${field} = ${JSON.stringify(wrong)}`);
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(acceptedWrongly).toEqual([]);
  });
});
