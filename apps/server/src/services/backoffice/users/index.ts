import type { BackofficeDeps } from '../deps.ts';
import { UserService } from './user-service.ts';

export { UserService, type UserArea } from './user-service.ts';

/** The back-office area 'users': /sys/users and /config/users share one service. */
export function createUsersService(deps: BackofficeDeps): UserService {
  return new UserService(deps);
}
