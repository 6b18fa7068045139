import type { BackofficeDeps } from '../deps.ts';
import { UserService } from './user-service.ts';

export { UserService, type UserArea } from './user-service.ts';

/** Services of the back-office area 'users': /sys/users and /config/users share one service. */
export function createUsersServices(deps: BackofficeDeps) {
  return { users: new UserService(deps) };
}
