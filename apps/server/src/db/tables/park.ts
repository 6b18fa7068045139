/**
 * A company settled in a park (园区入驻企业, migration 0033): the park is an organisation (usr_agent)
 * of the park or garden module; its roster is what the park workspace and the garden screen count.
 */
export interface ParkCompanyTable {
  usr_agent_id: number;
  company_id: number;
  /** ISO-8601 UTC: when the company entered the roster */
  created_at: string;
}
