import { ShopPageSize, type ShopProduct } from '@qishu/contract';
import { usePageParam } from '../../lib/use-page-param.ts';
import { ProductList, type ProductFilters } from './ProductList.tsx';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

const hotOnly: ProductFilters = { is_hot: 1 };

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
