import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { AdvancedQueryResult, QueryConditionsInput, SeekRow } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useRowSelection } from '../../lib/company/use-row-selection.ts';
import { ConditionBuilder } from './ConditionBuilder.tsx';
import { advancedQuery } from './query-api.ts';
import { emptyQueryState, queryInputOf, type QueryState } from './query-params.ts';
import { QueryResults, QueryResultsSkeleton } from './QueryResults.tsx';
import { QueryTexts as T } from './texts.ts';
import { useQueryNames } from './use-query-names.ts';
import { useQueryState } from './use-query-state.ts';
import styles from './company-query.module.css';

/** The buttons on the results' selection bar, given the answer shown and the ticked companies. */
export type QueryResultActions = (result: AdvancedQueryResult, selected: number[]) => ReactNode;

/**
 * /data/query 高级查询 (issue 15 point 2): the condition builder, the whole query in words, and
 * after 查询 the exact count, sorts, rows and pages. The query lives in the address (shareable; back
 * and forward walk through queries); the builder shows the query of the address. Rows can be ticked
 * (kept while paging, cleared by a new query) for the buttons of the selection bar.
 */
export function CompanyQueryPage({
  renderRow,
  resultActions,
}: {
  /** one company as an <li> holding `check`, its checkbox */
  renderRow: (row: SeekRow, check: ReactNode) => ReactNode;
  /**
   * buttons on the selection bar for the answer shown and the ticked companies (ids, in the order
   * ticked; empty when none): composed in app/ (收录为线索)
   */
  resultActions?: QueryResultActions;
}) {
  const { state, setState } = useQueryState();
  const names = useQueryNames();
  const key = JSON.stringify(state.conditions);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {T.title}
        </Typography.Title>
        <p className={styles.subtitle}>{T.subtitle}</p>
      </header>
      <ConditionBuilder
        key={key}
        initial={state.conditions}
        names={names}
        onRun={(conditions) => setState({ ...state, conditions, page: 1 })}
        onClear={() => setState(emptyQueryState)}
      />
      {state.conditions ? (
        <ResultsView
          state={{ ...state, conditions: state.conditions }}
          onChange={setState}
          renderRow={renderRow}
          resultActions={resultActions}
        />
      ) : null}
    </div>
  );
}

function ResultsView({
  state,
  onChange,
  renderRow,
  resultActions,
}: {
  state: QueryState & { conditions: QueryConditionsInput };
  onChange: (next: QueryState) => void;
  renderRow: (row: SeekRow, check: ReactNode) => ReactNode;
  resultActions?: QueryResultActions | undefined;
}) {
  const result = useQuery(advancedQuery(queryInputOf(state)));
  const anchor = useRef<HTMLDivElement>(null);
  const asked = JSON.stringify(state.conditions);
  // ticked rows last while the user pages or sorts the same query
  const selection = useRowSelection(asked);
  // every navigation starts at the top (ScrollToTop): a new query, page or sort brings its results into
  // view instead (the builder fills a phone's screen, and half of a desktop's)
  useEffect(() => {
    anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [asked, state.page, state.sort, state.limit]);
  const data = result.data;
  let body;
  if (result.isError) body = <QueryErrorAlert title={T.loadFailed} query={result} retryText={T.retry} />;
  else if (!data) body = <QueryResultsSkeleton />;
  else {
    body = (
      <QueryResults
        state={state}
        result={data}
        fetching={result.isPlaceholderData}
        onChange={onChange}
        renderRow={renderRow}
        actions={resultActions?.(data, selection.selected)}
        selection={selection}
      />
    );
  }
  return (
    <div ref={anchor} className={styles.resultsWrap}>
      {body}
    </div>
  );
}
