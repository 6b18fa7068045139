import { MsgKind } from '@qishu/contract';
import type { Selectable } from 'kysely';
import type { SysMsgTable } from '../db/tables/platform.ts';
import type { Executor } from '../db/executor.ts';
import { contains } from '../shared/text-match.ts';

/** Message and receiver status values as stored (mirror MsgKind / ReceiverStatus of the contract). */
const ACTIVE = 1;
const UNREAD = 0;

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

export type MsgRow = Selectable<SysMsgTable>;

/** Whom a delivery goes to. */
export interface ReceiverTarget {
  sys_user_id: number;
  usr_agent_id: number;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The platform's messages and notices (sys_msg) with the deliveries a message gets when it is sent
 * and loses when it is deleted (sys_msg_receiver). Each user's own view of their deliveries is
 * MsgInboxRepository.
 */
export class SysMsgRepository {
  constructor(private readonly db: Executor) {}

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

  byId(id: number): Promise<MsgRow | undefined> {
    return this.db.selectFrom('sys_msg').selectAll().where('sys_msg_id', '=', id).executeTakeFirst();
  }

  async insert(row: {
    kind: number;
    /** null: a message the system sends (a custom request's review), no category */
    sys_msg_cate_id: number | null;
    title: string;
    content: string;
    /** null: the system itself (a watched saved search's daily alert) */
    sender_user_id: number | null;
    created_at: string;
  }): Promise<MsgRow> {
    return this.db
      .insertInto('sys_msg')
      .values({ ...row, usr_agent_id: null, status: ACTIVE })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A message (kind message, no category) with one unread delivery to each of `to`: what the system tells users. */
  async send(
    msg: { title: string; content: string; sender_user_id: number | null; created_at: string },
    to: ReceiverTarget[],
  ): Promise<MsgRow> {
    const row = await this.insert({ kind: MsgKind.message, sys_msg_cate_id: null, ...msg });
    await this.insertReceivers(row.sys_msg_id, to, msg.created_at);
    return row;
  }

  async update(
    id: number,
    patch: { title: string; content: string; sys_msg_cate_id: number },
  ): Promise<MsgRow> {
    return this.db
      .updateTable('sys_msg')
      .set(patch)
      .where('sys_msg_id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Deletes a message and every delivery of it; answers how many deliveries went. */
  async delete(id: number): Promise<number> {
    const gone = await this.db.deleteFrom('sys_msg_receiver').where('sys_msg_id', '=', id).executeTakeFirst();
    await this.db.deleteFrom('sys_msg').where('sys_msg_id', '=', id).execute();
    return n(gone.numDeletedRows);
  }

  /** One unread delivery of the message for each of `users`. */
  async insertReceivers(msgId: number, users: ReceiverTarget[], createdAt: string): Promise<void> {
    const CHUNK = 500;
    for (let i = 0; i < users.length; i += CHUNK) {
      await this.db
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
}
