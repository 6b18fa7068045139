import { type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contains } from '../shared/text-match.ts';

type Executor = Kysely<Database>;

/** Kind, receiver status and target values as stored (mirrors MsgKind / ReceiverStatus of the contract). */
const KIND_NOTICE = 2;
const ACTIVE = 1;
const UNREAD = 0;
const RECYCLED = 2;
const REMOVED = 3;

export interface MsgFilter {
  title?: string | undefined;
  kind?: number | undefined;
  sys_msg_cate_id?: number | undefined;
  /** created_at from (ISO, inclusive) */
  from?: string | undefined;
  /** created_at before (ISO, exclusive) */
  to?: string | undefined;
  /** only these kinds may be listed */
  kinds: number[];
}

export interface MsgRow {
  sys_msg_id: number;
  kind: number;
  sys_msg_cate_id: number | null;
  title: string;
  content: string;
  sender_user_id: number | null;
  usr_agent_id: number | null;
  status: number;
  created_at: string;
}

export interface ReceiverTarget {
  sys_user_id: number;
  usr_agent_id: number;
}

export interface OwnReceiver {
  sys_msg_receiver_id: number;
  sys_msg_id: number;
  kind: number;
  status: number;
  read_at: string | null;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * Messages, notices and their deliveries (sys_msg, sys_msg_cate, sys_msg_receiver). Inbox queries
 * always take the owner's sys_user_id, so a user can never reach another user's delivery.
 */
export class BackofficeMessagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  // ── categories ───────────────────────────────────────────────────────────────────────

  cates() {
    return this.db
      .selectFrom('sys_msg_cate')
      .select(['sys_msg_cate_id', 'name'])
      .orderBy('orders')
      .orderBy('sys_msg_cate_id')
      .execute();
  }

  async cateExists(id: number, ex: Executor = this.db): Promise<boolean> {
    const row = await ex
      .selectFrom('sys_msg_cate')
      .select('sys_msg_cate_id')
      .where('sys_msg_cate_id', '=', id)
      .executeTakeFirst();
    return !!row;
  }

  // ── messages and notices ─────────────────────────────────────────────────────────────

  async page(filter: MsgFilter, page: number, limit: number) {
    let q = this.db
      .selectFrom('sys_msg as m')
      .leftJoin('sys_msg_cate as c', 'c.sys_msg_cate_id', 'm.sys_msg_cate_id')
      .leftJoin('sys_user as s', 's.sys_user_id', 'm.sender_user_id')
      .where('m.kind', 'in', filter.kinds);
    if (filter.title) q = q.where(contains('m.title', filter.title));
    if (filter.kind) q = q.where('m.kind', '=', filter.kind);
    if (filter.sys_msg_cate_id) q = q.where('m.sys_msg_cate_id', '=', filter.sys_msg_cate_id);
    if (filter.from) q = q.where('m.created_at', '>=', filter.from);
    if (filter.to) q = q.where('m.created_at', '<', filter.to);

    const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await q
      .select((eb) => [
        'm.sys_msg_id',
        'm.kind',
        'm.sys_msg_cate_id',
        'c.name as cate_name',
        'm.title',
        'm.content',
        's.realname as sender_name',
        'm.created_at',
        eb
          .selectFrom('sys_msg_receiver as r')
          .select(eb.fn.countAll().as('n'))
          .whereRef('r.sys_msg_id', '=', 'm.sys_msg_id')
          .as('receiver_count'),
        eb
          .selectFrom('sys_msg_receiver as r')
          .select(eb.fn.countAll().as('n'))
          .whereRef('r.sys_msg_id', '=', 'm.sys_msg_id')
          .where('r.read_at', 'is not', null)
          .as('read_count'),
        eb
          .selectFrom('sys_msg_receiver as r')
          .select((e) => e.fn.count('r.usr_agent_id').distinct().as('n'))
          .whereRef('r.sys_msg_id', '=', 'm.sys_msg_id')
          .as('agent_count'),
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.sys_msg_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return {
      total: n(total?.n),
      list: rows.map((r) => ({
        ...r,
        receiver_count: n(r.receiver_count),
        read_count: n(r.read_count),
        agent_count: n(r.agent_count),
      })),
    };
  }

  findMsg(id: number, ex: Executor = this.db): Promise<MsgRow | undefined> {
    return ex.selectFrom('sys_msg').selectAll().where('sys_msg_id', '=', id).executeTakeFirst();
  }

  async insertMsg(
    row: {
      kind: number;
      sys_msg_cate_id: number;
      title: string;
      content: string;
      sender_user_id: number;
      created_at: string;
    },
    ex: Executor,
  ): Promise<MsgRow> {
    return ex
      .insertInto('sys_msg')
      .values({ ...row, usr_agent_id: null, status: ACTIVE })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateMsg(
    id: number,
    patch: { title: string; content: string; sys_msg_cate_id: number },
    ex: Executor,
  ): Promise<MsgRow> {
    return ex
      .updateTable('sys_msg')
      .set(patch)
      .where('sys_msg_id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Deletes a message and every delivery of it; answers how many deliveries went. */
  async deleteMsg(id: number, ex: Executor): Promise<number> {
    const gone = await ex.deleteFrom('sys_msg_receiver').where('sys_msg_id', '=', id).executeTakeFirst();
    await ex.deleteFrom('sys_msg').where('sys_msg_id', '=', id).execute();
    return n(gone.numDeletedRows);
  }

  // ── receivers at send time ───────────────────────────────────────────────────────────

  /** Active (status 1) users among `ids`. */
  activeUsers(ids: number[], ex: Executor): Promise<ReceiverTarget[]> {
    return ex
      .selectFrom('sys_user')
      .select(['sys_user_id', 'usr_agent_id'])
      .where('sys_user_id', 'in', ids)
      .where('status', '=', ACTIVE)
      .execute();
  }

  async existingAgents(ids: number[], ex: Executor): Promise<number[]> {
    const rows = await ex
      .selectFrom('usr_agent')
      .select('usr_agent_id')
      .where('usr_agent_id', 'in', ids)
      .execute();
    return rows.map((r) => r.usr_agent_id);
  }

  /** Every active workspace user (no shop shoppers) of the organisations, or of all active ones. */
  activeUsersOfAgents(agentIds: number[] | 'all', ex: Executor): Promise<ReceiverTarget[]> {
    let q = ex
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .select(['u.sys_user_id', 'u.usr_agent_id'])
      .where('u.status', '=', ACTIVE)
      .where('u.is_shopper', '=', 0);
    q = agentIds === 'all' ? q.where('a.status', '=', ACTIVE) : q.where('u.usr_agent_id', 'in', agentIds);
    return q.orderBy('u.sys_user_id').execute();
  }

  async insertReceivers(
    msgId: number,
    users: ReceiverTarget[],
    createdAt: string,
    ex: Executor,
  ): Promise<void> {
    const CHUNK = 500;
    for (let i = 0; i < users.length; i += CHUNK) {
      await ex
        .insertInto('sys_msg_receiver')
        .values(
          users.slice(i, i + CHUNK).map((u) => ({
            sys_msg_id: msgId,
            sys_user_id: u.sys_user_id,
            usr_agent_id: u.usr_agent_id,
            status: UNREAD,
            created_at: createdAt,
          })),
        )
        .execute();
    }
  }

  // ── picker ───────────────────────────────────────────────────────────────────────────

  async agentOptions(keyword: string | undefined) {
    let q = this.db
      .selectFrom('usr_agent as a')
      .select((eb) => [
        'a.usr_agent_id',
        'a.name',
        eb
          .selectFrom('sys_user as u')
          .select(eb.fn.countAll().as('n'))
          .whereRef('u.usr_agent_id', '=', 'a.usr_agent_id')
          .where('u.status', '=', ACTIVE)
          .where('u.is_shopper', '=', 0)
          .as('user_count'),
      ])
      .where('a.status', '=', ACTIVE);
    if (keyword) {
      q = q.where((eb) => eb.or([contains('a.name', keyword), contains('a.short_name', keyword)]));
    }
    const rows = await q.orderBy('a.usr_agent_id').limit(200).execute();
    return rows.map((r) => ({ ...r, user_count: n(r.user_count) }));
  }

  userOptions(keyword: string | undefined, agentId: number | undefined) {
    let q = this.db
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .select(['u.sys_user_id', 'u.realname', 'u.username', 'u.usr_agent_id', 'a.name as agent_name'])
      .where('u.status', '=', ACTIVE)
      .where('u.is_shopper', '=', 0);
    if (keyword) {
      q = q.where((eb) => eb.or([contains('u.realname', keyword), contains('u.username', keyword)]));
    }
    if (agentId) q = q.where('u.usr_agent_id', '=', agentId);
    return q.orderBy('u.sys_user_id').limit(30).execute();
  }

  // ── the message centre (always the owner's rows) ─────────────────────────────────────

  /**
   * Delivers every published notice the user has no delivery of yet (notices reach users created
   * after publication this way). Idempotent; safe under concurrent calls of the same user.
   */
  async syncNotices(user: ReceiverTarget, createdAt: string): Promise<void> {
    await this.db
      .insertInto('sys_msg_receiver')
      .columns(['sys_msg_id', 'sys_user_id', 'usr_agent_id', 'status', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('sys_msg as m')
          .select((e) => [
            'm.sys_msg_id',
            e.val(user.sys_user_id).as('sys_user_id'),
            e.val(user.usr_agent_id).as('usr_agent_id'),
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
                  .where('r.sys_user_id', '=', user.sys_user_id),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['sys_msg_id', 'sys_user_id']).doNothing())
      .execute();
  }

  async inboxPage(userId: number, status: number, title: string | undefined, page: number, limit: number) {
    let q = this.db
      .selectFrom('sys_msg_receiver as r')
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .leftJoin('sys_msg_cate as c', 'c.sys_msg_cate_id', 'm.sys_msg_cate_id')
      .where('r.sys_user_id', '=', userId)
      .where('r.status', '=', status);
    if (title) q = q.where(contains('m.title', title));
    const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const list = await q
      .select([
        'r.sys_msg_receiver_id',
        'r.sys_msg_id',
        'm.kind',
        'c.name as cate_name',
        'm.title',
        'm.content',
        'r.status',
        'r.read_at',
        'm.created_at',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('r.sys_msg_receiver_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return { total: n(total?.n), list };
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sys_msg_receiver')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sys_user_id', '=', userId)
      .where('status', '=', UNREAD)
      .executeTakeFirst();
    return n(row?.n);
  }

  inboxDetail(userId: number, receiverId: number) {
    return this.db
      .selectFrom('sys_msg_receiver as r')
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .leftJoin('sys_msg_cate as c', 'c.sys_msg_cate_id', 'm.sys_msg_cate_id')
      .leftJoin('sys_user as s', 's.sys_user_id', 'm.sender_user_id')
      .select([
        'r.sys_msg_receiver_id',
        'r.sys_msg_id',
        'm.kind',
        'c.name as cate_name',
        'm.title',
        'm.content',
        's.realname as sender_name',
        'r.status',
        'r.read_at',
        'm.created_at',
      ])
      .where('r.sys_user_id', '=', userId)
      .where('r.sys_msg_receiver_id', '=', receiverId)
      .where('r.status', '!=', REMOVED)
      .executeTakeFirst();
  }

  /** The user's own visible deliveries among `ids` (others' or removed ones are left out). */
  ownReceivers(userId: number, ids: number[], ex: Executor = this.db): Promise<OwnReceiver[]> {
    return ex
      .selectFrom('sys_msg_receiver as r')
      .innerJoin('sys_msg as m', 'm.sys_msg_id', 'r.sys_msg_id')
      .select(['r.sys_msg_receiver_id', 'r.sys_msg_id', 'm.kind', 'r.status', 'r.read_at'])
      .where('r.sys_user_id', '=', userId)
      .where('r.sys_msg_receiver_id', 'in', ids)
      .where('r.status', '!=', REMOVED)
      .execute();
  }

  /** Marks the user's unread deliveries among `ids` (or all of them) read. */
  async markRead(
    userId: number,
    ids: number[] | 'all',
    readAt: string,
    ex: Executor = this.db,
  ): Promise<number> {
    let q = ex
      .updateTable('sys_msg_receiver')
      .set({ status: 1, read_at: readAt })
      .where('sys_user_id', '=', userId)
      .where('status', '=', UNREAD);
    if (ids !== 'all') q = q.where('sys_msg_receiver_id', 'in', ids);
    const res = await q.executeTakeFirst();
    return n(res.numUpdatedRows);
  }

  async setStatus(userId: number, ids: number[], status: number, ex: Executor): Promise<number> {
    if (!ids.length) return 0;
    const res = await ex
      .updateTable('sys_msg_receiver')
      .set({ status })
      .where('sys_user_id', '=', userId)
      .where('sys_msg_receiver_id', 'in', ids)
      .executeTakeFirst();
    return n(res.numUpdatedRows);
  }

  async deleteReceivers(userId: number, ids: number[], ex: Executor): Promise<number> {
    if (!ids.length) return 0;
    const res = await ex
      .deleteFrom('sys_msg_receiver')
      .where('sys_user_id', '=', userId)
      .where('sys_msg_receiver_id', 'in', ids)
      .where('status', '=', RECYCLED)
      .executeTakeFirst();
    return n(res.numDeletedRows);
  }
}
