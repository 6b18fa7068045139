import { Card, Skeleton } from 'antd';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

/** Placeholder cards in the shape of the grid while the first page loads. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true" aria-label={ShopTexts.loadingProducts} role="status">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className={styles.card} cover={<div className={styles.cardArtSkeleton} />}>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </Card>
      ))}
    </div>
  );
}
