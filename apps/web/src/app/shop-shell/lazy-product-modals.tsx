import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import type { ProductDetailModal as DetailModal } from '../../features/product-detail/ProductDetailModal.tsx';
import type { PurchaseModal as BuyModal } from '../../features/purchase/PurchaseModal.tsx';

/**
 * The product detail and purchase modals, each loaded the first time it opens: their tables, forms,
 * steps and payment code stay off the shop's first page. Once loaded a modal stays mounted, so its
 * closing animation plays as before.
 */
const DetailChunk = lazy(() =>
  import('../../features/product-detail/ProductDetailModal.tsx').then((m) => ({
    default: m.ProductDetailModal,
  })),
);
const PurchaseChunk = lazy(() =>
  import('../../features/purchase/PurchaseModal.tsx').then((m) => ({ default: m.PurchaseModal })),
);

export function ProductDetailModal(props: ComponentProps<typeof DetailModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DetailChunk {...props} />
    </Suspense>
  );
}

export function PurchaseModal(props: ComponentProps<typeof BuyModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseChunk {...props} />
    </Suspense>
  );
}
