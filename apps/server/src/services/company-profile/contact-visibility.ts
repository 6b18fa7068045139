import { maskContact, type ContactKind } from '@qishu/contract';
import { permits } from '../access/permits.ts';
import type { AuthContext } from '../identity/session-service.ts';

/** Whether the caller's role may see companies' contact values unmasked (data:search:contact). */
export const contactVisible = (auth: AuthContext): boolean => permits(auth, 'data:search:contact');

/** A contact value as the caller may see it: itself, masked, or null when there is none. */
export function shownContact(kind: ContactKind, value: string | null, visible: boolean): string | null {
  if (value === null) return null;
  return visible ? value : maskContact(kind, value);
}
