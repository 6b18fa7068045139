import type { ReactNode } from 'react';
import { Empty, Pagination, Select, Skeleton, Space, Typography } from 'antd';
import { SeekLimits, seekSorts, type SeekResult, type SeekSortKey } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { SeekResultRow } from './SeekResultRow.tsx';
import type { SeekState } from './seek-params.ts';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

const sortOptions = seekSorts.map((s) => ({ value: s.key, label: s.label }));

/** "找到 N 家企业" with the sort, then the page of companies and the pager. */
export function SeekResults({
  state,
  result,
  fetching,
  onChange,
  actions,
}: {
  state: SeekState;
  result: SeekResult;
  /** buttons beside the sort (composed in app/: 保存搜索) */
  actions?: ReactNode;
  /** a new page or condition is on its way (the last answer stays, dimmed) */
  fetching: boolean;
  onChange: (next: SeekState) => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const keyword = state.keyword ?? '';
  // deep paging is what exports are for: the pager stops at the result window
  const pageable = Math.min(result.total, SeekLimits.maxResultWindow);
  return (
    <section className={styles.results} aria-label={T.resultsLabel} aria-busy={fetching}>
      <div className={styles.resultBar}>
        <Typography.Text className={styles.found} role="status">
          {T.found(result.total)}
        </Typography.Text>
        <Space wrap size={8}>
          <Select<SeekSortKey>
            aria-label={T.sortLabel}
            className={styles.sort}
            value={state.sort}
            options={sortOptions}
            onChange={(sort) => onChange({ ...state, sort, page: 1 })}
            popupMatchSelectWidth={false}
          />
          {actions}
        </Space>
      </div>
      {result.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.nothingFound} className={styles.empty} />
      ) : (
        <ol className={fetching ? `${styles.list} ${styles.listFetching}` : styles.list}>
          {result.list.map((row) => (
            <SeekResultRow key={row.company_id} row={row} keyword={keyword} />
          ))}
        </ol>
      )}
      {result.total > 0 ? (
        <div className={styles.pager}>
          {result.total > SeekLimits.maxResultWindow ? (
            <span className={styles.hint}>{T.tooMany}</span>
          ) : null}
          <Pagination
            current={state.page}
            pageSize={state.limit}
            total={pageable}
            showSizeChanger
            pageSizeOptions={SeekLimits.pageSizes.map(String)}
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
export function SeekResultsSkeleton() {
  return (
    <div className={styles.results} aria-busy="true">
      <Skeleton active title={{ width: 160 }} paragraph={false} />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} active avatar={{ shape: 'square', size: 56 }} paragraph={{ rows: 3 }} />
      ))}
    </div>
  );
}
