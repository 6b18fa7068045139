import {
  OPERATING_STATUSES,
  SCREEN_CAPITAL_BANDS,
  SCREEN_INDUSTRY_TOP,
  SCREEN_TREND_MONTHS,
  trendMonths,
  type GardenScreenResponse,
} from '@qishu/contract';
import { shanghaiDate } from '../../../shared/shanghai-time.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';
import { GardenScreenRepository } from '../../../repositories/garden-screen-repository.ts';

/** The bands' upper bounds, the unbounded last band left out. */
const CAPITAL_BOUNDS = SCREEN_CAPITAL_BANDS.flatMap((b) => (b.below === null ? [] : [b.below]));

/**
 * The garden screen (园区大屏) of the signed-in user's park: totals, companies by capital band, the
 * 12-month registration trend and the industry ranking of the companies settled in the user's
 * organisation (park_company), four aggregate queries. The park is always the caller's own
 * organisation, never an input, so no park sees another's companies or the nationwide register; the
 * permission garden:screen:view gates the call.
 */
export function createScreenServices(deps: BackofficeDeps) {
  return {
    async gardenScreen(actor: Actor): Promise<GardenScreenResponse> {
      const repo = new GardenScreenRepository(deps.db.kysely, deps.db.dialect, actor.auth.user.usr_agent_id);
      const now = deps.now();
      const today = shanghaiDate(now);
      const months = trendMonths(today, SCREEN_TREND_MONTHS);
      const [totals, bands, monthly, industries] = await Promise.all([
        repo.totals(OPERATING_STATUSES, `${today.slice(0, 4)}-01-01`),
        repo.capitalBands(CAPITAL_BOUNDS),
        repo.monthly(`${months[0]}-01`),
        repo.topIndustries(SCREEN_INDUSTRY_TOP),
      ]);
      const perMonth = new Map(monthly.map((m) => [m.month, m.count]));
      return {
        total: totals.total,
        operating: totals.operating,
        newThisYear: totals.newSince,
        totalCapital: totals.capital,
        capitalBands: SCREEN_CAPITAL_BANDS.map((b, i) => ({
          code: b.code,
          name: b.name,
          count: bands[i] ?? 0,
        })),
        monthly: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
        industries,
        generatedAt: now.toISOString(),
      };
    },
  };
}
