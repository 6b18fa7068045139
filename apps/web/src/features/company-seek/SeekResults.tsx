import type { ReactNode } from 'react';
import { SeekLimits, seekSorts, type SeekResult } from '@qishu/contract';
import { CompanyResultList, CompanyResultListSkeleton } from '../../lib/company/CompanyResultList.tsx';
import type { RowSelection } from '../../lib/company/use-row-selection.ts';
import { SeekResultRow } from './SeekResultRow.tsx';
import type { SeekState } from './seek-params.ts';
import { SeekTexts as T } from './texts.ts';

const sortOptions = seekSorts.map((s) => ({ value: s.key, label: s.label }));

/**
 * "找到 N 家企业" with the sort, then the page of companies (the keyword highlighted, each with its
 * checkbox) under the selection bar (全选本页, 已选 N 家, the page's buttons) and the pager.
 */
export function SeekResults({
  state,
  result,
  fetching,
  onChange,
  actions,
  selection,
}: {
  state: SeekState;
  result: SeekResult;
  /** buttons on the selection bar (composed in app/: 保存搜索, 导出, 收录为线索) */
  actions?: ReactNode;
  /** the ticked companies (kept by the page across the search's pages) */
  selection?: RowSelection;
  /** a new page or condition is on its way (the last answer stays, dimmed) */
  fetching: boolean;
  onChange: (next: SeekState) => void;
}) {
  const keyword = state.keyword ?? '';
  return (
    <CompanyResultList
      texts={T}
      total={result.total}
      rows={result.list}
      renderRow={(row, check) => <SeekResultRow row={row} keyword={keyword} check={check} />}
      sort={state.sort}
      sortOptions={sortOptions}
      onSort={(sort) => onChange({ ...state, sort, page: 1 })}
      page={state.page}
      limit={state.limit}
      pageSizes={SeekLimits.pageSizes}
      maxResultWindow={SeekLimits.maxResultWindow}
      onPage={(page, limit) => onChange({ ...state, page, limit })}
      fetching={fetching}
      actions={actions}
      selection={selection}
    />
  );
}

/** The shape of a result while the first answer is on its way. */
export const SeekResultsSkeleton = CompanyResultListSkeleton;
