/**
 * The unmatched lines as files the user saves (their own data, no capacity used): .txt one per
 * line, .csv one column with a header, both with a BOM so Excel in Chinese opens them as UTF-8.
 */
const BOM = '\uFEFF';

export function unmatchedText(lines: readonly string[]): string {
  return lines.join('\r\n') + '\r\n';
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is neutralised. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function unmatchedCsv(lines: readonly string[], header: string): string {
  return [header, ...lines].map(csvField).join('\r\n') + '\r\n';
}

/** Saves `text` as `fileName` (a blob URL clicked from a temporary link). */
export function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([BOM + text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
