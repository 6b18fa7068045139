import { useState } from 'react';
import type { ShopProduct } from '@qishu/contract';
import { ProductDetailModal } from '../../features/product-detail/ProductDetailModal.tsx';
import { MallPage } from '../../features/shop/MallPage.tsx';
import { PopularPage } from '../../features/shop/PopularPage.tsx';

/** The product detail modal over a browsing page: a product card click opens it. */
function useProductModal() {
  const [product, setProduct] = useState<ShopProduct | null>(null);
  const modal = (
    <ProductDetailModal product={product} open={product !== null} onClose={() => setProduct(null)} />
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
