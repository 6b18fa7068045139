export { generateCompanies, generateCompany, LATEST_REG_DATE, type GenerateOptions } from './generate.ts';
export { isValidUscc, makeUscc, orgCodeCheckChar, usccCheckChar, USCC_CHARSET } from './uscc.ts';
export type { CompanyStatus, CompanyType, GeneratedCompany } from './types.ts';
