import { keepPreviousData } from '@tanstack/react-query';
import { QueryCalls, type AdvancedQueryInput } from '@qishu/contract';
import { callQuery } from '../../lib/api/index.ts';

/**
 * One page of an advanced query with its exact count. The page shows its own error (with a retry),
 * and the last answer stays on screen, dimmed, while the next page or sort loads.
 */
export const advancedQuery = (input: AdvancedQueryInput) => ({
  ...callQuery(QueryCalls.query, input, { silent: true }),
  placeholderData: keepPreviousData,
});
