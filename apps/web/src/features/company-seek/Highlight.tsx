import styles from './company-seek.module.css';

/**
 * Splits `text` at every occurrence of `keyword` (case-insensitive): [plain, match, plain, …],
 * odd indexes being the matches. Without a keyword the text is one plain part.
 */
export function splitMatches(text: string, keyword: string | null | undefined): string[] {
  const needle = keyword?.trim().toLowerCase();
  if (!needle) return [text];
  const haystack = text.toLowerCase();
  const parts: string[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + needle.length));
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** `text` with the keyword's occurrences marked, as the registry search sites show them. */
export function Highlight({ text, keyword }: { text: string; keyword?: string | null }) {
  const parts = splitMatches(text, keyword);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className={styles.mark}>
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
