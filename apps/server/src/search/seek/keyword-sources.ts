import type { SeekField } from '@qishu/contract';

/**
 * Where the /data/seek keyword is looked for, in relevance order: a match's tier is the index of the
 * first source that found it. Four are fields of the text index (substring, any length): the name,
 * the legal representative with the shareholders, the address and the business scope. The others
 * are read beside it from the profile tables, each as its users look for it on 企查查:
 *
 * - former names: substring, as the current name;
 * - executives (主要人员): a person's whole name;
 * - brands (trademarks): a brand that is or starts with the keyword (京业 finds 京业+图形);
 * - phones: a number as written or as its digits (0551-39487267 and 055139487267 find each other).
 */
export const KEYWORD_SOURCES = [
  'name',
  'former_name',
  'people',
  'executive',
  'brand',
  'phone',
  'address',
  'scope',
] as const;
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];

/** The text index's field of the sources it answers. */
export const TEXT_INDEX_FIELD = { name: 'n', people: 'p', address: 'a', scope: 's' } as const;
export type TextIndexSource = keyof typeof TEXT_INDEX_FIELD;
export type SideSource = Exclude<KeywordSource, TextIndexSource>;

export const isTextIndexSource = (s: KeywordSource): s is TextIndexSource => s in TEXT_INDEX_FIELD;

/** The field a row's match is shown under (the contract's names: 曾用名, 股东/高管, 品牌/商标, 电话…). */
export const SOURCE_FIELD: Readonly<Record<KeywordSource, SeekField>> = {
  name: 'name',
  former_name: 'former_name',
  people: 'person',
  executive: 'person',
  brand: 'brand',
  phone: 'phone',
  address: 'address',
  scope: 'scope',
};

export const sourceOfTier = (tier: number): KeywordSource | undefined => KEYWORD_SOURCES[tier];

const PERSON_NAME = /^[\p{Script=Han}·]{2,8}$|^[A-Za-z][A-Za-z .'-]{1,38}[A-Za-z]$/u;

/** The name an executive must have for the keyword to find them, or null when it cannot be a name. */
export function executiveName(keyword: string): string | null {
  const k = keyword.trim();
  return PERSON_NAME.test(k) ? k : null;
}

/**
 * The lower-case prefix a brand must start with, or null: at least two characters (one would match
 * a good part of every trademark).
 */
export function brandPrefix(keyword: string): string | null {
  const k = keyword.trim().toLowerCase();
  return Array.from(k).length >= 2 ? k : null;
}

/**
 * The forms a phone number may be stored in, or none when the keyword is not one: 7 to 12 digits
 * with optional dashes or spaces. A landline starting with 0 is also tried with its area code cut
 * off by a dash after 3 digits (010, 02x) or 4 (others); a written form is also tried as digits.
 */
export function phoneForms(keyword: string): string[] {
  const k = keyword.trim();
  if (!/^[0-9][0-9 -]*[0-9]$/.test(k)) return [];
  const digits = k.replace(/[ -]/g, '');
  if (digits.length < 7 || digits.length > 12) return [];
  const forms = new Set([k.replace(/ /g, '-'), digits]);
  if (digits.startsWith('0') && digits.length >= 10) {
    const area = /^0(10|2\d)/.test(digits) ? 3 : 4;
    forms.add(`${digits.slice(0, area)}-${digits.slice(area)}`);
  }
  return [...forms];
}

/** The exclusive upper bound of the strings starting with `prefix` (bytewise, as SQLite compares). */
export const prefixEnd = (prefix: string) => prefix + '\u{10FFFF}';
