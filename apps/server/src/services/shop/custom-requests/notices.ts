import { customRequestNotice } from '@qishu/contract';
import type { Executor } from '../../../db/executor.ts';
import type { CustomRequestRow } from '../../../repositories/custom-request-repository.ts';
import { SysMsgRepository } from '../../../repositories/sys-msg-repository.ts';

/**
 * Tells the requester in their message centre what staff did with the request (customRequestNotice):
 * a message from the staff user with one delivery, written in the change's transaction.
 */
export async function noticeRequester(
  tx: Executor,
  at: string,
  staffUserId: number,
  request: Pick<CustomRequestRow, 'sys_user_id' | 'usr_agent_id' | 'name'>,
  kind: Parameters<typeof customRequestNotice>[0],
  details: { reason?: string; nums?: number; price?: string } = {},
): Promise<void> {
  const { title, content } = customRequestNotice(kind, { name: request.name, ...details });
  await new SysMsgRepository(tx).send({ title, content, sender_user_id: staffUserId, created_at: at }, [
    { sys_user_id: request.sys_user_id, usr_agent_id: request.usr_agent_id },
  ]);
}
