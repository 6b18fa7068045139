import { Fragment, type ReactNode } from 'react';
import { Empty, Pagination, Select, Skeleton, Typography } from 'antd';
import {
  QueryLimits,
  querySorts,
  type AdvancedQueryResult,
  type QuerySortKey,
  type SeekRow,
} from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import type { QueryState } from './query-params.ts';
import { QueryTexts as T } from './texts.ts';
import styles from './company-query.module.css';

const sortOptions = querySorts.map((s) => ({ value: s.key, label: s.label }));

/** "找到 N 家企业" with the sort, the page of companies (rows drawn by `renderRow`) and the pager. */
export function QueryResults({
  state,
  result,
  fetching,
  onChange,
  renderRow,
}: {
  state: QueryState;
  result: AdvancedQueryResult;
  /** a new page or sort is on its way (the last answer stays, dimmed) */
  fetching: boolean;
  onChange: (next: QueryState) => void;
  /** one company as an <li> (composed in app/: the data search's result row) */
  renderRow: (row: SeekRow) => ReactNode;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  // deep paging is what exports are for: the pager stops at the result window
  const pageable = Math.min(result.total, QueryLimits.maxResultWindow);
  return (
    <section className={styles.results} aria-label={T.resultsLabel} aria-busy={fetching}>
      <div className={styles.resultBar}>
        <Typography.Text className={styles.found} role="status">
          {T.found(result.total)}
        </Typography.Text>
        <Select<QuerySortKey>
          aria-label={T.sortLabel}
          className={styles.sort}
          value={state.sort}
          options={sortOptions}
          onChange={(sort) => onChange({ ...state, sort, page: 1 })}
          popupMatchSelectWidth={false}
        />
      </div>
      {result.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.nothingFound} className={styles.empty} />
      ) : (
        <ol className={fetching ? `${styles.list} ${styles.listFetching}` : styles.list}>
          {result.list.map((row) => (
            <Fragment key={row.company_id}>{renderRow(row)}</Fragment>
          ))}
        </ol>
      )}
      {result.total > 0 ? (
        <div className={styles.pager}>
          {result.total > QueryLimits.maxResultWindow ? (
            <span className={styles.hint}>{T.tooMany}</span>
          ) : null}
          <Pagination
            current={state.page}
            pageSize={state.limit}
            total={pageable}
            showSizeChanger
            pageSizeOptions={QueryLimits.pageSizes.map(String)}
            simple={phone}
            showTotal={phone ? undefined : () => T.pagerTotal(formatCount(result.total))}
            onChange={(page, limit) => onChange({ ...state, page: limit === state.limit ? page : 1, limit })}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The shape of a result while the first answer is on its way. */
export function QueryResultsSkeleton() {
  return (
    <div className={styles.results} aria-busy="true">
      <Skeleton active title={{ width: 160 }} paragraph={false} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 56 }} paragraph={{ rows: 3 }} />
      ))}
    </div>
  );
}
