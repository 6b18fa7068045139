import {
  MessageTexts as T,
  MsgKind,
  MsgTarget,
  type msgAgentOptionsRequest,
  type msgIndexRequest,
  type saveMsgRequest,
  type saveNoticeRequest,
  type updateSysMsgRequest,
  type msgUserOptionsRequest,
  type Perm,
} from '@qishu/contract';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../../../shared/errors.ts';
import { shanghaiDateStart } from '../../../shared/shanghai-time.ts';
import type {
  BackofficeMessagesRepository,
  MsgRow,
  ReceiverTarget,
} from '../../../repositories/backoffice-messages-repository.ts';
import { permits } from '../../access/permits.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';

const DAY_MS = 86_400_000;

/** The permission that edits or deletes a row of this kind besides the call's own message perm. */
const kindPerm = (kind: number, action: 'update' | 'delete'): Perm =>
  kind === MsgKind.notice ? `msg:notice:${action}` : `msg:message:${action}`;

const snapshotOf = (m: MsgRow) => ({
  sys_msg_id: m.sys_msg_id,
  kind: m.kind,
  sys_msg_cate_id: m.sys_msg_cate_id,
  title: m.title,
  content: m.content,
  status: m.status,
});

/**
 * The platform's messages and notices (/admin/sysmsg). A message is delivered at send time: one
 * sys_msg_receiver row for every active user of the target, in the same transaction as the message.
 * A notice is platform-wide: it gets no rows at publication; each user's message centre delivers
 * the published notices they have no row of yet (InboxService), so users created later get them too.
 */
export class SysMsgService {
  constructor(
    private readonly repo: BackofficeMessagesRepository,
    private readonly audit: AuditService,
    private readonly now: Clock,
  ) {}

  cates() {
    return this.repo.cates();
  }

  async index(actor: Actor, q: z.output<typeof msgIndexRequest>) {
    const kinds = [MsgKind.message as number];
    if (permits(actor.auth, 'msg:notice:list')) kinds.push(MsgKind.notice);
    const page = await this.repo.page(
      {
        kinds,
        title: q.title,
        kind: q.kind,
        sys_msg_cate_id: q.sys_msg_cate_id,
        from: q.start_date ? shanghaiDateStart(q.start_date).toISOString() : undefined,
        to: q.end_date ? new Date(shanghaiDateStart(q.end_date).getTime() + DAY_MS).toISOString() : undefined,
      },
      q.page,
      q.limit,
    );
    return page;
  }

  agentOptions(q: z.output<typeof msgAgentOptionsRequest>) {
    return this.repo.agentOptions(q.keyword);
  }

  userOptions(q: z.output<typeof msgUserOptionsRequest>) {
    return this.repo.userOptions(q.keyword, q.usr_agent_id);
  }

  async sendMessage(actor: Actor, input: z.output<typeof saveMsgRequest>) {
    return this.repo.transaction(async (tx) => {
      if (!(await this.repo.cateExists(input.sys_msg_cate_id, tx))) throw badRequest(T.cateUnknown);
      let receivers: ReceiverTarget[];
      let target: Record<string, unknown>;
      if (input.target === MsgTarget.users) {
        const ids = [...new Set(input.sys_user_ids ?? [])];
        receivers = await this.repo.activeUsers(ids, tx);
        if (receivers.length !== ids.length) throw badRequest(T.unknownUsers);
        target = { target: input.target, sys_user_ids: ids };
      } else if (input.target === MsgTarget.agents) {
        const ids = [...new Set(input.usr_agent_ids ?? [])];
        if ((await this.repo.existingAgents(ids, tx)).length !== ids.length)
          throw badRequest(T.unknownAgents);
        receivers = await this.repo.activeUsersOfAgents(ids, tx);
        target = { target: input.target, usr_agent_ids: ids };
      } else {
        receivers = await this.repo.activeUsersOfAgents('all', tx);
        target = { target: input.target };
      }
      if (!receivers.length) throw badRequest(T.noReceivers);
      const createdAt = this.now().toISOString();
      const msg = await this.repo.insertMsg(
        {
          kind: MsgKind.message,
          sys_msg_cate_id: input.sys_msg_cate_id,
          title: input.title,
          content: input.content,
          sender_user_id: actor.auth.user.sys_user_id,
          created_at: createdAt,
        },
        tx,
      );
      await this.repo.insertReceivers(msg.sys_msg_id, receivers, createdAt, tx);
      await this.audit.record(
        actor,
        {
          action: 'send',
          entity: 'sys_msg',
          entityId: msg.sys_msg_id,
          before: null,
          after: { ...snapshotOf(msg), ...target, receiver_count: receivers.length },
        },
        tx,
      );
      return { sys_msg_id: msg.sys_msg_id, receiver_count: receivers.length };
    });
  }

  async saveNotice(actor: Actor, input: z.output<typeof saveNoticeRequest>) {
    return this.repo.transaction(async (tx) => {
      if (!(await this.repo.cateExists(input.sys_msg_cate_id, tx))) throw badRequest(T.cateUnknown);
      const msg = await this.repo.insertMsg(
        {
          kind: MsgKind.notice,
          sys_msg_cate_id: input.sys_msg_cate_id,
          title: input.title,
          content: input.content,
          sender_user_id: actor.auth.user.sys_user_id,
          created_at: this.now().toISOString(),
        },
        tx,
      );
      await this.audit.record(
        actor,
        {
          action: 'create',
          entity: 'sys_msg',
          entityId: msg.sys_msg_id,
          before: null,
          after: snapshotOf(msg),
        },
        tx,
      );
      return { sys_msg_id: msg.sys_msg_id };
    });
  }

  async update(actor: Actor, input: z.output<typeof updateSysMsgRequest>) {
    return this.repo.transaction(async (tx) => {
      const before = await this.repo.findMsg(input.sys_msg_id, tx);
      if (!before) throw notFound(T.msgNotFound);
      if (!permits(actor.auth, kindPerm(before.kind, 'update'))) throw forbidden();
      if (!(await this.repo.cateExists(input.sys_msg_cate_id, tx))) throw badRequest(T.cateUnknown);
      const after = await this.repo.updateMsg(
        input.sys_msg_id,
        { title: input.title, content: input.content, sys_msg_cate_id: input.sys_msg_cate_id },
        tx,
      );
      await this.audit.record(
        actor,
        {
          action: 'update',
          entity: 'sys_msg',
          entityId: before.sys_msg_id,
          before: snapshotOf(before),
          after: snapshotOf(after),
        },
        tx,
      );
      return true;
    });
  }

  /** Deletes a message or notice together with every delivery (it leaves every inbox). */
  async remove(actor: Actor, id: number) {
    return this.repo.transaction(async (tx) => {
      const before = await this.repo.findMsg(id, tx);
      if (!before) throw notFound(T.msgNotFound);
      if (!permits(actor.auth, kindPerm(before.kind, 'delete'))) throw forbidden();
      const receivers = await this.repo.deleteMsg(id, tx);
      await this.audit.record(
        actor,
        {
          action: 'delete',
          entity: 'sys_msg',
          entityId: id,
          before: { ...snapshotOf(before), receiver_count: receivers },
          after: null,
        },
        tx,
      );
      return true;
    });
  }
}
