import { ModuleId, type AdminOverview } from '@qishu/contract';
import { forbidden } from '../../../shared/errors.ts';
import { AdminOverviewRepository } from '../../../repositories/admin-overview-repository.ts';
import { shanghaiDayStart } from '../../../shared/shanghai-time.ts';
import type { AuthContext } from '../../identity/session-service.ts';
import type { BackofficeDeps } from '../deps.ts';

/** The platform admin's home: figures and to-dos, for back-office (module 0) users only. */
export class AdminHomeService {
  constructor(
    private readonly repo: AdminOverviewRepository,
    private readonly now: () => Date,
  ) {}

  async overview(auth: AuthContext): Promise<AdminOverview> {
    if (auth.user.sys_module_id !== ModuleId.admin) throw forbidden();
    const today = shanghaiDayStart(this.now()).toISOString();
    const [organisations, activeUsers, companies, loginsToday, failedLoginsToday, pending, low, logins, ops] =
      await Promise.all([
        this.repo.organisations(),
        this.repo.activeUsers(),
        this.repo.companies(),
        this.repo.logins(today, 1),
        this.repo.logins(today, 0),
        this.repo.pendingCustomRequests(),
        this.repo.lowCapacity(5),
        this.repo.recentLogins(8),
        this.repo.recentOperations(8),
      ]);
    return {
      organisations,
      activeUsers,
      companies,
      loginsToday,
      failedLoginsToday,
      pendingCustomRequests: pending,
      lowCapacity: low,
      recentLogins: logins,
      recentOperations: ops,
    };
  }
}

export function createHomeService(deps: BackofficeDeps): AdminHomeService {
  return new AdminHomeService(new AdminOverviewRepository(deps.db.kysely), deps.now);
}
