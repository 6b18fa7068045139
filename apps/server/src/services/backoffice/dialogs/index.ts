import type { BackofficeDeps } from '../deps.ts';
import { UsrCateService } from './usr-cate-service.ts';

/** Services of the back-office area 'dialogs': user groups (custom requests: services/shop/custom-requests). */
export function createDialogsServices(deps: BackofficeDeps) {
  return {
    usrCates: new UsrCateService(deps),
  };
}
