import { BackofficeLogsRepository } from '../../../repositories/backoffice-logs-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { FailureService } from './failure-service.ts';
import { LogService } from './log-service.ts';

/** Services of the back-office area 'logs': login/operation logs and 异常处理. */
export function createLogsServices(deps: BackofficeDeps) {
  const repo = new BackofficeLogsRepository(deps.db.kysely);
  return {
    logs: new LogService(repo, deps.now),
    failures: new FailureService(deps.db, repo, deps.audit, deps.now),
  };
}
