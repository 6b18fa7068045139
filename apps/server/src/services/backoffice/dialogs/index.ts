import type { BackofficeDeps } from '../deps.ts';
import { CustomRequestService } from './custom-request-service.ts';
import { UsrCateService } from './usr-cate-service.ts';

/** Services of the back-office area 'dialogs': customisation requests and user groups. */
export function createDialogsServices(deps: BackofficeDeps) {
  return {
    customRequests: new CustomRequestService(deps),
    usrCates: new UsrCateService(deps),
  };
}
