/** A part of a change record's text: kept, or only on one side. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

/** Lists as the registry writes them: 张三、李四 or 股东甲；股东乙. */
const LIST_SEPARATOR = /([、；;，,])/;

function splitList(text: string): string[] {
  return text.split(LIST_SEPARATOR);
}

/**
 * Marks what differs between a change's before and after text, for each side. Lists (shareholders,
 * executives) compare item by item — an item missing on the other side is marked; other texts
 * (names, addresses, amounts, scopes) keep their common beginning and end and mark the middle.
 * Enough for registry records, which change one thing at a time; not a general diff.
 */
export function diffChange(before: string, after: string): { before: DiffPart[]; after: DiffPart[] } {
  const beforeItems = splitList(before);
  const afterItems = splitList(after);
  if (beforeItems.length > 1 || afterItems.length > 1) {
    const mark = (items: string[], other: Set<string>): DiffPart[] =>
      items
        .filter((item) => item !== '')
        .map((item) => ({ text: item, changed: !LIST_SEPARATOR.test(item) && !other.has(item.trim()) }));
    const trimmed = (items: string[]) => new Set(items.map((i) => i.trim()));
    return { before: mark(beforeItems, trimmed(afterItems)), after: mark(afterItems, trimmed(beforeItems)) };
  }
  const a = [...before];
  const b = [...after];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const side = (chars: string[]): DiffPart[] =>
    [
      { text: chars.slice(0, start).join(''), changed: false },
      { text: chars.slice(start, chars.length - end).join(''), changed: true },
      { text: chars.slice(chars.length - end).join(''), changed: false },
    ].filter((part) => part.text !== '');
  return { before: side(a), after: side(b) };
}
