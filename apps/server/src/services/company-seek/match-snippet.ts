import type { SeekField } from '@qishu/contract';

/** Characters shown on each side of the keyword in a match snippet. */
export const SNIPPET_SIDE = 20;

/** The texts of a company a keyword may be found in besides its name, in the order they are tried. */
export interface MatchTexts {
  name: string;
  legal_person: string;
  /** shareholder names separated by '、' */
  shareholders: string;
  address: string;
  scope: string;
}

/** The text around the first occurrence of `keyword` in `text` (case-insensitive), or null. */
export function snippet(text: string, keyword: string): string | null {
  const chars = Array.from(text);
  const lower = chars.map((c) => c.toLowerCase());
  const k = Array.from(keyword.toLowerCase());
  if (k.length === 0) return null;
  outer: for (let i = 0; i + k.length <= lower.length; i++) {
    for (let j = 0; j < k.length; j++) if (lower[i + j] !== k[j]) continue outer;
    const from = Math.max(0, i - SNIPPET_SIDE);
    const to = Math.min(chars.length, i + k.length + SNIPPET_SIDE);
    return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`;
  }
  return null;
}

/**
 * Where a keyword was found besides the name, with the text around it: null when the name holds it
 * (the name is shown highlighted) or there is no keyword. Tried in relevance order: legal
 * representative, shareholders, address, business scope. A keyword the index matched across the
 * legal person and the shareholders (e.g. "张三、李") is shown in their joined text.
 */
export function matchOf(
  texts: MatchTexts,
  keyword: string | undefined,
): { field: SeekField; text: string } | null {
  const k = keyword?.trim();
  if (!k) return null;
  if (texts.name.toLowerCase().includes(k.toLowerCase())) return null;
  const tries: [SeekField, string][] = [
    ['legal_person', texts.legal_person],
    ['person', texts.shareholders],
    ['address', texts.address],
    ['scope', texts.scope],
    ['person', `${texts.legal_person}、${texts.shareholders}`],
  ];
  for (const [field, text] of tries) {
    const s = snippet(text, k);
    if (s !== null) return { field, text: s };
  }
  return null;
}
