import { useState } from 'react';
import type { ShopProduct } from '@qishu/contract';
import { PersonalCenterPage } from '../../features/account/PersonalCenterPage.tsx';
import { PersonalHeader } from '../../features/auth/PersonalHeader.tsx';
import type { PurchaseProduct } from '../../features/purchase/PurchaseModal.tsx';
import { useUnreadCount } from '../../lib/queries/messages.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { RequireSession } from '../auth/RequireSession.tsx';
import { ProductDetailModal, PurchaseModal } from '../shop-shell/lazy-product-modals.tsx';
import {
  CartSection,
  ChangePasswordForm,
  InboxList,
  MyDataSection,
  OrdersSection,
  ProfileForm,
} from './lazy-sections.tsx';

type Opened = { product: ShopProduct } | { productId: number } | null;

/**
 * /manin/*: the guarded personal centre with the identity, cart, order, data and message screens
 * plugged in (我的消息 carries the unread count: staff's decisions on custom requests arrive there).
 * The cart's 立即购买 and the detail's 立即购买 (an order card opens the detail) open the purchase modal.
 */
export function PersonalCentreRoute() {
  const [opened, setOpened] = useState<Opened>(null);
  const [buying, setBuying] = useState<PurchaseProduct | null>(null);
  const unread = useUnreadCount(useCurrentUser());
  const sections = {
    manorder: <OrdersSection onOpenProduct={(productId) => setOpened({ productId })} />,
    cart: <CartSection onOpenProduct={(product) => setOpened({ product })} onBuy={setBuying} />,
    record: <MyDataSection />,
    msg: <InboxList />,
    person: <ProfileForm />,
    change: <ChangePasswordForm />,
  };
  return (
    <RequireSession shop>
      <PersonalCenterPage
        header={<PersonalHeader />}
        sections={sections}
        badges={{ msg: unread.data ?? 0 }}
      />
      <ProductDetailModal
        open={opened !== null}
        product={opened && 'product' in opened ? opened.product : null}
        productId={opened && 'productId' in opened ? opened.productId : null}
        onClose={() => setOpened(null)}
        onBuy={(product) => {
          setOpened(null);
          setBuying(product);
        }}
      />
      <PurchaseModal product={buying} open={buying !== null} onClose={() => setBuying(null)} />
    </RequireSession>
  );
}
