/** Cuts text to at most `maxBytes` bytes of UTF-8 without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let out = '';
  for (const ch of text) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (bytes + n > maxBytes) break;
    bytes += n;
    out += ch;
  }
  return out;
}

/** RFC 3339 in Beijing time, as WeChat Pay wants it: `2026-11-22T20:15:00+08:00`. */
export function rfc3339Beijing(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}
