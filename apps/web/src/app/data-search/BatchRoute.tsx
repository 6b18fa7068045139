import { BatchLookupPage } from '../../features/batch-lookup/BatchLookupPage.tsx';
import { CollectLeadsButton } from '../../features/sales-leads/index.ts';

/** /data/batch 批量查询 with 收录为线索 for the matched companies. */
export function BatchRoute() {
  return (
    <BatchLookupPage
      resultActions={(companyIds) => <CollectLeadsButton companyIds={companyIds} source="batch" />}
    />
  );
}
