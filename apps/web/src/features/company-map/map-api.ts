import { CompanyProfileCalls } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/** Neighbours drawn at most (nearest first). */
export const MAP_LIMIT = 200;

export const mapCompaniesQuery = (id: number) =>
  callQuery(CompanyProfileCalls.mapCompanies, { id, limit: MAP_LIMIT }, { silent: true });

/** The header names the province, city and district of the breadcrumb (cached from the profile). */
export const placeQuery = (id: number) => callQuery(CompanyProfileCalls.header, { id }, { silent: true });
