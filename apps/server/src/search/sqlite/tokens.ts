import { companyStatuses, companyTypes } from '@qishu/contract';

/**
 * How a company becomes tokens of the SQLite text index (FTS5, unicode61 tokenizer), and how a
 * keyword or a facet becomes a query over those tokens. Pure functions: the index writer and the
 * query compiler share them, so a row and a query always agree.
 *
 * Text (name, scope, address, people) is a stream of overlapping bigrams, one token per character
 * position, each prefixed with its field's letter: name "华瑞信息" → n华瑞 n瑞信 n信息 n息ǂ. A keyword of
 * two or more characters is the phrase of its bigrams, so it matches exactly where the field holds
 * that substring (FTS5 phrases need consecutive positions). A position whose pair is not two word
 * characters still gets a token (a word character followed by a separator: "n息ǂ"; otherwise "nǂ"),
 * which keeps positions honest across punctuation and makes every character occurrence the start of
 * some token, so a one-character keyword is the prefix query "n华*".
 *
 * Facets are tags: region, industry, type, status, the has-X flags, and two range families as
 * segment-tree nodes (founding day, capital leaf), so that a range is an OR of a few nodes instead of
 * one term per value. Every token lives in one FTS5 column: text tokens start with a field letter
 * (n s a p) and no tag does, so no query needs a column filter (which would make FTS5 decode the
 * column of every posting it reads).
 */

/** ǂ is a letter to the unicode61 tokenizer, never typed by a user: the separator token. */
export const SEP = 'ǂ';
const WORD = /^[\p{L}\p{N}]$/u;
/** Texts repeat a small alphabet: remember each character's class instead of testing it again. */
const wordClass = new Map<string, boolean>();
function isWord(ch: string): boolean {
  let word = wordClass.get(ch);
  if (word === undefined) {
    word = WORD.test(ch) && ch !== SEP;
    if (wordClass.size < 200_000) wordClass.set(ch, word);
  }
  return word;
}

/** The token stream of one text field (`field`: one of RANGE_FIELDS). */
export function textTokens(field: string, text: string): string {
  const chars = Array.from(text.toLowerCase());
  let out = '';
  let next = chars.length > 0 && isWord(chars[0]!);
  for (let i = 0; i < chars.length; i++) {
    const here = next;
    next = i + 1 < chars.length && isWord(chars[i + 1]!);
    if (i > 0) out += ' ';
    out += field + (!here ? SEP : next ? chars[i]! + chars[i + 1]! : chars[i]! + SEP);
  }
  return out;
}

/**
 * A keyword as an FTS5 query term: a quoted phrase of its bigrams, or a prefix query for one
 * character. Null when the keyword has no word character to look for (the caller falls back to a
 * plain scan). Inner separators become the separator token, as in the index.
 */
export function keywordQuery(field: string, keyword: string): string | null {
  const chars = Array.from(keyword.trim().toLowerCase());
  if (!chars.some(isWord)) return null;
  if (chars.length === 1) return `${field}${chars[0]}*`;
  const tokens: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    if (!isWord(a)) tokens.push(field + SEP);
    else tokens.push(field + (isWord(b) ? a + b : a + SEP));
  }
  // A keyword ending in a separator character ("深圳）") also asks for that separator position.
  return `"${tokens.join(' ')}"`;
}

/** Field letters of the text ranges (search_range 0..3): name, scope, address, people. */
export const RANGE_FIELDS = ['n', 's', 'a', 'p'] as const;

// ── facet tags ──────────────────────────────────────────────────────────────────────────────

export const ACTIVE_STATUSES: readonly string[] = ['存续', '在业'];
export const ALL_TAG = 'zall';
export const statusTag = (status: string) => `zs${companyStatuses.indexOf(status as never)}`;
export const typeTag = (type: string) => `gt${companyTypes.indexOf(type as never)}`;

/** A GB/T 2260 code's tag: province XX0000, city XXYY00, else district. */
export function regionTag(code: string): string {
  if (code.endsWith('0000')) return `gp${code}`;
  if (code.endsWith('00')) return `gc${code}`;
  return `gd${code}`;
}
/** A GB/T 4754 section letter or division. */
export const industryTag = (code: string) =>
  /^[A-Za-z]$/.test(code) ? `gs${code.toLowerCase()}` : `gv${code}`;

export const FLAG_TAGS = {
  hasEmail: 'fem',
  hasMobile: 'fmo',
  hasTel: 'fte',
  hasAnyContact: 'fan',
  hasBrand: 'fbr',
  hasPatent: 'fpa',
  hasCopyright: 'fco',
  hasSoftwareCopyright: 'fsc',
  hasPunishment: 'fpu',
  hasWebsite: 'fwe',
  hasAdminLicence: 'fac',
} as const;
export type FlagName = keyof typeof FLAG_TAGS;
/**
 * A company without the flag carries its negative tag instead ("q" + the tag), so "has any contact"
 * (true for most companies) can be answered as NOT "has none", reading the shorter posting list.
 */
export const negativeTag = (tag: string) => `q${tag.slice(1)}`;

// ── segment trees for ranges ────────────────────────────────────────────────────────────────

/**
 * Node tags of a leaf in a binary segment tree of `levels` levels: the leaf itself (level 0) and
 * each ancestor. A doc carries all of them; a range of leaves is then the OR of at most 2·levels
 * nodes that cover it exactly.
 */
export function segmentTags(prefix: string, leaf: number, levels: number): string[] {
  const out: string[] = [];
  for (let level = 0; level < levels; level++) out.push(`${prefix}${level}x${leaf >> level}`);
  return out;
}

/** The fewest nodes covering leaves lo..hi (inclusive). */
export function segmentCover(prefix: string, lo: number, hi: number, levels: number): string[] {
  const out: string[] = [];
  let a = lo;
  const b = hi;
  while (a <= b) {
    // the largest aligned block starting at a that stays within b
    let level = 0;
    while (level + 1 < levels && a % (1 << (level + 1)) === 0 && a + (1 << (level + 1)) - 1 <= b) level++;
    out.push(`${prefix}${level}x${a >> level}`);
    a += 1 << level;
  }
  return out;
}

/** Founding day: days since 1900-01-01, 16 levels (to 2079). */
export const DAY_LEVELS = 16;
const DAY0 = Date.UTC(1900, 0, 1);
export function dayNumber(isoDate: string): number {
  const t = Date.parse(`${isoDate}T00:00:00Z`);
  const n = Math.round((t - DAY0) / 86_400_000);
  return Math.min(Math.max(n, 0), (1 << DAY_LEVELS) - 1);
}
export const dayTags = (isoDate: string) => segmentTags('d', dayNumber(isoDate), DAY_LEVELS);

/**
 * Registered capital leaves in 万元: a grid of round amounts; each grid value is a leaf of its own
 * and so is each open gap between two of them (and above the last). Options and typical custom
 * bounds fall on the grid and are answered exactly by tags; a bound inside a gap leaves that one
 * leaf to be checked against the stored amount.
 */
export const CAPITAL_GRID: readonly number[] = (() => {
  const grid = [0];
  for (let exp = 0; exp <= 9; exp++) for (const m of [1, 2, 3, 5]) grid.push(m * 10 ** exp);
  return grid;
})();
export const CAPITAL_LEVELS = 7; // 2 × 41 leaves ≤ 128
/** Leaf of an amount in 万元. */
export function capitalLeaf(wan: number): number {
  let k = 0;
  while (k + 1 < CAPITAL_GRID.length && CAPITAL_GRID[k + 1]! <= wan) k++;
  return CAPITAL_GRID[k] === wan ? 2 * k : 2 * k + 1;
}
export const capitalTags = (yuan: number) => segmentTags('c', capitalLeaf(yuan / 10_000), CAPITAL_LEVELS);
/** The 万元 interval a leaf stands for: [v, v] for grid leaves, (v, next) for gaps. */
export function capitalLeafBounds(leaf: number): { lo: number; hi: number; open: boolean } {
  const k = leaf >> 1;
  if (leaf % 2 === 0) return { lo: CAPITAL_GRID[k]!, hi: CAPITAL_GRID[k]!, open: false };
  return { lo: CAPITAL_GRID[k]!, hi: CAPITAL_GRID[k + 1] ?? Number.POSITIVE_INFINITY, open: true };
}
export const CAPITAL_LEAVES = 2 * CAPITAL_GRID.length;
