import { Button, Pagination, type PaginationProps } from 'antd';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

/** Numbered pages with worded previous and next buttons (the spec's "next" button). */
const pageItem: PaginationProps['itemRender'] = (_page, type, element) => {
  if (type === 'prev') return <Button size="small">{ShopTexts.prevPage}</Button>;
  if (type === 'next') return <Button size="small">{ShopTexts.nextPage}</Button>;
  return element;
};

interface ProductPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The numbered pages under a product list. Loaded on its own (ProductList): antd's Pagination brings
 * its Select (the page-size changer) with it, ~29 KiB the first screen of a phone never shows.
 */
export default function ProductPager({ page, pageSize, total, onChange }: ProductPagerProps) {
  return (
    <Pagination
      className={styles.pagination}
      align="center"
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      hideOnSinglePage
      showLessItems
      itemRender={pageItem}
      onChange={onChange}
    />
  );
}
