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
