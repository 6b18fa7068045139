import type { BackofficeDeps } from '../deps.ts';
import { FailureService } from './failure-service.ts';
import { LogService } from './log-service.ts';

/** Services of the back-office area 'logs': login/operation logs and 异常处理. */
export function createLogsServices(deps: BackofficeDeps) {
  return {
    logs: new LogService(deps),
    failures: new FailureService(deps),
  };
}
