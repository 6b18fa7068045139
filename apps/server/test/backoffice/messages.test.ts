import {
  BadgePaths,
  InboxTab,
  MessagePaths as P,
  MessageLimits,
  MessageTexts as T,
  Messages,
  ReceiverStatus,
  ResultCode,
  type InboxDetail,
  type InboxListResponse,
  type MsgAgentOption,
  type MsgCate,
  type MsgUserOption,
  type Page,
  type SysMsgRow,
} from '@qishu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-db.ts';
import { createBackofficeApp, Demo, type BackofficeApp } from './helpers.ts';

/** another organisation's admin (agent 511, data search) */
const ORG_511 = '13900000511';
/** a park (module 3) user of organisation 301 */
const PARK = '13700000003';
const DAY = 86_400_000;
const LATER = 3650 * DAY;

describe.each(testDialects)('messages area on %s', (dialect) => {
  let t: BackofficeApp;
  let admin: string;
  let cate: number;
  const tok: Record<string, string> = {};

  beforeAll(async () => {
    t = await createBackofficeApp(dialect);
    admin = await t.tokenOf(Demo.admin);
    for (const phone of [Demo.orgUser200, Demo.orgAdmin200, ORG_511, PARK, Demo.auditor]) {
      tok[phone] = await t.tokenOf(phone);
    }
    const cates = await t.call<MsgCate[]>('POST', P.getSysCate, admin, {});
    expect(cates.code).toBe(200);
    cate = cates.data[1]?.sys_msg_cate_id ?? 0;
    expect(cates.data.map((c) => c.name)).toEqual(['系统公告', '业务消息', '数据通知']);
  });
  afterAll(() => t.close());

  const unread = async (phone: string) => {
    const res = await t.call<number>('POST', BadgePaths.unreadCount, tok[phone] ?? admin, {});
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const inbox = async (phone: string, status: number, title?: string) => {
    const res = await t.call<InboxListResponse>('POST', P.list, tok[phone] ?? admin, {
      status,
      title,
      limit: 100,
    });
    expect(res.code, res.error ?? '').toBe(200);
    return res.data;
  };
  const receiverOf = async (phone: string, title: string) => {
    for (const status of [InboxTab.unread, InboxTab.read, InboxTab.recycle]) {
      const row = (await inbox(phone, status, title)).list.find((r) => r.title === title);
      if (row) return row;
    }
    throw new Error(`${phone} has no message ${title}`);
  };
  const activeUsers = (agent?: number) => {
    let q = t.db.kysely
      .selectFrom('sys_user as u')
      .innerJoin('usr_agent as a', 'a.usr_agent_id', 'u.usr_agent_id')
      .select('u.sys_user_id')
      .where('u.status', '=', 1)
      .where('u.is_shopper', '=', 0)
      .where('a.status', '=', 1);
    if (agent !== undefined) q = q.where('u.usr_agent_id', '=', agent);
    return q.execute();
  };
  const receiversOf = (msgId: number) =>
    t.db.kysely.selectFrom('sys_msg_receiver').selectAll().where('sys_msg_id', '=', msgId).execute();
  const send = (body: Record<string, unknown>, token = admin) =>
    t.call<{ sys_msg_id: number; receiver_count: number }>('POST', P.saveMsg, token, {
      content: '请于本周五前完成年度数据核对。',
      sys_msg_cate_id: cate,
      ...body,
    });

  describe('sending', () => {
    it('sends to chosen users: only they get an unread message, logged with the target', async () => {
      const userId = await t.userId(Demo.orgUser200, 200);
      const [before, otherBefore] = [await unread(Demo.orgUser200), await unread(Demo.orgAdmin200)];
      const res = await send({ title: '致周雨桐的消息', target: 'users', sys_user_ids: [userId] });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.receiver_count).toBe(1);
      const rows = await receiversOf(res.data.sys_msg_id);
      expect(rows.map((r) => [r.sys_user_id, r.usr_agent_id, r.status])).toEqual([[userId, 200, 0]]);
      expect(await unread(Demo.orgUser200)).toBe(before + 1);
      expect(await unread(Demo.orgAdmin200)).toBe(otherBefore);

      const logs = await t.logsOf('sys_msg', res.data.sys_msg_id);
      expect(logs).toHaveLength(1);
      expect(logs[0]?.action).toBe('send');
      expect(logs[0]?.before_json).toBeNull();
      expect(JSON.parse(logs[0]?.after_json ?? '{}')).toMatchObject({
        title: '致周雨桐的消息',
        kind: 1,
        target: 'users',
        sys_user_ids: [userId],
        receiver_count: 1,
      });
    });

    it('sends to an organisation: every active user of it, nobody else', async () => {
      const members = await activeUsers(200);
      const other = await unread(ORG_511);
      const before = await unread(Demo.orgAdmin200);
      const res = await send({ title: '致前海数联全体', target: 'agents', usr_agent_ids: [200] });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.receiver_count).toBe(members.length);
      const rows = await receiversOf(res.data.sys_msg_id);
      expect(new Set(rows.map((r) => r.sys_user_id))).toEqual(new Set(members.map((m) => m.sys_user_id)));
      expect(rows.every((r) => r.usr_agent_id === 200)).toBe(true);
      expect(await unread(Demo.orgAdmin200)).toBe(before + 1);
      expect(await unread(ORG_511)).toBe(other);
    });

    it('sends to everyone: every active user of every organisation, workspaces of every module', async () => {
      const all = await activeUsers();
      const [park, p511] = [await unread(PARK), await unread(ORG_511)];
      const res = await send({ title: '全员消息：系统升级', target: 'all' });
      expect(res.code, res.error ?? '').toBe(200);
      expect(res.data.receiver_count).toBe(all.length);
      expect(await receiversOf(res.data.sys_msg_id)).toHaveLength(all.length);
      expect(await unread(PARK)).toBe(park + 1);
      expect(await unread(ORG_511)).toBe(p511 + 1);
    });

    it('skips disabled users of an organisation and refuses a disabled chosen user', async () => {
      const id = await t.userId(Demo.orgAdmin200, 200);
      await t.db.kysely.updateTable('sys_user').set({ status: 0 }).where('sys_user_id', '=', id).execute();
      try {
        const res = await send({ title: '停用用户不接收', target: 'agents', usr_agent_ids: [200] });
        expect(res.code).toBe(200);
        expect((await receiversOf(res.data.sys_msg_id)).some((r) => r.sys_user_id === id)).toBe(false);
        const refused = await send({ title: '停用用户', target: 'users', sys_user_ids: [id] });
        expect([refused.code, refused.error]).toEqual([ResultCode.invalid, T.unknownUsers]);
      } finally {
        await t.db.kysely.updateTable('sys_user').set({ status: 1 }).where('sys_user_id', '=', id).execute();
      }
    });

    it('answers clear Chinese messages for bad input and changes nothing', async () => {
      const count = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('sys_msg')
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirst()
          )?.n,
        );
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ target: 'all' }, T.titleRequired],
        [{ title: '   ', target: 'all' }, T.titleRequired],
        [{ title: '标'.repeat(MessageLimits.titleMax + 1), target: 'all' }, T.titleMax],
        [
          { title: '内容过长', target: 'all', content: '字'.repeat(MessageLimits.contentMax + 1) },
          T.contentMax,
        ],
        [{ title: '无内容', target: 'all', content: '' }, T.contentRequired],
        [{ title: '无对象' }, T.targetRequired],
        [{ title: '无用户', target: 'users', sys_user_ids: [] }, T.usersRequired],
        [{ title: '无机构', target: 'agents' }, T.agentsRequired],
        [{ title: '无分类', target: 'all', sys_msg_cate_id: undefined }, T.cateRequired],
        [{ title: '坏分类', target: 'all', sys_msg_cate_id: 9999 }, T.cateUnknown],
        [{ title: '坏用户', target: 'users', sys_user_ids: [999999] }, T.unknownUsers],
        [{ title: '坏机构', target: 'agents', usr_agent_ids: [999999] }, T.unknownAgents],
      ];
      for (const [body, message] of cases) {
        const res = await send(body);
        expect([res.code, res.error], JSON.stringify(body)).toEqual([ResultCode.invalid, message]);
      }
      const notice = await t.call('POST', P.saveNotice, admin, {
        title: '',
        content: 'x',
        sys_msg_cate_id: cate,
      });
      expect([notice.code, notice.error]).toEqual([ResultCode.invalid, T.titleRequired]);
      const range = await t.call('POST', P.getIndex, admin, {
        start_date: '2026-11-23',
        end_date: '2026-11-22',
      });
      expect([range.code, range.error]).toEqual([ResultCode.invalid, T.dateRange]);
      expect(await count()).toBe(before);
    });

    it('refuses the auditor and organisation users (403) and writes nothing', async () => {
      for (const phone of [Demo.auditor, Demo.orgAdmin200]) {
        const token = tok[phone] ?? '';
        const res = await send({ title: '越权发送', target: 'all' }, token);
        expect([res.code, res.error]).toEqual([ResultCode.forbidden, Messages.forbidden]);
        for (const path of [P.getIndex, P.saveNotice, P.updateSysMsg, P.deleteSysMsg, P.userOptions]) {
          const r = await t.call('POST', path, token, {
            sys_msg_id: 1,
            title: 'x',
            content: 'x',
            sys_msg_cate_id: cate,
          });
          expect(r.code, path).toBe(ResultCode.forbidden);
        }
      }
      const sent = await t.db.kysely
        .selectFrom('sys_msg')
        .select('sys_msg_id')
        .where('title', '=', '越权发送')
        .execute();
      expect(sent).toHaveLength(0);
    });

    it('offers organisations and users for the receiver picker', async () => {
      const agents = await t.call<MsgAgentOption[]>('POST', P.agentOptions, admin, { keyword: '前海' });
      expect(agents.data.map((a) => a.usr_agent_id)).toEqual([200]);
      expect(agents.data[0]?.user_count).toBe((await activeUsers(200)).length);
      const users = await t.call<MsgUserOption[]>('POST', P.userOptions, admin, { keyword: '周雨' });
      expect(users.data.map((u) => [u.username, u.agent_name])).toEqual([
        [Demo.orgUser200, '深圳前海数联科技有限公司'],
      ]);
      const byAgent = await t.call<MsgUserOption[]>('POST', P.userOptions, admin, { usr_agent_id: 301 });
      expect(byAgent.data.map((u) => u.username)).toEqual([PARK]);
    });
  });

  describe('notices', () => {
    it('reach every user, including users created after publication', async () => {
      const park = await unread(PARK);
      const res = await t.call<{ sys_msg_id: number }>('POST', P.saveNotice, admin, {
        title: '平台公告：春节服务安排',
        content: '春节期间客服值班时间为 9:00–18:00。',
        sys_msg_cate_id: cate,
      });
      expect(res.code, res.error ?? '').toBe(200);
      expect(await unread(PARK)).toBe(park + 1);
      const log = await t.logsOf('sys_msg', res.data.sys_msg_id);
      expect(log.map((l) => l.action)).toEqual(['create']);
      expect(JSON.parse(log[0]?.after_json ?? '{}')).toMatchObject({
        kind: 2,
        title: '平台公告：春节服务安排',
      });

      // a user created later: copy of 周雨桐 with another phone
      const src = await t.db.kysely
        .selectFrom('sys_user')
        .selectAll()
        .where('sys_user_id', '=', await t.userId(Demo.orgUser200, 200))
        .executeTakeFirstOrThrow();
      const { sys_user_id: _id, ...rest } = src;
      void _id;
      await t.db.kysely
        .insertInto('sys_user')
        .values({ ...rest, username: '13900000077', realname: '新同事', wechat_openid: null })
        .execute();
      tok['13900000077'] = await t.tokenOf('13900000077');
      const list = await inbox('13900000077', InboxTab.unread);
      expect(list.list.map((r) => r.title)).toEqual(
        expect.arrayContaining(['平台公告：春节服务安排', '欢迎使用企数通']),
      );
      // messages sent before the user existed are not theirs
      expect(list.list.some((r) => r.title === '致前海数联全体')).toBe(false);
      expect(list.unreadNum).toBe(list.total);
      expect(await unread('13900000077')).toBe(list.total);
    });

    it('a notice deleted for good from the recycle bin is not delivered again', async () => {
      const row = await receiverOf(PARK, '平台公告：春节服务安排');
      expect((await t.call('POST', P.delete, tok[PARK] ?? '', { ids: [row.sys_msg_receiver_id] })).code).toBe(
        200,
      );
      expect((await t.call('POST', P.remove, tok[PARK] ?? '', { ids: [row.sys_msg_receiver_id] })).code).toBe(
        200,
      );
      for (const status of [0, 1, 2]) {
        expect((await inbox(PARK, status)).list.some((r) => r.title === '平台公告：春节服务安排')).toBe(
          false,
        );
      }
      const kept = await t.db.kysely
        .selectFrom('sys_msg_receiver')
        .select('status')
        .where('sys_msg_receiver_id', '=', row.sys_msg_receiver_id)
        .executeTakeFirstOrThrow();
      expect(kept.status).toBe(ReceiverStatus.removed);
    });
  });

  describe('message centre', () => {
    it('opens a message (marks it read), recycles, restores and deletes it for good', async () => {
      const user = tok[Demo.orgUser200] ?? '';
      const row = await receiverOf(Demo.orgUser200, '致周雨桐的消息');
      expect(row.status).toBe(ReceiverStatus.unread);
      const count = await unread(Demo.orgUser200);

      const detail = await t.call<InboxDetail>('POST', P.detail, user, { id: row.sys_msg_receiver_id });
      expect(detail.code, detail.error ?? '').toBe(200);
      expect(detail.data).toMatchObject({
        title: '致周雨桐的消息',
        content: '请于本周五前完成年度数据核对。',
        sender_name: '平台管理员',
        cate_name: '业务消息',
        status: ReceiverStatus.read,
      });
      expect(detail.data.read_at).not.toBeNull();
      expect(await unread(Demo.orgUser200)).toBe(count - 1);
      expect((await inbox(Demo.orgUser200, InboxTab.read, '致周雨桐')).list.map((r) => r.title)).toEqual([
        '致周雨桐的消息',
      ]);

      const del = await t.call('POST', P.delete, user, { ids: [row.sys_msg_receiver_id] });
      expect(del.code).toBe(200);
      expect((await inbox(Demo.orgUser200, InboxTab.recycle, '致周雨桐')).total).toBe(1);
      expect((await inbox(Demo.orgUser200, InboxTab.read, '致周雨桐')).total).toBe(0);
      const again = await t.call('POST', P.delete, user, { ids: [row.sys_msg_receiver_id] });
      expect([again.code, again.error]).toEqual([ResultCode.invalid, T.alreadyRecycled]);

      const restore = await t.call('POST', P.restore, user, { ids: [row.sys_msg_receiver_id] });
      expect(restore.code).toBe(200);
      expect((await inbox(Demo.orgUser200, InboxTab.read, '致周雨桐')).total).toBe(1);
      const notRecycled = await t.call('POST', P.remove, user, { ids: [row.sys_msg_receiver_id] });
      expect([notRecycled.code, notRecycled.error]).toEqual([ResultCode.invalid, T.notInRecycle]);

      await t.call('POST', P.delete, user, { ids: [row.sys_msg_receiver_id] });
      const purge = await t.call('POST', P.remove, user, { ids: [row.sys_msg_receiver_id] });
      expect(purge.code).toBe(200);
      const gone = await t.db.kysely
        .selectFrom('sys_msg_receiver')
        .select('sys_msg_receiver_id')
        .where('sys_msg_receiver_id', '=', row.sys_msg_receiver_id)
        .execute();
      expect(gone).toHaveLength(0);

      const logs = await t.logsOf('sys_msg_receiver', row.sys_msg_receiver_id);
      expect(logs.map((l) => l.action)).toEqual(['recycle', 'restore', 'recycle', 'purge']);
      expect(JSON.parse(logs[0]?.before_json ?? '[]')).toEqual([
        { sys_msg_receiver_id: row.sys_msg_receiver_id, status: 1 },
      ]);
      expect(JSON.parse(logs[0]?.after_json ?? '[]')).toEqual([
        { sys_msg_receiver_id: row.sys_msg_receiver_id, status: 2 },
      ]);
      expect(JSON.parse(logs[3]?.after_json ?? '[]')).toEqual([
        { sys_msg_receiver_id: row.sys_msg_receiver_id, status: 'deleted' },
      ]);
    });

    it('restores an unread message to unread', async () => {
      const row = await receiverOf(ORG_511, '全员消息：系统升级');
      const token = tok[ORG_511] ?? '';
      const before = await unread(ORG_511);
      await t.call('POST', P.delete, token, { ids: [row.sys_msg_receiver_id] });
      expect(await unread(ORG_511)).toBe(before - 1);
      await t.call('POST', P.restore, token, { ids: [row.sys_msg_receiver_id] });
      expect(await unread(ORG_511)).toBe(before);
    });

    it('marks chosen messages read, then all read', async () => {
      const token = tok[Demo.orgAdmin200] ?? '';
      const list = await inbox(Demo.orgAdmin200, InboxTab.unread);
      expect(list.total).toBeGreaterThanOrEqual(2);
      const first = list.list[0]?.sys_msg_receiver_id ?? 0;
      const read = await t.call<{ changed: number }>('POST', P.read, token, { ids: [first] });
      expect(read.data.changed).toBe(1);
      expect(await unread(Demo.orgAdmin200)).toBe(list.total - 1);
      const all = await t.call<{ changed: number }>('POST', P.allRead, token, {});
      expect(all.data.changed).toBe(list.total - 1);
      expect(await unread(Demo.orgAdmin200)).toBe(0);
      expect((await inbox(Demo.orgAdmin200, InboxTab.unread)).total).toBe(0);
      expect((await inbox(Demo.orgAdmin200, InboxTab.read)).total).toBeGreaterThanOrEqual(list.total);
      // another user's counter is untouched
      expect(await unread(Demo.orgUser200)).toBeGreaterThan(0);
    });

    it("answers 404 for another user's delivery and changes nothing", async () => {
      const mine = await receiverOf(Demo.orgUser200, '全员消息：系统升级');
      expect(mine.status).toBe(ReceiverStatus.unread);
      const intruder = tok[Demo.orgAdmin200] ?? '';
      const id = mine.sys_msg_receiver_id;
      for (const path of [P.read, P.delete, P.restore, P.remove]) {
        const res = await t.call('POST', path, intruder, { ids: [id] });
        expect([res.code, res.error], path).toEqual([ResultCode.notFound, T.msgNotFound]);
      }
      const detail = await t.call('POST', P.detail, intruder, { id });
      expect(detail.code).toBe(ResultCode.notFound);
      // the admin of the platform gets no other user's inbox either
      expect((await t.call('POST', P.detail, admin, { id })).code).toBe(ResultCode.notFound);
      const row = await t.db.kysely
        .selectFrom('sys_msg_receiver')
        .select('status')
        .where('sys_msg_receiver_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(ReceiverStatus.unread);
    });

    it('the counter refuses a body naming another user or organisation (403)', async () => {
      const token = tok[Demo.orgUser200] ?? '';
      const me = await t.userId(Demo.orgUser200, 200);
      const other = await t.userId(Demo.orgAdmin200, 200);
      const own = await t.call<number>('POST', BadgePaths.unreadCount, token, {
        usr_agent_id: 200,
        sys_user_id: me,
      });
      expect(own.code).toBe(200);
      expect(typeof own.data).toBe('number');
      for (const body of [
        { sys_user_id: other },
        { usr_agent_id: 511 },
        { usr_agent_id: 200, sys_user_id: other },
      ]) {
        const res = await t.call('POST', BadgePaths.unreadCount, token, body);
        expect([res.code, res.error], JSON.stringify(body)).toEqual([
          ResultCode.forbidden,
          Messages.forbidden,
        ]);
      }
      // not even the platform admin may read another user's counter
      const byAdmin = await t.call('POST', BadgePaths.unreadCount, admin, { sys_user_id: me });
      expect(byAdmin.code).toBe(ResultCode.forbidden);
    });

    it('validates ids and tabs', async () => {
      const token = tok[Demo.orgUser200] ?? '';
      const empty = await t.call('POST', P.read, token, { ids: [] });
      expect([empty.code, empty.error]).toEqual([ResultCode.invalid, T.idsRequired]);
      const missing = await t.call('POST', P.delete, token, {});
      expect([missing.code, missing.error]).toEqual([ResultCode.invalid, T.idsRequired]);
      expect((await t.call('POST', P.list, token, { status: 3 })).code).toBe(ResultCode.invalid);
    });
  });

  describe('managing messages and notices', () => {
    it('lists with search by title, kind, category, time range, and paging', async () => {
      const all = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { limit: 100 });
      expect(all.code, all.error ?? '').toBe(200);
      expect(all.data.total).toBe(all.data.list.length);
      const org = all.data.list.find((r) => r.title === '致前海数联全体');
      expect(org).toMatchObject({
        kind: 1,
        cate_name: '业务消息',
        sender_name: '平台管理员',
        agent_count: 1,
      });
      expect(org?.read_count).toBeGreaterThanOrEqual(1);

      const notices = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { kind: 2, limit: 100 });
      expect(notices.data.list.every((r) => r.kind === 2)).toBe(true);
      expect(notices.data.list.map((r) => r.title)).toContain('平台公告：春节服务安排');

      const byTitle = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { title: '周雨桐' });
      expect(byTitle.data.list.map((r) => r.title)).toEqual(['致周雨桐的消息']);

      const wildcard = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { title: '%' });
      expect(wildcard.data.total).toBe(0);

      const byCate = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, {
        sys_msg_cate_id: cate,
        limit: 100,
      });
      expect(byCate.data.list.every((r) => r.sys_msg_cate_id === cate)).toBe(true);
      expect(byCate.data.list.some((r) => r.title === '欢迎使用企数通')).toBe(false);

      const paged = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { page: 2, limit: 2 });
      expect(paged.data.total).toBe(all.data.total);
      expect(paged.data.list.map((r) => r.sys_msg_id)).toEqual(
        all.data.list.slice(2, 4).map((r) => r.sys_msg_id),
      );

      // a message much later falls outside a range that ends today (Asia/Shanghai); "later" is years
      // ahead because the seed stamps its notices with the real time, not the test clock
      const later = await send({
        title: '多年后的消息',
        target: 'users',
        sys_user_ids: [await t.userId(PARK)],
      });
      await t.db.kysely
        .updateTable('sys_msg')
        .set({ created_at: new Date(t.clock.t + LATER).toISOString() })
        .where('sys_msg_id', '=', later.data.sys_msg_id)
        .execute();
      const today = new Date(t.clock.t + 8 * 3_600_000).toISOString().slice(0, 10);
      const inRange = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, {
        start_date: today,
        end_date: today,
        kind: 1,
        limit: 100,
      });
      expect(inRange.code, inRange.error ?? '').toBe(200);
      expect(inRange.data.list.map((r) => r.sys_msg_id)).not.toContain(later.data.sys_msg_id);
      expect(inRange.data.list.map((r) => r.title)).toContain('致前海数联全体');
      const laterDay = new Date(t.clock.t + LATER + 8 * 3_600_000).toISOString().slice(0, 10);
      const onlyLater = await t.call<Page<SysMsgRow>>('POST', P.getIndex, admin, { start_date: laterDay });
      expect(onlyLater.data.list.map((r) => r.sys_msg_id)).toEqual([later.data.sys_msg_id]);
    });

    it('edits a message (logged with before and after); receivers see the new text', async () => {
      const row = await receiverOf(Demo.orgUser200, '全员消息：系统升级');
      const res = await t.call('POST', P.updateSysMsg, admin, {
        sys_msg_id: row.sys_msg_id,
        title: '全员消息：系统升级（改期）',
        content: '升级改至周六凌晨进行。',
        sys_msg_cate_id: cate,
      });
      expect(res.code, res.error ?? '').toBe(200);
      const detail = await t.call<InboxDetail>('POST', P.detail, tok[Demo.orgUser200] ?? '', {
        id: row.sys_msg_receiver_id,
      });
      expect(detail.data).toMatchObject({
        title: '全员消息：系统升级（改期）',
        content: '升级改至周六凌晨进行。',
      });
      const log = (await t.logsOf('sys_msg', row.sys_msg_id)).at(-1);
      expect(log?.action).toBe('update');
      expect(JSON.parse(log?.before_json ?? '{}')).toMatchObject({ title: '全员消息：系统升级' });
      expect(JSON.parse(log?.after_json ?? '{}')).toMatchObject({ title: '全员消息：系统升级（改期）' });

      const missing = await t.call('POST', P.updateSysMsg, admin, {
        sys_msg_id: 999999,
        title: 'x',
        content: 'x',
        sys_msg_cate_id: cate,
      });
      expect([missing.code, missing.error]).toEqual([ResultCode.notFound, T.msgNotFound]);
      const badCate = await t.call('POST', P.updateSysMsg, admin, {
        sys_msg_id: row.sys_msg_id,
        title: 'x',
        content: 'x',
        sys_msg_cate_id: 9999,
      });
      expect([badCate.code, badCate.error]).toEqual([ResultCode.invalid, T.cateUnknown]);
    });

    it('deletes a message with every delivery; the receivers counters drop', async () => {
      const res = await send({ title: '待删除的消息', target: 'agents', usr_agent_ids: [511] });
      const members = (await activeUsers(511)).length;
      const before = await unread(ORG_511);
      const del = await t.call('POST', P.deleteSysMsg, admin, { sys_msg_id: res.data.sys_msg_id });
      expect(del.code, del.error ?? '').toBe(200);
      expect(await receiversOf(res.data.sys_msg_id)).toHaveLength(0);
      expect(await unread(ORG_511)).toBe(before - 1);
      const log = (await t.logsOf('sys_msg', res.data.sys_msg_id)).at(-1);
      expect(log?.action).toBe('delete');
      expect(JSON.parse(log?.before_json ?? '{}')).toMatchObject({
        title: '待删除的消息',
        receiver_count: members,
      });
      expect(log?.after_json).toBeNull();
      const again = await t.call('POST', P.deleteSysMsg, admin, { sys_msg_id: res.data.sys_msg_id });
      expect(again.code).toBe(ResultCode.notFound);
    });
  });
});
