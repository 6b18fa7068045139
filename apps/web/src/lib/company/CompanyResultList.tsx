import { Fragment, type ReactNode } from 'react';
import { Button, Checkbox, Empty, Pagination, Select, Skeleton, Space, Typography } from 'antd';
import { formatCount } from '../format.ts';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import type { RowSelection } from './use-row-selection.ts';
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
  /** a row's checkbox, named after its company ("选择 深圳华瑞科技有限公司") */
  selectRow: (name: string) => string;
  /** the checkbox that ticks (or clears) every row of the page */
  selectPage: string;
  /** "已选 N 家" */
  selected: (count: number) => string;
  clearSelection: string;
}

/**
 * A page of companies as the data search and the advanced query show it: "找到 N 家企业" with the
 * sort (and the caller's buttons), the rows (drawn by the caller, one <li> each), and the pager,
 * which stops at the result window (deep paging is what exports are for).
 *
 * Given a `selection`, each row gets a checkbox (handed to `renderRow` to place) and a bar above the
 * rows holds 全选本页, "已选 N 家" with 取消选择, and the caller's buttons, which act on the ticked
 * companies (企查查's batch bar).
 */
export function CompanyResultList<Row extends { company_id: number; name: string }, Sort extends string>({
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
  selection,
  className,
}: {
  texts: ResultListTexts;
  total: number;
  rows: readonly Row[];
  /** one company as an <li>, with `check` (its checkbox, null without a selection) placed in it */
  renderRow: (row: Row, check: ReactNode) => ReactNode;
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
  /** buttons beside the sort (with a selection: on the selection bar) */
  actions?: ReactNode;
  /** the ticked companies, kept by the page across its pages (useRowSelection) */
  selection?: RowSelection;
  className?: string;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const pageable = Math.min(total, maxResultWindow);
  const ticked = new Set(selection?.selected);
  const pageIds = rows.map((row) => row.company_id);
  const pageTicked = pageIds.filter((id) => ticked.has(id)).length;
  const tick = (ids: number[], on: boolean) => {
    if (!selection) return;
    const next = on
      ? [...selection.selected, ...ids.filter((id) => !ticked.has(id))]
      : selection.selected.filter((id) => !ids.includes(id));
    selection.onChange(next);
  };
  // the rows shown while the next page or search loads are about to go: nothing to tick on them
  const checkOf = (row: Row) =>
    selection ? (
      <Checkbox
        aria-label={T.selectRow(row.name)}
        checked={ticked.has(row.company_id)}
        disabled={fetching}
        onChange={(e) => tick([row.company_id], e.target.checked)}
      />
    ) : null;
  const count = selection?.selected.length ?? 0;
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
          {selection ? null : actions}
        </Space>
      </div>
      {selection ? (
        <div className={styles.selectionBar}>
          <div className={styles.selection}>
            {rows.length > 0 ? (
              <Checkbox
                checked={pageTicked > 0 && pageTicked === pageIds.length}
                indeterminate={pageTicked > 0 && pageTicked < pageIds.length}
                disabled={fetching}
                onChange={(e) => tick(pageIds, e.target.checked)}
              >
                {T.selectPage}
              </Checkbox>
            ) : null}
            <span className={styles.selectedCount} aria-live="polite">
              {count > 0 ? T.selected(count) : null}
            </span>
            {count > 0 ? (
              <Button type="link" size="small" onClick={() => selection.onChange([])}>
                {T.clearSelection}
              </Button>
            ) : null}
          </div>
          <Space wrap size={8}>
            {actions}
          </Space>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.nothingFound} className={styles.empty} />
      ) : (
        <ol className={fetching ? `${styles.list} ${styles.listFetching}` : styles.list}>
          {rows.map((row) => (
            <Fragment key={row.company_id}>{renderRow(row, checkOf(row))}</Fragment>
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
