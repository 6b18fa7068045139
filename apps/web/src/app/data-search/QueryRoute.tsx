import { CompanyQueryPage } from '../../features/company-query/CompanyQueryPage.tsx';
import { SeekResultRow } from '../../features/company-seek/SeekResultRow.tsx';

/** /data/query 高级查询 with the data search's result row (status, legal person link, contacts; a click opens the profile). */
export function QueryRoute() {
  return <CompanyQueryPage renderRow={(row) => <SeekResultRow row={row} keyword="" />} />;
}
