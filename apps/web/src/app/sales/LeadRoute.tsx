import { CompanySummary } from '../../features/company-profile/index.ts';
import { LeadPage } from '../../features/sales-leads/index.ts';

/** /sale/lead/:id 线索详情 with the company's profile summary beside it (composed here). */
export function LeadRoute() {
  return <LeadPage aside={(lead) => <CompanySummary companyId={lead.company_id} />} />;
}
