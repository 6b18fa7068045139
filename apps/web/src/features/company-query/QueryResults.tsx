import type { ReactNode } from 'react';
import { QueryLimits, querySorts, type AdvancedQueryResult, type SeekRow } from '@qishu/contract';
import { CompanyResultList, CompanyResultListSkeleton } from '../../lib/company/CompanyResultList.tsx';
import type { RowSelection } from '../../lib/company/use-row-selection.ts';
import type { QueryState } from './query-params.ts';
import { QueryTexts as T } from './texts.ts';
import styles from './company-query.module.css';

const sortOptions = querySorts.map((s) => ({ value: s.key, label: s.label }));

/**
 * "找到 N 家企业" with the sort, the selection bar (全选本页, 已选 N 家, the page's buttons), the page
 * of companies (rows drawn by `renderRow`, each given its checkbox) and the pager.
 */
export function QueryResults({
  state,
  result,
  fetching,
  onChange,
  renderRow,
  actions,
  selection,
}: {
  state: QueryState;
  result: AdvancedQueryResult;
  /** a new page or sort is on its way (the last answer stays, dimmed) */
  fetching: boolean;
  onChange: (next: QueryState) => void;
  /** one company as an <li> holding `check`, its checkbox (composed in app/: the data search's result row) */
  renderRow: (row: SeekRow, check: ReactNode) => ReactNode;
  /** buttons on the selection bar (composed in app/) */
  actions?: ReactNode;
  /** the ticked companies (kept by the page across the query's pages) */
  selection?: RowSelection;
}) {
  return (
    <CompanyResultList
      actions={actions}
      className={styles.results}
      texts={T}
      total={result.total}
      rows={result.list}
      renderRow={renderRow}
      sort={state.sort}
      sortOptions={sortOptions}
      onSort={(sort) => onChange({ ...state, sort, page: 1 })}
      page={state.page}
      limit={state.limit}
      pageSizes={QueryLimits.pageSizes}
      maxResultWindow={QueryLimits.maxResultWindow}
      onPage={(page, limit) => onChange({ ...state, page, limit })}
      fetching={fetching}
      selection={selection}
    />
  );
}

/** The shape of a result while the first answer is on its way. */
export function QueryResultsSkeleton() {
  return <CompanyResultListSkeleton className={styles.results} />;
}
