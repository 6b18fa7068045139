import { describe, expect, it } from 'vitest';
import { USCC_CHARSET, isValidUscc, makeUscc, orgCodeCheckChar, usccCheckChar } from './uscc.ts';

// Published codes of well-known companies (华为技术有限公司, 深圳市腾讯计算机系统有限公司,
// 阿里巴巴（中国）有限公司).
const REAL = ['914403001922038216', '9144030071526726XG', '91330100799655058B'];

describe('USCC (GB 32100-2015)', () => {
  it('accepts real codes', () => {
    for (const code of REAL) expect(isValidUscc(code), code).toBe(true);
  });

  it('computes both check characters of real codes', () => {
    expect(orgCodeCheckChar('19220382')).toBe('1');
    expect(orgCodeCheckChar('71526726')).toBe('X');
    expect(usccCheckChar('91440300192203821')).toBe('6');
    expect(usccCheckChar('9144030071526726X')).toBe('G');
    expect(makeUscc('9', '1', '440300', '19220382')).toBe('914403001922038216');
  });

  it('rejects every single-character substitution of a valid code', () => {
    const code = REAL[1] as string;
    for (let i = 0; i < 18; i++) {
      for (const ch of USCC_CHARSET) {
        if (ch === code[i]) continue;
        const bad = code.slice(0, i) + ch + code.slice(i + 1);
        expect(isValidUscc(bad), bad).toBe(false);
      }
    }
  });

  it('rejects bad lengths, characters, authorities, categories and region codes', () => {
    expect(isValidUscc('')).toBe(false);
    expect(isValidUscc('91440300192203821')).toBe(false);
    expect(isValidUscc('9144030019220382160')).toBe(false);
    expect(isValidUscc('91440300I92203821' + '6')).toBe(false); // I is not in the charset
    expect(isValidUscc('9144030071526726XG'.toLowerCase())).toBe(false);
    // Valid check characters but impossible structure: category 4 under authority 9, letters in region.
    const withCheck = (first16: string) => {
      const first17 = first16 + orgCodeCheckChar(first16.slice(8, 16));
      return first17 + usccCheckChar(first17);
    };
    expect(isValidUscc(withCheck('9144030019220382'))).toBe(true);
    expect(isValidUscc(withCheck('9444030019220382'))).toBe(false);
    expect(isValidUscc(withCheck('9144A30019220382'))).toBe(false);
  });

  it('builds codes that validate, for new (MA…) and old (numeric) organisation codes', () => {
    for (const body of ['MA5DC2XJ', 'MA01ABCD', '00000000', '12345678', 'MAYYYYYY']) {
      for (const [a, c] of [
        ['9', '1'],
        ['9', '2'],
        ['9', '3'],
        ['5', '1'],
      ] as const) {
        const code = makeUscc(a, c, '110105', body);
        expect(code).toHaveLength(18);
        expect(isValidUscc(code), code).toBe(true);
      }
    }
    expect(() => makeUscc('9', '1', '11010', 'MA5DC2XJ')).toThrow();
  });
});
