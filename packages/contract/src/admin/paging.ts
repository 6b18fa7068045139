import { z } from 'zod';
import { idSchema, wholeNumber } from '../whole-number.ts';

/** Paging of every back-office list: page from 1, page size 10–100 (antd's size changer). */
export const PageLimits = { defaultSize: 20, maxSize: 100 } as const;

/** Query fields every list call accepts; lists add their own search fields with `.extend`. */
export const pageQuerySchema = z.object({
  page: wholeNumber(z.number().int().min(1).default(1)),
  limit: wholeNumber(z.number().int().min(1).max(PageLimits.maxSize).default(PageLimits.defaultSize)),
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
export const idParamSchema = z.object({ id: idSchema });

/** An optional search text: trimmed, empty means no filter. */
export const searchText = (max = 50) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** An optional text field of a form: trimmed, at most `max`; empty or missing is stored as null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A yes/no flag as the back-office sends it (0/1, also in query strings). */
export const flag01 = wholeNumber(z.number().int().min(0).max(1));

export const TimeRangeMessages = {
  timeRange: '开始时间不能晚于结束时间',
  badTime: '时间格式不正确',
} as const;

/** An instant sent by the client (ISO-8601 with offset); answered normalised to UTC. */
export const instantField = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const t = Date.parse(v);
    if (Number.isNaN(t)) {
      ctx.addIssue({ code: 'custom', message: TimeRangeMessages.badTime });
      return z.NEVER;
    }
    return new Date(t).toISOString();
  });

/** The search fields of a time range (spread into an object schema, then `.refine(...timeRangeRefine)`). */
export const timeRangeFields = { start_time: instantField, end_time: instantField };

/** The range's start must not be after its end (the issue is reported on end_time). */
export const timeRangeRefine: [
  (v: { start_time?: string | undefined; end_time?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => !(v.start_time && v.end_time && v.start_time > v.end_time),
  { message: TimeRangeMessages.timeRange, path: ['end_time'] },
];
