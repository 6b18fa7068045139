import { searchQuery as listSearchQuery } from '../../lib/admin-ui/index.ts';

/** Search form values → query fields; the pages' date ranges are whole days in China time. */
export const searchQuery = (values: Record<string, unknown>) => listSearchQuery(values, 'day');

/** 24576 → "24.0 KB" */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
