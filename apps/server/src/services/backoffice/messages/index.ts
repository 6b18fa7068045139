import type { BackofficeDeps } from '../deps.ts';
import { InboxService } from './inbox-service.ts';
import { SysMsgService } from './sys-msg-service.ts';

/** Services of the back-office area 'messages': the platform's messages/notices and each user's inbox. */
export function createMessagesServices(deps: BackofficeDeps) {
  return {
    sysMsg: new SysMsgService(deps),
    inbox: new InboxService(deps),
  };
}
