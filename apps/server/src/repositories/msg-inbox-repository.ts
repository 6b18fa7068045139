import type { Executor } from '../db/executor.ts';
import { contains } from '../shared/text-match.ts';
import type { DataScope } from './data-scope.ts';

/** Kind, message and receiver status values as stored (mirror MsgKind / ReceiverStatus of the contract). */
const KIND_NOTICE = 2;
const ACTIVE = 1;
const UNREAD = 0;
const READ = 1;
const RECYCLED = 2;
const REMOVED = 3;

export interface OwnReceiver {
  sys_msg_receiver_id: number;
  sys_msg_id: number;
  kind: number;
  status: number;
  read_at: string | null;
}

const n = (v: unknown) => Number(v ?? 0);

/** A delivery as the message centre lists it (the detail adds the sender). */
const INBOX_COLUMNS = [
  'r.sys_msg_receiver_id',
  'r.sys_msg_id',
  'm.kind',
  'c.name as cate_name',
  'm.title',
  'm.content',
  'r.status',
  'r.read_at',
  'm.created_at',
] as const;

/**
 * A user's message centre: the scope's user's own deliveries (sys_msg_receiver), read with their
 * message. Every query starts from the user's rows, so nobody can reach another user's delivery.
 */
export class MsgInboxRepository {
  constructor(
    private readonly db: Executor,
    private readonly scope: DataScope,
  ) {}

  /** the user's deliveries */
  private owned() {
    return this.db.selectFrom('sys_msg_receiver as r').where('r.sys_user_id', '=', this.scope.userId);
  }

  private ownedUpdate() {
    return this.db.updateTable('sys_msg_receiver').where('sys_user_id', '=', this.scope.userId);
  }

  /**
   * Delivers every published notice the user has no delivery of yet (notices reach users created
   * after publication this way). Idempotent; safe under concurrent calls of the same user.
   * `agentId` is the user's organisation, stored on the delivery.
   */
  async syncNotices(agentId: number, createdAt: string): Promise<void> {
    const userId = this.scope.userId;
    await this.db
      .insertInto('sys_msg_receiver')
      .columns(['sys_msg_id', 'sys_user_id', 'usr_agent_id', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('sys_msg as m')
          .select((e) => [
            'm.sys_msg_id',
            e.val(userId).as('sys_user_id'),
            e.val(agentId).as('usr_agent_id'),
            e.val(UNREAD).as('status'),
            e.val(createdAt).as('created_at'),
          ])
          .where('m.kind', '=', KIND_NOTICE)
          .where('m.status', '=', ACTIVE)
          .where((e) =>
            e.not(
              e.exists(
                e
                  .selectFrom('sys_msg_receiver as r')
                  .select('r.sys_msg_receiver_id')
                  .whereRef('r.sys_msg_id', '=', 'm.sys_msg_id')
                  .where('r.sys_user_id', '=', userId),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['sys_msg_id', 'sys_user_id']).doNothing())
      .execute();
  }

  async page(status: number, title: string | undefined, page: number, limit: number) {
    let q = this.owned()
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .leftJoin('sys_msg_cate as c', 'c.sys_msg_cate_id', 'm.sys_msg_cate_id')
      .where('r.status', '=', status);
    if (title) q = q.where(contains('m.title', title));
    const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const list = await q
      .select(INBOX_COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('r.sys_msg_receiver_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { total: n(total?.n), list };
  }

  async unreadCount(): Promise<number> {
    const row = await this.owned()
      .select((eb) => eb.fn.countAll().as('n'))
      .where('r.status', '=', UNREAD)
      .executeTakeFirst();
    return n(row?.n);
  }

  detail(receiverId: number) {
    return this.owned()
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .leftJoin('sys_msg_cate as c', 'c.sys_msg_cate_id', 'm.sys_msg_cate_id')
      .leftJoin('sys_user as s', 's.sys_user_id', 'm.sender_user_id')
      .select([...INBOX_COLUMNS, 's.realname as sender_name'])
      .where('r.sys_msg_receiver_id', '=', receiverId)
      .where('r.status', '!=', REMOVED)
      .executeTakeFirst();
  }

  /** The user's visible deliveries among `ids` (others' or removed ones are left out). */
  visible(ids: number[]): Promise<OwnReceiver[]> {
    return this.owned()
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .select(['r.sys_msg_receiver_id', 'r.sys_msg_id', 'm.kind', 'r.status', 'r.read_at'])
      .where('r.sys_msg_receiver_id', 'in', ids)
      .where('r.status', '!=', REMOVED)
      .execute();
  }

  /** Marks the user's unread deliveries among `ids` (or all of them) read. */
  async markRead(ids: number[] | 'all', readAt: string): Promise<number> {
    let q = this.ownedUpdate().set({ status: READ, read_at: readAt }).where('status', '=', UNREAD);
    if (ids !== 'all') q = q.where('sys_msg_receiver_id', 'in', ids);
    const res = await q.executeTakeFirst();
    return n(res.numUpdatedRows);
  }

  async setStatus(ids: number[], status: number): Promise<number> {
    if (!ids.length) return 0;
    const res = await this.ownedUpdate()
      .set({ status })
      .where('sys_msg_receiver_id', 'in', ids)
      .executeTakeFirst();
    return n(res.numUpdatedRows);
  }

  /** Deletes the user's recycled deliveries among `ids`. */
  async delete(ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const res = await this.db
      .deleteFrom('sys_msg_receiver')
      .where('sys_user_id', '=', this.scope.userId)
      .where('sys_msg_receiver_id', 'in', ids)
      .where('status', '=', RECYCLED)
      .executeTakeFirst();
    return n(res.numDeletedRows);
  }
}
