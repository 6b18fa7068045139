import { BackofficeMessagesRepository } from '../../../repositories/backoffice-messages-repository.ts';
import type { BackofficeDeps } from '../deps.ts';
import { InboxService } from './inbox-service.ts';
import { SysMsgService } from './sys-msg-service.ts';

/** Services of the back-office area 'messages': the platform's messages/notices and each user's inbox. */
export function createMessagesServices(deps: BackofficeDeps) {
  const repo = new BackofficeMessagesRepository(deps.db.kysely);
  return {
    sysMsg: new SysMsgService(repo, deps.audit, deps.now),
    inbox: new InboxService(repo, deps.audit, deps.now),
  };
}
