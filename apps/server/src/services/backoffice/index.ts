import type { BackofficeDeps } from './deps.ts';
import { createAccessServices } from './access/index.ts';
import { createLogsServices } from './logs/index.ts';
import { createMessagesServices } from './messages/index.ts';
import { createOrgServices } from './org/index.ts';
import { createSettingsServices } from './settings/index.ts';
import { createMallServices } from './mall/index.ts';
import { createHomeService } from './home/index.ts';
import { createDialogsServices } from './dialogs/index.ts';
import { createScreenServices } from './screen/index.ts';
import { createUsersService } from './users/index.ts';

/** The back-office services, one group per area (each area owns its folder). */
export function createBackofficeServices(deps: BackofficeDeps) {
  return {
    users: createUsersService(deps),
    org: createOrgServices(deps),
    access: createAccessServices(deps),
    messages: createMessagesServices(deps),
    logs: createLogsServices(deps),
    settings: createSettingsServices(deps),
    screen: createScreenServices(deps),
    dialogs: createDialogsServices(deps),
    home: createHomeService(deps),
    mall: createMallServices(deps),
  };
}
export type BackofficeServices = ReturnType<typeof createBackofficeServices>;
