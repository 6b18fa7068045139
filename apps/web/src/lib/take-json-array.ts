/**
 * The array in the `<script type="application/json">` element with this id, which the server or the
 * build wrote into the page; the element is removed once read (it is read once, at start). An absent
 * or unreadable element gives an empty array.
 */
export function takeJsonArray(id: string): unknown[] {
  const element = document.getElementById(id);
  if (!element) return [];
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent || '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
