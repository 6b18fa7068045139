import type { BackofficeDeps } from '../deps.ts';
import { IndustryService } from './industry-service.ts';
import { ParamService } from './param-service.ts';

/** Services of the back-office area 'settings': parameters and industry categories. */
export function createSettingsServices(deps: BackofficeDeps) {
  return {
    params: new ParamService(deps),
    industries: new IndustryService(deps),
  };
}
