/** Search form values → query fields (minutes in China time), shared by every list page. */
export { rangeQuery, searchQuery } from '../../lib/admin-ui/index.ts';

/** A stored UTC time shown as YYYY-MM-DD HH:mm in Asia/Shanghai (the app's one formatter). */
export { formatDateTime as formatTime } from '../../lib/format.ts';

/** "Mozilla/5.0 (Windows NT 10.0; …) Chrome/131.0 …" → "Chrome 131 · Windows". */
export function shortUserAgent(ua: string | null): string {
  if (!ua) return '';
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(ua)?.[1]}`
      : /Firefox\/(\d+)/.test(ua)
        ? `Firefox ${/Firefox\/(\d+)/.exec(ua)?.[1]}`
        : /Chrome\/(\d+)/.test(ua)
          ? `Chrome ${/Chrome\/(\d+)/.exec(ua)?.[1]}`
          : /Version\/(\d+).*Safari/.test(ua)
            ? `Safari ${/Version\/(\d+)/.exec(ua)?.[1]}`
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser) return os ? `${browser} · ${os}` : browser;
  return ua.length > 24 ? `${ua.slice(0, 24)}…` : ua;
}
