import { CompanyProfilePage } from '../../features/company-profile/CompanyProfilePage.tsx';
import { CollectLeadsButton } from '../../features/sales-leads/index.ts';

/** /data/details/:id with 收录为线索 in the header (the sales leads, composed here). */
export function ProfileRoute() {
  return (
    <CompanyProfilePage
      headerActions={(header) => <CollectLeadsButton companyIds={[header.company_id]} source="profile" />}
    />
  );
}
