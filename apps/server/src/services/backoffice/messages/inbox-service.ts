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
import type { BackofficeMessagesRepository } from '../../../repositories/backoffice-messages-repository.ts';
import type { Actor, AuditService } from '../../audit/audit-service.ts';
import type { Clock } from '../../identity/clock.ts';
import { assertSelf } from '../../identity/guard.ts';

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
  constructor(
    private readonly repo: BackofficeMessagesRepository,
    private readonly audit: AuditService,
    private readonly now: Clock,
  ) {}

  private async sync(actor: Actor): Promise<number> {
    const { sys_user_id, usr_agent_id } = actor.auth.user;
    await this.repo.syncNotices({ sys_user_id, usr_agent_id }, this.now().toISOString());
    return sys_user_id;
  }

  /** The unread counter of the top bar; identity in the body must be the caller's (else 403). */
  async unreadCount(actor: Actor, body: z.output<typeof unreadCountRequest>): Promise<number> {
    assertSelf(actor.auth, body, { allowAdmin: false });
    const userId = await this.sync(actor);
    return this.repo.unreadCount(userId);
  }

  async list(actor: Actor, q: z.output<typeof inboxListRequest>) {
    const userId = await this.sync(actor);
    const page = await this.repo.inboxPage(userId, q.status, q.title, q.page, q.limit);
    return {
      total: page.total,
      list: page.list.map(({ content, ...row }) => ({ ...row, summary: summaryOf(content) })),
      unreadNum: await this.repo.unreadCount(userId),
    };
  }

  /** Opens one delivery; an unread one becomes read. Another user's id answers 404. */
  async detail(actor: Actor, id: number) {
    const userId = actor.auth.user.sys_user_id;
    const row = await this.repo.inboxDetail(userId, id);
    if (!row) throw notFound(T.msgNotFound);
    if (row.status === ReceiverStatus.unread) {
      const readAt = this.now().toISOString();
      await this.repo.markRead(userId, [id], readAt);
      return { ...row, status: ReceiverStatus.read, read_at: readAt, summary: summaryOf(row.content) };
    }
    return { ...row, summary: summaryOf(row.content) };
  }

  private async own(actor: Actor, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await this.repo.ownReceivers(actor.auth.user.sys_user_id, unique);
    if (rows.length !== unique.length) throw notFound(T.msgNotFound);
    return rows;
  }

  async read(actor: Actor, ids: number[]) {
    await this.own(actor, ids);
    return { changed: await this.repo.markRead(actor.auth.user.sys_user_id, ids, this.now().toISOString()) };
  }

  async allRead(actor: Actor) {
    const userId = await this.sync(actor);
    return { changed: await this.repo.markRead(userId, 'all', this.now().toISOString()) };
  }

  /** To the recycle bin. */
  async recycle(actor: Actor, ids: number[]) {
    const rows = await this.own(actor, ids);
    if (rows.some((r) => r.status === ReceiverStatus.recycled)) throw badRequest(T.alreadyRecycled);
    return this.change(actor, 'recycle', rows, (tx, list) =>
      this.repo.setStatus(actor.auth.user.sys_user_id, list, ReceiverStatus.recycled, tx),
    );
  }

  /** Back from the recycle bin: to read if it had been read, else to unread. */
  async restore(actor: Actor, ids: number[]) {
    const rows = await this.inRecycle(actor, ids);
    const userId = actor.auth.user.sys_user_id;
    return this.change(actor, 'restore', rows, async (tx) => {
      const read = rows.filter((r) => r.read_at !== null).map((r) => r.sys_msg_receiver_id);
      const unread = rows.filter((r) => r.read_at === null).map((r) => r.sys_msg_receiver_id);
      return (
        (await this.repo.setStatus(userId, read, ReceiverStatus.read, tx)) +
        (await this.repo.setStatus(userId, unread, ReceiverStatus.unread, tx))
      );
    });
  }

  /**
   * Deletes for good from the recycle bin. A message's delivery row goes; a notice's row is kept
   * as `removed` so the platform-wide notice is not delivered to the user again.
   */
  async removeForGood(actor: Actor, ids: number[]) {
    const rows = await this.inRecycle(actor, ids);
    const userId = actor.auth.user.sys_user_id;
    return this.change(actor, 'purge', rows, async (tx) => {
      const notices = rows.filter((r) => r.kind === MsgKind.notice).map((r) => r.sys_msg_receiver_id);
      const messages = rows.filter((r) => r.kind !== MsgKind.notice).map((r) => r.sys_msg_receiver_id);
      return (
        (await this.repo.setStatus(userId, notices, ReceiverStatus.removed, tx)) +
        (await this.repo.deleteReceivers(userId, messages, tx))
      );
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
    rows: Awaited<ReturnType<BackofficeMessagesRepository['ownReceivers']>>,
    work: (
      tx: Parameters<Parameters<BackofficeMessagesRepository['transaction']>[0]>[0],
      ids: number[],
    ) => Promise<number>,
  ) {
    const ids = rows.map((r) => r.sys_msg_receiver_id);
    return this.repo.transaction(async (tx) => {
      const changed = await work(tx, ids);
      const after = await this.repo.ownReceivers(actor.auth.user.sys_user_id, ids, tx);
      await this.audit.record(
        actor,
        {
          action,
          entity: 'sys_msg_receiver',
          entityId: ids.length === 1 ? (ids[0] ?? null) : null,
          before: rows.map((r) => ({ sys_msg_receiver_id: r.sys_msg_receiver_id, status: r.status })),
          after: ids.map((id) => ({
            sys_msg_receiver_id: id,
            status: after.find((a) => a.sys_msg_receiver_id === id)?.status ?? 'deleted',
          })),
        },
        tx,
      );
      return { changed };
    });
  }
}
