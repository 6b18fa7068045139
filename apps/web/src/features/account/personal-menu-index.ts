/**
 * The personal centre's left-menu index, kept for the session (data-shop.md §2): 0 my orders
 * (sub-items Unpaid = 5, Paid = 6), 1 my cart, 2 my data, 3 my profile, 4 change password; ours:
 * 7 my messages.
 */
export const PERSONAL_INDEX_KEY = 'maninIndex';

export const PersonalIndex = {
  orders: 0,
  cart: 1,
  record: 2,
  person: 3,
  change: 4,
  unpaid: 5,
  paid: 6,
  msg: 7,
} as const;

export function readPersonalIndex(): number | null {
  const value = Number(sessionStorage.getItem(PERSONAL_INDEX_KEY));
  return sessionStorage.getItem(PERSONAL_INDEX_KEY) !== null && Number.isInteger(value) ? value : null;
}

export function storePersonalIndex(index: number): void {
  sessionStorage.setItem(PERSONAL_INDEX_KEY, String(index));
}
