import {
  InboxTab,
  MessageTexts as T,
  MsgKind,
  ReceiverStatus,
  type inboxListRequest,
  type unreadCountRequest,
} from '@qishu/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../shared/errors.ts';
import type { Executor } from '../../../db/executor.ts';
import type { DataScope } from '../../../repositories/data-scope.ts';
import { MsgInboxRepository, type OwnReceiver } from '../../../repositories/msg-inbox-repository.ts';
import type { Actor } from '../../audit/audit-service.ts';
import { assertSelf } from '../../identity/guard.ts';
import type { BackofficeDeps } from '../deps.ts';

const SUMMARY_LENGTH = 80;
const summaryOf = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
};

/**
 * A user's message centre (/admin/Msgcontent): the caller's own deliveries only, whatever their
 * module. Every read first delivers the published notices the caller has no row of yet.
 * Recycling, restoring and deleting for good are recorded in the operation log; marking read is not
 * (it happens on every open and changes nothing but the read mark).
 */
export class InboxService {
  constructor(private readonly deps: BackofficeDeps) {}

  private inbox(db: Executor, scope: DataScope) {
    return new MsgInboxRepository(db, scope);
  }

  /**
   * The caller's deliveries on the database: reads, and the one-statement writes that the operation
   * log does not record (delivering notices, marking read), which need no transaction.
   */
  private mine(actor: Actor) {
    return this.inbox(this.deps.db.kysely, actor.scope);
  }

  private async sync(actor: Actor): Promise<MsgInboxRepository> {
    const inbox = this.mine(actor);
    await inbox.syncNotices(actor.auth.user.usr_agent_id, this.deps.now().toISOString());
    return inbox;
  }

  /** The unread counter of the top bar; identity in the body must be the caller's (else 403). */
  async unreadCount(actor: Actor, body: z.output<typeof unreadCountRequest>): Promise<number> {
    assertSelf(actor.auth, body, { allowAdmin: false });
    const inbox = await this.sync(actor);
    return inbox.unreadCount();
  }

  async list(actor: Actor, q: z.output<typeof inboxListRequest>) {
    const inbox = await this.sync(actor);
    const page = await inbox.page(q.status, q.title, q.page, q.limit);
    return {
      total: page.total,
      list: page.list.map(({ content, ...row }) => ({ ...row, summary: summaryOf(content) })),
      unreadNum: await inbox.unreadCount(),
    };
  }

  /** Opens one delivery; an unread one becomes read. Another user's id answers 404. */
  async detail(actor: Actor, id: number) {
    const inbox = this.mine(actor);
    const row = await inbox.detail(id);
    if (!row) throw notFound(T.msgNotFound);
    if (row.status === ReceiverStatus.unread) {
      const readAt = this.deps.now().toISOString();
      await inbox.markRead([id], readAt);
      return { ...row, status: ReceiverStatus.read, read_at: readAt, summary: summaryOf(row.content) };
    }
    return { ...row, summary: summaryOf(row.content) };
  }

  private async own(actor: Actor, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await this.mine(actor).visible(unique);
    if (rows.length !== unique.length) throw notFound(T.msgNotFound);
    return rows;
  }

  async read(actor: Actor, ids: number[]) {
    await this.own(actor, ids);
    return { changed: await this.mine(actor).markRead(ids, this.deps.now().toISOString()) };
  }

  async allRead(actor: Actor) {
    const inbox = await this.sync(actor);
    return { changed: await inbox.markRead('all', this.deps.now().toISOString()) };
  }

  /** To the recycle bin. */
  async recycle(actor: Actor, ids: number[]) {
    const rows = await this.own(actor, ids);
    if (rows.some((r) => r.status === ReceiverStatus.recycled)) throw badRequest(T.alreadyRecycled);
    return this.change(actor, 'recycle', rows, (inbox, list) =>
      inbox.setStatus(list, ReceiverStatus.recycled),
    );
  }

  /** Back from the recycle bin: to read if it had been read, else to unread. */
  async restore(actor: Actor, ids: number[]) {
    const rows = await this.inRecycle(actor, ids);
    return this.change(actor, 'restore', rows, async (inbox) => {
      const read = rows.filter((r) => r.read_at !== null).map((r) => r.sys_msg_receiver_id);
      const unread = rows.filter((r) => r.read_at === null).map((r) => r.sys_msg_receiver_id);
      return (
        (await inbox.setStatus(read, ReceiverStatus.read)) +
        (await inbox.setStatus(unread, ReceiverStatus.unread))
      );
    });
  }

  /**
   * Deletes for good from the recycle bin. A message's delivery row goes; a notice's row is kept
   * as `removed` so the platform-wide notice is not delivered to the user again.
   */
  async removeForGood(actor: Actor, ids: number[]) {
    const rows = await this.inRecycle(actor, ids);
    return this.change(actor, 'purge', rows, async (inbox) => {
      const notices = rows.filter((r) => r.kind === MsgKind.notice).map((r) => r.sys_msg_receiver_id);
      const messages = rows.filter((r) => r.kind !== MsgKind.notice).map((r) => r.sys_msg_receiver_id);
      return (await inbox.setStatus(notices, ReceiverStatus.removed)) + (await inbox.delete(messages));
    });
  }

  private async inRecycle(actor: Actor, ids: number[]) {
    const rows = await this.own(actor, ids);
    if (rows.some((r) => r.status !== InboxTab.recycle)) throw badRequest(T.notInRecycle);
    return rows;
  }

  private async change(
    actor: Actor,
    action: string,
    rows: OwnReceiver[],
    work: (inbox: MsgInboxRepository, ids: number[]) => Promise<number>,
  ) {
    const ids = rows.map((r) => r.sys_msg_receiver_id);
    return this.deps.writes.audited(actor, async (tx, log) => {
      const inbox = this.inbox(tx, actor.scope);
      const changed = await work(inbox, ids);
      const after = await inbox.visible(ids);
      await log({
        action,
        entity: 'sys_msg_receiver',
        entityId: ids.length === 1 ? (ids[0] ?? null) : null,
        before: rows.map((r) => ({ sys_msg_receiver_id: r.sys_msg_receiver_id, status: r.status })),
        after: ids.map((id) => ({
          sys_msg_receiver_id: id,
          status: after.find((a) => a.sys_msg_receiver_id === id)?.status ?? 'deleted',
        })),
      });
      return { changed };
    });
  }
}
