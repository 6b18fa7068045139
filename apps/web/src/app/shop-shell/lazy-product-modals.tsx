import { lazyDialog } from '../../lib/lazy-dialog.tsx';

/**
 * The product detail and purchase modals, each loaded the first time it opens: their tables, forms,
 * steps and payment code stay off the shop's first page.
 */
export const ProductDetailModal = lazyDialog(() =>
  import('../../features/product-detail/ProductDetailModal.tsx').then((m) => m.ProductDetailModal),
);

export const PurchaseModal = lazyDialog(() =>
  import('../../features/purchase/PurchaseModal.tsx').then((m) => m.PurchaseModal),
);
