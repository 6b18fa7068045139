import { CompanyQueryPage } from '../../features/company-query/CompanyQueryPage.tsx';
import { SeekResultRow } from '../../features/company-seek/SeekResultRow.tsx';
import { CollectLeadsButton } from '../../features/sales-leads/index.ts';

/** /data/query 高级查询 with the data search's result row (status, legal person link, contacts; a click opens the profile) and 收录为线索 beside the sort. */
export function QueryRoute() {
  return (
    <CompanyQueryPage
      renderRow={(row) => <SeekResultRow row={row} keyword="" />}
      resultActions={(result) => (
        <CollectLeadsButton companyIds={result.list.map((r) => r.company_id)} source="query" />
      )}
    />
  );
}
