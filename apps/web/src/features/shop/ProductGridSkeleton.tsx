import { Skeleton } from 'antd';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

interface ProductGridSkeletonProps {
  count: number;
  /** the narrower cards of a fixed section (the hot six), as the list will show them */
  compact?: boolean;
  /** keeps the pagination's room under the cards (most lists have more than one page) */
  paginated?: boolean;
}

/**
 * Placeholder cards in the shape of the grid while the first page loads: the same columns, card
 * height and pagination room as the loaded list, so nothing below moves when the products arrive.
 */
export function ProductGridSkeleton({ count, compact = false, paginated = false }: ProductGridSkeletonProps) {
  return (
    <div aria-busy="true" aria-label={ShopTexts.loadingProducts} role="status">
      <div className={compact ? `${styles.grid} ${styles.gridCompact}` : styles.grid}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.card}>
            <div className={styles.cardArtSkeleton} />
            <div className={styles.cardBody}>
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </div>
          </div>
        ))}
      </div>
      {paginated ? <div className={styles.paginationSkeleton} /> : null}
    </div>
  );
}
