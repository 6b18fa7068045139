import { lazy, Suspense, useRef } from 'react';
import { Button, Empty, Spin } from 'antd';
import { StatusNotice } from '../../lib/StatusNotice.tsx';
import { ProductStatus, type GetShopDatasRequest, type ShopProduct } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { productArtForIndex } from './product-art.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductGridSkeleton } from './ProductGridSkeleton.tsx';
import { ShopTexts } from './texts.ts';
import { useShopProducts } from './use-shop-products.ts';
import { useListTopInView } from './use-list-top-in-view.ts';
import styles from './shop.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

export type ProductFilters = Omit<GetShopDatasRequest, 'page' | 'pagesize'>;

interface ProductListProps {
  filters?: ProductFilters;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Text when nothing matches (the spec's 暂无商品, 暂无热门数据, …). */
  emptyText: string;
  /** Opens a product (the detail dialog); a withdrawn product shows the spec's warning instead. */
  onOpenProduct?: (product: ShopProduct) => void;
  /** false for a fixed section (the hot six): no pagination under the cards */
  paginate?: boolean;
  /** narrower cards so a short fixed section (the hot six) fits on one row */
  compact?: boolean;
}

const ProductPager = lazy(() => import('./ProductPager.tsx'));

function errorReason(error: unknown): string {
  return isApiError(error) ? error.message : ShopTexts.unexpectedData;
}

/**
 * A page of product cards with its loading, empty and error states and numbered pagination. Another
 * page or filter brings the list's top into view when the user had scrolled below it.
 */
export function ProductList(props: ProductListProps) {
  const top = useRef<HTMLDivElement>(null);
  useListTopInView(top, `${props.page}|${JSON.stringify(props.filters ?? {})}`);
  return (
    <div ref={top} className={styles.listTop}>
      <ProductListBody {...props} />
    </div>
  );
}

function ProductListBody({
  filters,
  page,
  pageSize,
  onPageChange,
  emptyText,
  onOpenProduct,
  paginate = true,
  compact = false,
}: ProductListProps) {
  const { message } = useFeedback();
  const query = useShopProducts({ ...filters, page, pagesize: pageSize });

  if (query.isPending) return <ProductGridSkeleton count={pageSize} compact={compact} paginated={paginate} />;

  if (query.isError) {
    return (
      <StatusNotice
        status="warning"
        title={ShopTexts.loadFailedTitle}
        subTitle={errorReason(query.error)}
        extra={
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {ShopTexts.retry}
          </Button>
        }
      />
    );
  }

  const { res: products, count } = query.data;
  if (products.length === 0) {
    return <Empty className={styles.empty} description={emptyText} />;
  }

  const open = onOpenProduct
    ? (product: ShopProduct) => {
        if (product.status === ProductStatus.withdrawn) void message.warning(ShopTexts.withdrawnWarning);
        else onOpenProduct(product);
      }
    : undefined;
  const firstIndex = (page - 1) * pageSize;

  return (
    <Spin spinning={query.isPlaceholderData} description={ShopTexts.loadingProducts}>
      <ul
        className={compact ? `${styles.grid} ${styles.gridCompact}` : styles.grid}
        aria-label={ShopTexts.listLabel}
      >
        {products.map((product, i) => (
          <li key={product.shop_product_id} className={styles.gridItem}>
            <ProductCard product={product} art={productArtForIndex(firstIndex + i)} onOpen={open} />
          </li>
        ))}
      </ul>
      {paginate && count > pageSize ? (
        // the pager's room (as the skeleton keeps it) while its code loads
        <Suspense fallback={<div className={styles.paginationSkeleton} />}>
          <ProductPager page={page} pageSize={pageSize} total={count} onChange={onPageChange} />
        </Suspense>
      ) : null}
    </Spin>
  );
}
