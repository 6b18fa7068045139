/**
 * The value in the `<script type="application/json">` element with this id, which the server or the
 * build wrote into the page; the element is removed once read (it is read once, at start). An absent
 * or unreadable element gives `undefined`.
 */
export function takeJson(id: string): unknown {
  const element = document.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/** {@link takeJson} for an array: anything else gives an empty array. */
export function takeJsonArray(id: string): unknown[] {
  const value = takeJson(id);
  return Array.isArray(value) ? value : [];
}
