import type { BackofficeDeps } from '../deps.ts';
import { AgentService } from './agent-service.ts';
import { CategoryService } from './category-service.ts';

/** Services of the back-office area 'org': organisations and their capacity, agent categories. */
export function createOrgServices(deps: BackofficeDeps) {
  return {
    agents: new AgentService(deps),
    categories: new CategoryService(deps),
  };
}
