import { CompanyProfileCalls, type CallDescriptor, type CallInput } from '@qishu/contract';
import { isApiError } from '../../lib/api/api-error.ts';
import { callQuery } from '../../lib/api/index.ts';

/** Every section pages by ten rows (server paging). */
export const SECTION_PAGE_SIZE = 10;

/** The header with every section's count; the page shows its errors itself (not found, retry). */
export const headerQuery = (id: number) => callQuery(CompanyProfileCalls.header, { id }, { silent: true });
export const personQuery = (id: number) => callQuery(CompanyProfileCalls.person, { id }, { silent: true });

/** A page of one section; the section shows its error in place with a retry. */
export function sectionQuery<C extends CallDescriptor>(call: C, input: CallInput<C>) {
  return callQuery(call, input, { silent: true });
}

/** The server answers an unknown company or person with code 404 (an answer, not a failure). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 404;
}
