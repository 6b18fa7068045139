import { CompanyProfileMessages as M } from '@qishu/contract';
import { MAX_ROW_ID } from '../../repositories/company-profile/paging.ts';
import { notFound } from '../../shared/errors.ts';
import type { ProfileRepositories } from './repositories.ts';

/** The company's name, or 404 企业不存在或已被移除 (ids past the integer range name nothing). */
export async function companyNameOrThrow(repos: ProfileRepositories, companyId: number): Promise<string> {
  const name = companyId <= MAX_ROW_ID ? await repos.companies.nameOf(companyId) : undefined;
  if (name === undefined) throw notFound(M.notFound);
  return name;
}

/** Runs a section's page query beside the check that its company exists (404 when it does not). */
export async function ofExistingCompany<T>(
  repos: ProfileRepositories,
  companyId: number,
  page: () => Promise<T>,
): Promise<T> {
  if (companyId > MAX_ROW_ID) throw notFound(M.notFound);
  const [name, result] = await Promise.all([repos.companies.nameOf(companyId), page()]);
  if (name === undefined) throw notFound(M.notFound);
  return result;
}
