import { z } from 'zod';

/** Paging of every back-office list: page from 1, page size 10–100 (antd's size changer). */
export const PageLimits = { defaultSize: 20, maxSize: 100 } as const;

/** Query fields every list call accepts; lists add their own search fields with `.extend`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PageLimits.maxSize).default(PageLimits.defaultSize),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The answer of a list call: one page of rows and the total count. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int() });
}
export interface Page<T> {
  list: T[];
  total: number;
}

/** Path parameter `{id}` of resource-style calls. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** An optional search text: trimmed, empty means no filter. */
export const searchText = (max = 50) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** A yes/no flag as the back-office sends it (0/1, also in query strings). */
export const flag01 = z.coerce.number().int().min(0).max(1);
