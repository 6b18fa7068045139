import { Fragment, type ReactNode } from 'react';
import { Empty, Pagination, Select, Skeleton, Space, Typography } from 'antd';
import { formatCount } from '../format.ts';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import styles from './company-results.module.css';

/** The list's classes, for a page that lists companies its own way (全部企业: no sort, its own pager). */
export const resultListClasses = styles;

/** What a result list says (each search its own words). */
export interface ResultListTexts {
  resultsLabel: string;
  sortLabel: string;
  /** "找到 N 家企业" */
  found: (total: number) => string;
  nothingFound: string;
  /** past the result window: narrow the search */
  tooMany: string;
  pagerTotal: (total: string) => string;
}

/**
 * A page of companies as the data search and the advanced query show it: "找到 N 家企业" with the
 * sort (and the caller's buttons), the rows (drawn by the caller, one <li> each), and the pager,
 * which stops at the result window (deep paging is what exports are for).
 */
export function CompanyResultList<Row extends { company_id: number }, Sort extends string>({
  texts: T,
  total,
  rows,
  renderRow,
  sort,
  sortOptions,
  onSort,
  page,
  limit,
  pageSizes,
  maxResultWindow,
  onPage,
  fetching,
  actions,
  className,
}: {
  texts: ResultListTexts;
  total: number;
  rows: readonly Row[];
  renderRow: (row: Row) => ReactNode;
  sort: Sort;
  sortOptions: { value: Sort; label: string }[];
  onSort: (sort: Sort) => void;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  maxResultWindow: number;
  /** a new page, or page size (then page 1) */
  onPage: (page: number, limit: number) => void;
  /** a new page or condition is on its way (the last answer stays, dimmed) */
  fetching: boolean;
  /** buttons beside the sort */
  actions?: ReactNode;
  className?: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const pageable = Math.min(total, maxResultWindow);
  return (
    <section
      className={className ? `${styles.results} ${className}` : styles.results}
      aria-label={T.resultsLabel}
      aria-busy={fetching}
    >
      <div className={styles.resultBar}>
        <Typography.Text className={styles.found} role="status">
          {T.found(total)}
        </Typography.Text>
        <Space wrap size={8}>
          <Select<Sort>
            aria-label={T.sortLabel}
            className={styles.sort}
            value={sort}
            options={sortOptions}
            onChange={onSort}
            popupMatchSelectWidth={false}
          />
          {actions}
        </Space>
      </div>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.nothingFound} className={styles.empty} />
      ) : (
        <ol className={fetching ? `${styles.list} ${styles.listFetching}` : styles.list}>
          {rows.map((row) => (
            <Fragment key={row.company_id}>{renderRow(row)}</Fragment>
          ))}
        </ol>
      )}
      {total > 0 ? (
        <div className={styles.pager}>
          {total > maxResultWindow ? <span className={styles.hint}>{T.tooMany}</span> : null}
          <Pagination
            current={page}
            pageSize={limit}
            total={pageable}
            showSizeChanger
            pageSizeOptions={pageSizes.map(String)}
            simple={phone}
            showTotal={phone ? undefined : () => T.pagerTotal(formatCount(total))}
            onChange={(next, nextLimit) => onPage(nextLimit === limit ? next : 1, nextLimit)}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The shape of a result list while the first answer is on its way. */
export function CompanyResultListSkeleton({ className }: { className?: string }) {
  return (
    <div className={className ? `${styles.results} ${className}` : styles.results} aria-busy="true">
      <Skeleton active title={{ width: 160 }} paragraph={false} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 56 }} paragraph={{ rows: 3 }} />
      ))}
    </div>
  );
}
