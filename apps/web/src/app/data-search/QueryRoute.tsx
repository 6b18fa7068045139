import { CompanyQueryPage } from '../../features/company-query/CompanyQueryPage.tsx';
import { SeekResultRow } from '../../features/company-seek/SeekResultRow.tsx';
import { CollectLeadsButton } from '../../features/sales-leads/index.ts';

/**
 * /data/query 高级查询 with the data search's result row (its checkbox, status, legal person link,
 * contacts; a click opens the profile) and 收录为线索 on the selection bar: the ticked companies, or
 * the page shown when none is ticked.
 */
export function QueryRoute() {
  return (
    <CompanyQueryPage
      renderRow={(row, check) => <SeekResultRow row={row} keyword="" check={check} />}
      resultActions={(result, selected) => (
        <CollectLeadsButton
          companyIds={selected.length > 0 ? selected : result.list.map((r) => r.company_id)}
          source="query"
        />
      )}
    />
  );
}
