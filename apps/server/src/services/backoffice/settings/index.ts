import { BackofficeSettingsRepository } from '../../../repositories/backoffice-settings-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { IndustryService } from './industry-service.ts';
import { ParamService } from './param-service.ts';

/** Services of the back-office area 'settings': parameters and industry categories. */
export function createSettingsServices(deps: BackofficeDeps) {
  const repo = new BackofficeSettingsRepository(deps.db.kysely);
  return {
    params: new ParamService(deps.db, repo, deps.audit, deps.now),
    industries: new IndustryService(deps.db, repo, deps.audit),
  };
}
