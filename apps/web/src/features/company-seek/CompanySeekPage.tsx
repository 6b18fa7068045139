import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import type { SeekResult } from '@qishu/contract';
import { FilterOutlined } from '@ant-design/icons';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useRowSelection } from '../../lib/company/use-row-selection.ts';
import { ChosenConditions } from './ChosenConditions.tsx';
import { FacetPanel } from './FacetPanel.tsx';
import { RecentCompanies } from './RecentCompanies.tsx';
import { searchQuery } from './seek-api.ts';
import { emptySeekState, filterCount, seekQueryOf, type SeekState } from './seek-params.ts';
import { SeekResults, SeekResultsSkeleton } from './SeekResults.tsx';
import { SeekSearchBox } from './SeekSearchBox.tsx';
import { SeekTexts as T } from './texts.ts';
import { useSeekState } from './use-seek-state.ts';
import styles from './company-seek.module.css';

/** Wide enough for the recently viewed companies beside the results. */
const WIDE_QUERY = '(min-width: 1280px)';

/** The buttons on the results' selection bar, given the search, its answer and the ticked companies. */
export type SeekResultActions = (state: SeekState, result: SeekResult, selected: number[]) => ReactNode;

/** The search's conditions without its page, page size and sort: ticked rows last as long as these. */
function conditionsKey({ sort: _sort, page: _page, limit: _limit, ...conditions }: SeekState): string {
  return JSON.stringify(conditions);
}

/**
 * /data/seek 数据查询 (issue 15 point 1): the one search box, facet filters with counts, the result
 * count, sorts, rows and pages; the whole search lives in the address. Rows can be ticked (kept
 * while paging, cleared by new conditions) for the buttons of the selection bar. Before the first
 * search the page shows the recently viewed companies.
 */
export function CompanySeekPage(props: {
  /**
   * buttons on the selection bar, given the search, its answer and the ticked companies (ids, in
   * the order ticked; empty when none): composed in app/ (保存搜索, 导出, 收录为线索)
   */
  resultActions?: SeekResultActions;
}) {
  const { state, setState, active } = useSeekState();
  const searched = state.keyword !== null;
  // a new keyword keeps the filters and the sort, and starts at the first page
  const search = (keyword: string) => setState({ ...state, keyword, page: 1 });

  return (
    <div className={styles.page}>
      <div className={searched ? styles.topBar : styles.hero}>
        <Typography.Title level={1} className={searched ? styles.srOnly : styles.heroTitle}>
          {T.landingTitle}
        </Typography.Title>
        {searched ? null : <p className={styles.heroSubtitle}>{T.landingSubtitle}</p>}
        <SeekSearchBox keyword={state.keyword ?? ''} onSearch={search} autoFocus={!searched} />
      </div>
      {searched ? (
        <SearchView state={state} onChange={setState} active={active} resultActions={props.resultActions} />
      ) : (
        <div className={styles.landing}>
          <RecentCompanies active={active} />
          <Button type="link" onClick={() => setState({ ...emptySeekState, keyword: '' })}>
            {T.browseAll}
          </Button>
        </div>
      )}
    </div>
  );
}

function SearchView({
  state,
  onChange,
  active,
  resultActions,
}: {
  state: SeekState;
  onChange: (next: SeekState) => void;
  active: boolean;
  resultActions?: SeekResultActions | undefined;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const result = useQuery(searchQuery(seekQueryOf(state)));
  const data = result.data;
  const chosen = filterCount(state);
  const selection = useRowSelection(conditionsKey(state));

  let body;
  if (result.isError) {
    body = <QueryErrorAlert title={T.loadFailed} query={result} retryText={T.retry} />;
  } else if (!data) {
    body = <SeekResultsSkeleton />;
  } else {
    body = (
      <SeekResults
        state={state}
        result={data}
        fetching={result.isPlaceholderData}
        onChange={onChange}
        actions={resultActions?.(state, data, selection.selected)}
        selection={selection}
      />
    );
  }

  return (
    <div className={wide ? styles.layoutWide : styles.layout}>
      <div className={styles.main}>
        {phone ? (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(!filtersOpen)}
            className={styles.filterToggle}
          >
            {chosen > 0 ? T.filtersWithCount(chosen) : T.filters}
          </Button>
        ) : null}
        {data && (!phone || filtersOpen) ? (
          <FacetPanel id={panelId} state={state} result={data} onChange={onChange} />
        ) : null}
        <ChosenConditions state={state} result={data} onChange={onChange} />
        {body}
      </div>
      {wide ? (
        <aside className={styles.side} aria-label={T.recentTitle}>
          <RecentCompanies active={active} compact />
        </aside>
      ) : null}
    </div>
  );
}
