import { ShopPageSize } from '@qishu/contract';
import { useNavigate } from 'react-router';
import { usePageParam } from '../../lib/use-page-param.ts';
import { useLoginGate } from '../../lib/session/index.ts';
import { MallBanner } from './MallBanner.tsx';
import { ProductList } from './ProductList.tsx';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

/** /mall: the banner and the product list (categories and filters arrive with the shop issue). */
export function MallPage() {
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const { loggedIn, openLogin } = useLoginGate();
  return (
    <>
      <MallBanner onCustomData={() => (loggedIn ? void navigate('/custom') : openLogin())} />
      <section className={styles.section} aria-labelledby="mall-list-title">
        <header className={styles.sectionHeader}>
          <h2 id="mall-list-title" className={styles.sectionTitle}>
            {ShopTexts.mallListTitle}
          </h2>
        </header>
        <ProductList
          page={page}
          pageSize={ShopPageSize.mall}
          onPageChange={setPage}
          emptyText={ShopTexts.productsEmpty}
        />
      </section>
    </>
  );
}
