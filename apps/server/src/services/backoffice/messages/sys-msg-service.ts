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
import type { Executor } from '../../../db/executor.ts';
import { MsgCateRepository } from '../../../repositories/msg-cate-repository.ts';
import { MsgRecipientRepository } from '../../../repositories/msg-recipient-repository.ts';
import {
  SysMsgRepository,
  type MsgRow,
  type ReceiverTarget,
} from '../../../repositories/sys-msg-repository.ts';
import { permits } from '../../access/permits.ts';
import type { Actor } from '../../audit/audit-service.ts';
import type { BackofficeDeps } from '../deps.ts';

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
  constructor(private readonly deps: BackofficeDeps) {}

  private msgs(db: Executor) {
    return new SysMsgRepository(db);
  }

  private cateRepo(db: Executor) {
    return new MsgCateRepository(db);
  }

  private recipients(db: Executor) {
    return new MsgRecipientRepository(db);
  }

  cates() {
    return this.cateRepo(this.deps.db.kysely).all();
  }

  async index(actor: Actor, q: z.output<typeof msgIndexRequest>) {
    const kinds = [MsgKind.message as number];
    if (permits(actor.auth, 'msg:notice:list')) kinds.push(MsgKind.notice);
    const page = await this.msgs(this.deps.db.kysely).page(
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
    return this.recipients(this.deps.db.kysely).agentOptions(q.keyword);
  }

  userOptions(q: z.output<typeof msgUserOptionsRequest>) {
    return this.recipients(this.deps.db.kysely).userOptions(q.keyword, q.usr_agent_id);
  }

  async sendMessage(actor: Actor, input: z.output<typeof saveMsgRequest>) {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const msgs = this.msgs(tx);
      const recipients = this.recipients(tx);
      if (!(await this.cateRepo(tx).exists(input.sys_msg_cate_id))) throw badRequest(T.cateUnknown);
      let receivers: ReceiverTarget[];
      let target: Record<string, unknown>;
      if (input.target === MsgTarget.users) {
        const ids = [...new Set(input.sys_user_ids ?? [])];
        receivers = await recipients.activeUsers(ids);
        if (receivers.length !== ids.length) throw badRequest(T.unknownUsers);
        target = { target: input.target, sys_user_ids: ids };
      } else if (input.target === MsgTarget.agents) {
        const ids = [...new Set(input.usr_agent_ids ?? [])];
        if ((await recipients.existingAgents(ids)).length !== ids.length) throw badRequest(T.unknownAgents);
        receivers = await recipients.activeUsersOfAgents(ids);
        target = { target: input.target, usr_agent_ids: ids };
      } else {
        receivers = await recipients.activeUsersOfAgents('all');
        target = { target: input.target };
      }
      if (!receivers.length) throw badRequest(T.noReceivers);
      const createdAt = this.deps.now().toISOString();
      const msg = await msgs.insert({
        kind: MsgKind.message,
        sys_msg_cate_id: input.sys_msg_cate_id,
        title: input.title,
        content: input.content,
        sender_user_id: actor.auth.user.sys_user_id,
        created_at: createdAt,
      });
      await msgs.insertReceivers(msg.sys_msg_id, receivers, createdAt);
      await log({
        action: 'send',
        entity: 'sys_msg',
        entityId: msg.sys_msg_id,
        before: null,
        after: { ...snapshotOf(msg), ...target, receiver_count: receivers.length },
      });
      return { sys_msg_id: msg.sys_msg_id, receiver_count: receivers.length };
    });
  }

  async saveNotice(actor: Actor, input: z.output<typeof saveNoticeRequest>) {
    return this.deps.writes.audited(actor, async (tx, log) => {
      if (!(await this.cateRepo(tx).exists(input.sys_msg_cate_id))) throw badRequest(T.cateUnknown);
      const msg = await this.msgs(tx).insert({
        kind: MsgKind.notice,
        sys_msg_cate_id: input.sys_msg_cate_id,
        title: input.title,
        content: input.content,
        sender_user_id: actor.auth.user.sys_user_id,
        created_at: this.deps.now().toISOString(),
      });
      await log({
        action: 'create',
        entity: 'sys_msg',
        entityId: msg.sys_msg_id,
        before: null,
        after: snapshotOf(msg),
      });
      return { sys_msg_id: msg.sys_msg_id };
    });
  }

  async update(actor: Actor, input: z.output<typeof updateSysMsgRequest>) {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const msgs = this.msgs(tx);
      const before = await msgs.byId(input.sys_msg_id);
      if (!before) throw notFound(T.msgNotFound);
      if (!permits(actor.auth, kindPerm(before.kind, 'update'))) throw forbidden();
      if (!(await this.cateRepo(tx).exists(input.sys_msg_cate_id))) throw badRequest(T.cateUnknown);
      const after = await msgs.update(input.sys_msg_id, {
        title: input.title,
        content: input.content,
        sys_msg_cate_id: input.sys_msg_cate_id,
      });
      await log({
        action: 'update',
        entity: 'sys_msg',
        entityId: before.sys_msg_id,
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
      return true;
    });
  }

  /** Deletes a message or notice together with every delivery (it leaves every inbox). */
  async remove(actor: Actor, id: number) {
    return this.deps.writes.audited(actor, async (tx, log) => {
      const msgs = this.msgs(tx);
      const before = await msgs.byId(id);
      if (!before) throw notFound(T.msgNotFound);
      if (!permits(actor.auth, kindPerm(before.kind, 'delete'))) throw forbidden();
      const receivers = await msgs.delete(id);
      await log({
        action: 'delete',
        entity: 'sys_msg',
        entityId: id,
        before: { ...snapshotOf(before), receiver_count: receivers },
        after: null,
      });
      return true;
    });
  }
}
