import { sql } from 'kysely';

/** What a lead shows when its company has left the knowledge base (the lead and its history stay). */
export const COMPANY_GONE = '（企业信息已移除）';

/**
 * A lead's company name as kept on the lead (`sale_lead as l`, migration 0032; triggers follow
 * renames): lists read no company row, and a lead outlives its company row.
 */
export const companyName = () => sql<string>`coalesce(l.company_name, ${COMPANY_GONE})`.as('company_name');
