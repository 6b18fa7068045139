import { useState } from 'react';
import type { ShopProduct } from '@qishu/contract';
import type { PurchaseProduct } from '../../features/purchase/PurchaseModal.tsx';
import { MallPage } from '../../features/shop/MallPage.tsx';
import { PopularPage } from '../../features/shop/PopularPage.tsx';
import { ProductDetailModal, PurchaseModal } from './lazy-product-modals.tsx';

/**
 * The product detail modal over a browsing page: a product card click opens it; its 立即购买 (login and
 * shelf already checked by the detail) closes it and opens the purchase modal for that product.
 */
function useProductModal() {
  const [product, setProduct] = useState<ShopProduct | null>(null);
  const [buying, setBuying] = useState<PurchaseProduct | null>(null);
  const modal = (
    <>
      <ProductDetailModal
        product={product}
        open={product !== null}
        onClose={() => setProduct(null)}
        onBuy={(chosen) => {
          setProduct(null);
          setBuying(chosen);
        }}
      />
      <PurchaseModal product={buying} open={buying !== null} onClose={() => setBuying(null)} />
    </>
  );
  return { open: setProduct, modal };
}

/** /mall with the detail modal. */
export function MallRoute() {
  const { open, modal } = useProductModal();
  return (
    <>
      <MallPage onOpenProduct={open} />
      {modal}
    </>
  );
}

/** /popular with the detail modal. */
export function PopularRoute() {
  const { open, modal } = useProductModal();
  return (
    <>
      <PopularPage onOpenProduct={open} />
      {modal}
    </>
  );
}
