import { sql } from 'kysely';

/** What a lead shows when its company has left the knowledge base (the lead and its history stay). */
export const COMPANY_GONE = '（企业信息已移除）';

/**
 * A lead's company name, read through `left join company as c`: a lead outlives its company row,
 * so lists and their counts never silently drop one (and the count needs no join at all).
 */
export const companyName = () => sql<string>`coalesce(c.name, ${COMPANY_GONE})`.as('company_name');
