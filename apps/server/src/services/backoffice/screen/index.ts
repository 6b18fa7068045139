import {
  OPERATING_STATUSES,
  SCREEN_INDUSTRY_TOP,
  SCREEN_TREND_MONTHS,
  trendMonths,
  type GardenScreenResponse,
} from '@qishu/contract';
import { shanghaiDate } from '../../../shared/shanghai-time.ts';
import type { BackofficeDeps } from '../deps.ts';
import { GardenScreenRepository } from '../../../repositories/garden-screen-repository.ts';

/**
 * The garden screen (园区大屏): totals, companies by province, the 12-month registration trend and
 * the industry ranking, aggregated from the company table (four queries, each a single scan or
 * GROUP BY). The company register is shared reference data, not an organisation's rows, so there
 * is no tenant filter; the permission garden:screen:view gates the call.
 */
export function createScreenServices(deps: BackofficeDeps) {
  const repo = new GardenScreenRepository(deps.db.kysely, deps.db.dialect);
  return {
    async gardenScreen(): Promise<GardenScreenResponse> {
      const now = deps.now();
      const today = shanghaiDate(now);
      const months = trendMonths(today, SCREEN_TREND_MONTHS);
      const [totals, provinces, monthly, industries] = await Promise.all([
        repo.totals(OPERATING_STATUSES, `${today.slice(0, 4)}-01-01`),
        repo.byProvince(),
        repo.monthly(`${months[0]}-01`),
        repo.topIndustries(SCREEN_INDUSTRY_TOP),
      ]);
      const perMonth = new Map(monthly.map((m) => [m.month, m.count]));
      return {
        total: totals.total,
        operating: totals.operating,
        newThisYear: totals.newSince,
        totalCapital: totals.capital,
        provinces,
        monthly: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
        industries,
        generatedAt: now.toISOString(),
      };
    },
  };
}
