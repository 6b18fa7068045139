import { lazy, Suspense } from 'react';
import { ShopPageSize, type ShopProduct } from '@qishu/contract';
import { Link, useNavigate } from 'react-router';
import { useLoginGate } from '../../lib/session/index.ts';
import { BelowFirstScreen } from './BelowFirstScreen.tsx';
import { MallBanner } from './MallBanner.tsx';
import { byRecordCount, hotOnly } from './mall-sections.ts';
import { ProductList } from './ProductList.tsx';
import { ShopTexts } from './texts.ts';
import { isFiltered, listFilters, useMallQuery } from './use-mall-query.ts';
import styles from './shop.module.css';

interface MallPageProps {
  /** Opens a product (the detail dialog, composed in app/); withdrawn products warn instead. */
  onOpenProduct?: (product: ShopProduct) => void;
}

// below the first screen, loaded when drawn: the topics (antd's Card brings its Tabs), the category
// tabs and menu, and the filters' year, region and label pickers
const SpecialSubjects = lazy(() =>
  import('./SpecialSubjects.tsx').then((m) => ({ default: m.SpecialSubjects })),
);
const CategoryBrowser = lazy(() =>
  import('./CategoryBrowser.tsx').then((m) => ({ default: m.CategoryBrowser })),
);
const MallFilters = lazy(() => import('./MallFilters.tsx').then((m) => ({ default: m.MallFilters })));

/**
 * /mall: the banner, the hot six, the high-quality list (5 a page, the shop-home reading) and the
 * browsable list (category tabs, subcategory menu, topic panel, filters, 10 a page). Filters and
 * pages live in the address. The topics and the browsable list sit below the first screen: they are
 * drawn when scrolled near (or once the page is idle), unless the address already works in the list.
 */
export function MallPage({ onOpenProduct }: MallPageProps = {}) {
  const navigate = useNavigate();
  const { loggedIn, openLogin } = useLoginGate();
  const [query, update] = useMallQuery();
  const filtered = isFiltered(query);
  // a user who came back to a page or filter of the list is working below the first screen
  const working = filtered || query.page > 1;

  return (
    <>
      <MallBanner onCustomData={() => (loggedIn ? void navigate('/custom') : openLogin())} />

      <section className={styles.section} aria-labelledby="mall-hot-title">
        <header className={styles.sectionHeader}>
          <h2 id="mall-hot-title" className={styles.sectionTitle}>
            {ShopTexts.hotSectionTitle}
          </h2>
          <Link className={styles.sectionMore} to="/popular">
            {ShopTexts.hotMore}
          </Link>
        </header>
        <ProductList
          filters={hotOnly}
          page={1}
          pageSize={ShopPageSize.hot}
          onPageChange={() => {}}
          paginate={false}
          compact
          emptyText={ShopTexts.hotEmpty}
          onOpenProduct={onOpenProduct}
        />
      </section>

      <section className={styles.section} aria-labelledby="mall-quality-title">
        <header className={styles.sectionHeader}>
          <h2 id="mall-quality-title" className={styles.sectionTitle}>
            {ShopTexts.qualityTitle}
          </h2>
          <p className={styles.sectionSubtitle}>{ShopTexts.qualitySubtitle}</p>
        </header>
        <ProductList
          filters={byRecordCount}
          page={query.qpage}
          pageSize={ShopPageSize.home}
          onPageChange={(qpage) => update({ qpage })}
          emptyText={ShopTexts.qualityEmpty}
          onOpenProduct={onOpenProduct}
        />
      </section>

      <BelowFirstScreen eager={working} minHeight={420}>
        <SpecialSubjects onOpenProduct={onOpenProduct} />
      </BelowFirstScreen>

      <BelowFirstScreen eager={working} minHeight={1200}>
        <CategoryBrowser cate={query.cate} sub={query.sub} onSelect={update}>
          <Suspense fallback={<div className={`${styles.filters} ${styles.filtersPending}`} />}>
            <MallFilters query={query} onChange={update} />
          </Suspense>
          <ProductList
            filters={listFilters(query)}
            page={query.page}
            pageSize={ShopPageSize.mall}
            onPageChange={(page) => update({ page })}
            emptyText={filtered ? ShopTexts.filteredEmpty : ShopTexts.productsEmpty}
            onOpenProduct={onOpenProduct}
          />
        </CategoryBrowser>
      </BelowFirstScreen>
    </>
  );
}
