export { CompanyProfilePage } from './CompanyProfilePage.tsx';
export { CompanySummary } from './CompanySummary.tsx';
