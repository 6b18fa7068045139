import { Link } from 'react-router';
import { Flex } from 'antd';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { LeadTexts as T } from './texts.ts';

/** The lead's own page (线索详情). */
export const leadPath = (leadId: number) => `/sale/lead/${leadId}`;

/** What a row needs to link to both the company's profile and the lead's page. */
export interface LeadRef {
  lead_id: number;
  company_id: number;
  company_name: string;
}

/**
 * 线索详情: a link to the lead's page. It reads 线索详情 and its accessible name carries the company
 * (线索详情：…), so a list of them reads apart and never clashes with the company's own link.
 */
export function LeadDetailLink({ lead }: { lead: LeadRef }) {
  return (
    <Link
      to={leadPath(lead.lead_id)}
      aria-label={T.detailOf(lead.company_name)}
      style={{ fontSize: 12, whiteSpace: 'nowrap' }}
    >
      {T.detail}
    </Link>
  );
}

/**
 * A lead's company in a table cell or a card: its name links to the company's profile (as before),
 * and 线索详情 beside it to the lead's page.
 */
export function LeadCompanyLinks({ lead }: { lead: LeadRef }) {
  return (
    <Flex wrap align="baseline" style={{ columnGap: 8, minWidth: 0 }}>
      <Link to={ProfileRoutes.company(lead.company_id)} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {lead.company_name}
      </Link>
      <LeadDetailLink lead={lead} />
    </Flex>
  );
}
