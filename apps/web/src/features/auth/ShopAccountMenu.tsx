import type { UserInfo } from '@qishu/contract';
import { AccountDropdown } from './AccountDropdown.tsx';
import { AccountMenuTexts as T } from './texts.ts';

// the avatar's address, long imported from here by the profile and lock screens
export { avatarSrc } from './AccountDropdown.tsx';

/** The user dropdown of data-shop.md §2, keyed by route (or `logout`). */
export const shopAccountLinks = [
  { key: '/manin/manorder', label: T.orders },
  { key: '/manin/cart', label: T.cart },
  { key: '/manin/record', label: T.data },
  { key: '/manin/person', label: T.profile },
  { key: '/manin/change', label: T.changePassword },
] as const;

/** Replaces the shop's 登录 button once someone is signed in. */
export function ShopAccountMenu({ user }: { user: UserInfo }) {
  return (
    <AccountDropdown
      user={user}
      name={user.realname || user.show_name || user.username}
      links={shopAccountLinks}
    />
  );
}
