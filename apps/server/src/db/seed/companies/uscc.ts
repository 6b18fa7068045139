/**
 * 统一社会信用代码 (Unified Social Credit Code, GB 32100-2015) and the 组织机构代码 it embeds
 * (GB 11714-1997): construction and validation.
 *
 * Layout (18 characters): 1 registration authority, 1 entity category, 6 administrative-division
 * code (GB/T 2260), 9 organisation code (8 body characters + GB 11714 check), 1 check character.
 */

/** The 31 characters a USCC may use (no I, O, S, V, Z), in value order 0–30. */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

const usccValue = new Map<string, number>([...USCC_CHARSET].map((ch, i) => [ch, i]));
/** Value by char code (−1 for characters outside the charset), for the hot path. */
const usccValueByCode = new Int8Array(128).fill(-1);
for (let i = 0; i < USCC_CHARSET.length; i++) usccValueByCode[USCC_CHARSET.charCodeAt(i)] = i;

/** Registration authorities (first character) and the categories (second) GB 32100 gives each. */
const CATEGORIES: Record<string, string> = {
  '1': '129', // 机构编制: 机关, 事业单位, 其他
  '5': '1239', // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  '9': '123', // 工商: 企业, 个体工商户, 农民专业合作社
  Y: '1', // 其他
};
/** Authorities added by later assignments (lenient: any category character is accepted). */
const OTHER_AUTHORITIES = '2345678ANY';

/** GB 32100 check character for the first 17 characters. */
export function usccCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('usccCheckChar needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = first17.charCodeAt(i);
    const v = code < 128 ? (usccValueByCode[code] as number) : -1;
    if (v < 0) throw new Error(`invalid USCC character ${first17[i]}`);
    sum += v * (USCC_WEIGHTS[i] as number);
  }
  const c = (31 - (sum % 31)) % 31;
  return USCC_CHARSET[c] as string;
}

function orgValue(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 65 && code <= 90) return code - 55; // A=10 … Z=35
  return -1;
}

/** GB 11714 check character for the 8-character organisation code body. */
export function orgCodeCheckChar(body8: string): string {
  if (body8.length !== 8) throw new Error('orgCodeCheckChar needs 8 characters');
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const v = orgValue(body8[i] as string);
    if (v < 0) throw new Error(`invalid organisation code character ${body8[i]}`);
    sum += v * (ORG_WEIGHTS[i] as number);
  }
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** Builds a full USCC from its parts, adding both check characters. */
export function makeUscc(authority: string, category: string, regionCode: string, orgBody8: string): string {
  if (!/^\d{6}$/.test(regionCode)) throw new Error(`bad region code ${regionCode}`);
  const first17 = authority + category + regionCode + orgBody8 + orgCodeCheckChar(orgBody8);
  return first17 + usccCheckChar(first17);
}

/**
 * True if `code` is a syntactically valid USCC: 18 characters of the charset, a known authority and
 * category, a 6-digit region code, an organisation code with a valid GB 11714 check, and a valid
 * GB 32100 check character.
 */
export function isValidUscc(code: string): boolean {
  if (code.length !== 18) return false;
  for (const ch of code) if (!usccValue.has(ch)) return false;
  const authority = code[0] as string;
  const category = code[1] as string;
  const allowed = CATEGORIES[authority];
  if (allowed !== undefined ? !allowed.includes(category) : !OTHER_AUTHORITIES.includes(authority)) {
    return false;
  }
  if (!/^\d{6}$/.test(code.slice(2, 8))) return false;
  if (orgCodeCheckChar(code.slice(8, 16)) !== code[16]) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}
