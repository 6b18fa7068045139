export {
  generateCompanies,
  generateCompany,
  generateCompanyProfiles,
  type CompanyBundle,
  type GenerateOptions,
} from './generate-profiles.ts';
export { LATEST_REG_DATE } from './generate.ts';
export { BLOCK_SIZE } from './profile-people.ts';
export { isValidUscc, makeUscc, orgCodeCheckChar, usccCheckChar, USCC_CHARSET } from './uscc.ts';
export type { CompanyStatus, CompanyType, GeneratedCompany } from './types.ts';
