import { z } from 'zod';
import { describeCall, noInput } from '../call.ts';
import type { Perm } from '../permissions.ts';

/**
 * Calls of the back-office area 'shell': the garden screen (园区大屏, route name garden_newIndex) that
 * module 31's full-screen button opens (shell-and-backoffice.md §2 "Shell").
 */
export const GardenScreenPaths = {
  /** GET, permission garden:screen:view; no input */
  screen: '/park/index/screen',
} as const;

/** Permission of the garden screen call. */
export const GARDEN_SCREEN_PERM = 'garden:screen:view' satisfies Perm;

/** Statuses that count as an operating company on the screen. */
export const OPERATING_STATUSES = ['存续', '在业'] as const;

/** Months of the registration trend, the current month included. */
export const SCREEN_TREND_MONTHS = 12;
/** Industries in the ranking. */
export const SCREEN_INDUSTRY_TOP = 10;

const countRow = z.object({ code: z.string(), name: z.string(), count: z.number().int().min(0) });
export type ScreenCountRow = z.infer<typeof countRow>;

/**
 * The bands of registered capital (yuan) the screen splits a park's companies into, smallest first:
 * a company falls in the first band whose `below` exceeds its capital (the last band has no bound).
 */
export const SCREEN_CAPITAL_BANDS = [
  { code: 'lt1m', name: '100 万元以下', below: 1_000_000 },
  { code: 'lt5m', name: '100–500 万元', below: 5_000_000 },
  { code: 'lt10m', name: '500–1000 万元', below: 10_000_000 },
  { code: 'lt100m', name: '1000 万–1 亿元', below: 100_000_000 },
  { code: 'ge100m', name: '1 亿元及以上', below: null },
] as const satisfies readonly { code: string; name: string; below: number | null }[];

/**
 * The garden screen of one park: every figure counts the companies settled in the signed-in user's
 * organisation (its roster, park_company), never the nationwide register.
 */
export const gardenScreenResponse = z.object({
  /** the park's companies */
  total: z.number().int().min(0),
  /** of them, those whose status is 存续 or 在业 */
  operating: z.number().int().min(0),
  /** of them, registered since 1 January of the current year (Asia/Shanghai) */
  newThisYear: z.number().int().min(0),
  /** registered capital of the park's companies, yuan */
  totalCapital: z.number().min(0),
  /** the park's companies per SCREEN_CAPITAL_BANDS band, in the bands' order (empty bands as 0) */
  capitalBands: z.array(countRow),
  /** the last SCREEN_TREND_MONTHS months, oldest first, months without registrations as 0 */
  monthly: z.array(z.object({ month: z.string(), count: z.number().int().min(0) })),
  /** the SCREEN_INDUSTRY_TOP GB/T 4754 sections with the most of the park's companies, most first */
  industries: z.array(countRow),
  /** when the figures were computed (ISO) */
  generatedAt: z.string(),
});
export type GardenScreenResponse = z.infer<typeof gardenScreenResponse>;

/** The garden screen's one call. */
export const GardenScreenCalls = {
  screen: describeCall({
    method: 'GET',
    path: GardenScreenPaths.screen,
    summary: '园区大屏：本园区企业的总量、注册资本分布、近 12 个月注册趋势、行业排行',
    input: noInput,
    output: gardenScreenResponse,
    perm: GARDEN_SCREEN_PERM,
  }),
};

/** 'YYYY-MM' of the `count` months ending with the month of `today` ('YYYY-MM-DD'), oldest first. */
export function trendMonths(today: string, count = SCREEN_TREND_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const m0 = year * 12 + (month - 1) - i;
    out.push(`${Math.floor(m0 / 12)}-${String((m0 % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}
