import { lazy } from 'react';

/**
 * The personal centre's screens, each loaded when its page is opened: /manin/person does not carry the
 * cart's table or the messages' list, and /manin/cart not the profile form. PersonalCenterPage shows a
 * skeleton of the screen's room while its code arrives.
 */
export const OrdersSection = lazy(() =>
  import('../../features/orders/OrdersSection.tsx').then((m) => ({ default: m.OrdersSection })),
);
export const CartSection = lazy(() =>
  import('../../features/cart/CartSection.tsx').then((m) => ({ default: m.CartSection })),
);
export const MyDataSection = lazy(() =>
  import('./MyDataSection.tsx').then((m) => ({ default: m.MyDataSection })),
);
// the shop's own list of the message centre (the workspaces' table is MessageCentre)
export const InboxList = lazy(() =>
  import('../../features/messages/InboxList.tsx').then((m) => ({ default: m.InboxList })),
);
// the profile form is also a workspace page: one lazy component for both
export { ProfileForm } from '../lazy-pages.ts';
export const ChangePasswordForm = lazy(() =>
  import('../../features/auth/ChangePasswordForm.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);
