import { sql, type RawBuilder } from 'kysely';
import { literalLikePattern } from './text-match.ts';

/** The distinct two-character pieces of a keyword, as public.qishu_bigrams cuts a text. */
function bigramsOf(keyword: string): string[] {
  const chars = Array.from(keyword.toLowerCase());
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/**
 * PostgreSQL: `text` holds the keyword (case-insensitive), answered by a GIN index over
 * public.qishu_bigrams(text) (the search fields of 0014, former names of 0026): a two-character
 * keyword is one bigram of the index (exact), a longer one must hold all its bigrams and is
 * rechecked with ILIKE, one character is a plain ILIKE.
 */
export function textHolds(text: RawBuilder<unknown>, keyword: string) {
  const grams = bigramsOf(keyword);
  const like = sql<boolean>`${text} ilike ${literalLikePattern(keyword)} escape '\\'`;
  if (grams.length === 0) return like;
  const indexed = sql<boolean>`public.qishu_bigrams(${text}) @> ${sql.val(grams)}::text[]`;
  return grams.length === 1 && Array.from(keyword).length === 2
    ? indexed
    : sql<boolean>`(${indexed} and ${like})`;
}
