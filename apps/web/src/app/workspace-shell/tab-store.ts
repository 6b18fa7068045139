import type { OpenTab } from '@qishu/contract';
import { TAB_LIST_KEY } from '../../lib/session/index.ts';

/** The opened tabs live in sessionStorage under `tabList` (a new sign-in clears it). */
const listeners = new Set<() => void>();

export function readTabsText(): string | null {
  return sessionStorage.getItem(TAB_LIST_KEY);
}

export function parseTabs(text: string | null): OpenTab[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (t): t is OpenTab =>
        typeof t === 'object' &&
        t !== null &&
        typeof (t as OpenTab).path === 'string' &&
        typeof (t as OpenTab).title === 'string',
    );
  } catch {
    return [];
  }
}

export function readTabs(): OpenTab[] {
  return parseTabs(readTabsText());
}

export function writeTabs(tabs: readonly OpenTab[]): void {
  const text = JSON.stringify(tabs);
  if (text === readTabsText()) return;
  sessionStorage.setItem(TAB_LIST_KEY, text);
  listeners.forEach((listener) => listener());
}

export function subscribeTabs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The query string each open tab last had (`/data/seek` → `?keyword=…`), so going back to a tab
 * returns to the search or page it showed rather than its bare address.
 */
const TAB_SEARCH_KEY = 'tabSearch';

function readSearches(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(TAB_SEARCH_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberTabSearch(path: string, search: string): void {
  const searches = readSearches();
  if ((searches[path] ?? '') === search) return;
  if (search) searches[path] = search;
  else delete searches[path];
  sessionStorage.setItem(TAB_SEARCH_KEY, JSON.stringify(searches));
}

/** A tab's address with the query string it last had. */
export function tabHref(path: string): string {
  const search = readSearches()[path];
  return typeof search === 'string' && search.startsWith('?') ? `${path}${search}` : path;
}
