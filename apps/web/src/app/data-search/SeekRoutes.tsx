import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { conditionSummary, SavedSearchLimits } from '@qishu/contract';
import { CompanySeekPage } from '../../features/company-seek/CompanySeekPage.tsx';
import { SearchHomePage } from '../../features/company-seek/SearchHomePage.tsx';
import {
  LatestSavedSearches,
  latestSavedQuery,
  SaveSearchButton,
} from '../../features/saved-searches/index.ts';
import { ExportSeekButton } from '../../features/workspace-export/index.ts';
import { CollectLeadsButton } from '../../features/sales-leads/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { conditionOf, SAVED_PARAM, savedSearchHref } from './saved-search-links.ts';

const SAVED_LIST = '/search/conditions';

/**
 * /data/seek with 保存搜索 and 导出 on the selection bar: the search's conditions, in words with the chosen
 * region and industry names; opened from a saved search (?saved=id), the dialog offers to update that
 * one. 收录为线索 takes the ticked companies (the page shown when none is ticked), or the whole search.
 */
export function SeekRoute() {
  const [params] = useSearchParams();
  const can = useCan();
  const savedId = Number(params.get(SAVED_PARAM)) || null;
  // the caller's saved searches (at most perUser): the name of the one this search came from
  const saved = useQuery({
    ...latestSavedQuery(SavedSearchLimits.perUser),
    enabled: savedId !== null && can('data:condition:list'),
  });
  const from = saved.data?.list.find((s) => s.id === savedId);
  return (
    <CompanySeekPage
      resultActions={(state, result, selected) => {
        const condition = conditionOf(state);
        const summary = conditionSummary(condition, {
          region: result.region_path.map((p) => p.label),
          industry: result.industry_path.map((p) => p.label),
        });
        return (
          <>
            <SaveSearchButton
              condition={condition}
              summary={summary}
              from={from && { id: from.id, name: from.name }}
              listHref={SAVED_LIST}
            />
            <ExportSeekButton
              condition={{ ...condition, sort: state.sort }}
              summary={summary}
              total={result.total}
            />
            <CollectLeadsButton
              companyIds={selected.length > 0 ? selected : result.list.map((r) => r.company_id)}
              source="seek"
              search={{ condition: { ...condition, sort: state.sort }, total: result.total }}
            />
          </>
        );
      }}
    />
  );
}

/** /search/index with the caller's latest saved searches. */
export function SearchHomeRoute() {
  return <SearchHomePage saved={<LatestSavedSearches runHref={savedSearchHref} listHref={SAVED_LIST} />} />;
}
