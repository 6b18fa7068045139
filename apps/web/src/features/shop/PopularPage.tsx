import { ShopPageSize, type ShopProduct } from '@qishu/contract';
import { usePageParam } from '../../lib/use-page-param.ts';
import { hotOnly } from './mall-sections.ts';
import { ProductList } from './ProductList.tsx';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

/** /popular: the products marked hot. */
export function PopularPage({ onOpenProduct }: { onOpenProduct?: (product: ShopProduct) => void } = {}) {
  const [page, setPage] = usePageParam();
  return (
    <section aria-labelledby="popular-title">
      <header className={styles.sectionHeader}>
        <h1 id="popular-title" className={styles.sectionTitle}>
          {ShopTexts.popularTitle}
        </h1>
        <p className={styles.sectionSubtitle}>{ShopTexts.popularSubtitle}</p>
      </header>
      <ProductList
        filters={hotOnly}
        page={page}
        pageSize={ShopPageSize.mall}
        onPageChange={setPage}
        emptyText={ShopTexts.hotEmpty}
        onOpenProduct={onOpenProduct}
      />
    </section>
  );
}
