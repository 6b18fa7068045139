/**
 * Storage kept in memory, for the server's renderer (first-screen-render.tsx): Node has no
 * localStorage or sessionStorage, and the app's session lives there. `installMemoryStorage` puts a
 * fresh pair on `globalThis` and answers the function that takes them away again.
 */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

type StorageGlobals = { localStorage?: Storage; sessionStorage?: Storage };

export function installMemoryStorage(): () => void {
  const globals = globalThis as StorageGlobals;
  const before = { localStorage: globals.localStorage, sessionStorage: globals.sessionStorage };
  globals.localStorage = new MemoryStorage();
  globals.sessionStorage = new MemoryStorage();
  return () => {
    globals.localStorage = before.localStorage;
    globals.sessionStorage = before.sessionStorage;
  };
}
