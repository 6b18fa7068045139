import { lazy, Suspense } from 'react';
import type { PaginationProps } from 'antd';
import styles from './lazy-pagination.module.css';

const Pagination = lazy(() => import('antd/es/pagination'));

/**
 * antd's Pagination, loaded when a list first needs one: it brings its page-size Select and the
 * Select's virtual list (about 20 KiB of script), which a page's first screen does not need. Until
 * then its row keeps its height, so nothing moves when it arrives. A list of one page gets no pager:
 * nothing with `hideOnSinglePage`, else only the total `showTotal` writes (antd's look, no script).
 */
export function LazyPagination(props: PaginationProps) {
  const { hideOnSinglePage, showTotal, total = 0, pageSize = 10, align, style } = props;
  const height = props.size === 'small' ? 24 : 32;
  if (total <= pageSize) {
    if (hideOnSinglePage || !showTotal) return null;
    const justifyContent = align === 'end' ? 'flex-end' : align === 'center' ? 'center' : undefined;
    return (
      <div
        className={styles.single}
        style={{ minHeight: height, lineHeight: `${height}px`, justifyContent, ...style }}
      >
        {showTotal(total, [total === 0 ? 0 : 1, total])}
      </div>
    );
  }
  return (
    <Suspense fallback={<div style={{ height }} />}>
      <Pagination {...props} />
    </Suspense>
  );
}
