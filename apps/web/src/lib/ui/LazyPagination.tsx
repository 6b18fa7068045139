import { lazy, Suspense } from 'react';
import type { PaginationProps } from 'antd';

const Pagination = lazy(() => import('antd/es/pagination'));

/**
 * antd's Pagination, loaded when a list first shows it: it brings its page-size Select and the
 * Select's virtual list (about 20 KiB of script), which a page's first screen does not need. Until
 * then its row keeps its height, so nothing moves when it arrives.
 */
export function LazyPagination(props: PaginationProps) {
  // a pager that would hide itself on one page is not drawn at all: no placeholder's gap
  const { hideOnSinglePage, total = 0, pageSize = 10 } = props;
  if (hideOnSinglePage && total <= pageSize) return null;
  return (
    <Suspense fallback={<div style={{ height: props.size === 'small' ? 24 : 32 }} />}>
      <Pagination {...props} />
    </Suspense>
  );
}
