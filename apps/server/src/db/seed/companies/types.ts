import type { companyStatuses, companyTypes } from '@qishu/contract';
import type { CompanyTable } from '../../tables/company.ts';

export type CompanyType = (typeof companyTypes)[number];
export type CompanyStatus = (typeof companyStatuses)[number];

/**
 * A generated company: a row of the company table without `updated_at`, which the database fills
 * in (or the seeder sets) so that generated data stays independent of when it was generated.
 */
export type GeneratedCompany = Omit<CompanyTable, 'updated_at'>;
