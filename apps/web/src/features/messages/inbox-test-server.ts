import type { InboxDetail, InboxRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';

/** The message centre's calls (MessagePaths), as the tests' fake server answers them. */
export const A = '/api/admin/Msgcontent';

export interface Delivery extends InboxRow {
  content: string;
}

/** An in-memory inbox behind the Msgcontent calls (a title filter and pages as the server has them). */
export function inboxServer(initial: Delivery[]) {
  let rows = initial.map((r) => ({ ...r }));
  const ids = (body: unknown) => (body as { ids: number[] }).ids;
  const set = (list: number[], patch: Partial<Delivery>) => {
    rows = rows.map((r) => (list.includes(r.sys_msg_receiver_id) ? { ...r, ...patch } : r));
    return envelopeResponse({ changed: list.length });
  };
  const unread = () => rows.filter((r) => r.status === 0).length;
  const fetchMock = installFakeServer({
    [`${A}/unreadCount`]: () => envelopeResponse(unread()),
    [`${A}/list`]: (body) => {
      const {
        status,
        title,
        page = 1,
        limit = 20,
      } = body as {
        status: number;
        title?: string;
        page?: number;
        limit?: number;
      };
      const all = rows
        .filter((r) => r.status === status && (!title || r.title.includes(title)))
        .map(({ content: _c, ...r }) => r);
      const list = all.slice((page - 1) * limit, page * limit);
      return envelopeResponse({ list, total: all.length, unreadNum: unread() });
    },
    [`${A}/detail`]: (body) => {
      const row = rows.find((r) => r.sys_msg_receiver_id === (body as { id: number }).id);
      if (!row) return envelopeResponse(null, 404, '消息不存在或已删除');
      if (row.status === 0)
        set([row.sys_msg_receiver_id], { status: 1, read_at: '2026-11-22T03:00:00.000Z' });
      const detail: InboxDetail = {
        ...row,
        status: 1,
        read_at: '2026-11-22T03:00:00.000Z',
        sender_name: '平台管理员',
      };
      return envelopeResponse(detail);
    },
    [`${A}/read`]: (body) => set(ids(body), { status: 1 }),
    [`${A}/allRead`]: () => {
      const n = unread();
      rows = rows.map((r) => (r.status === 0 ? { ...r, status: 1 } : r));
      return envelopeResponse({ changed: n });
    },
    [`${A}/delete`]: (body) => set(ids(body), { status: 2 }),
    [`${A}/restore`]: (body) => set(ids(body), { status: 1 }),
    [`${A}/remove`]: (body) => {
      rows = rows.filter((r) => !ids(body).includes(r.sys_msg_receiver_id));
      return envelopeResponse({ changed: ids(body).length });
    },
  });
  return { fetchMock, rows: () => rows };
}

export const delivery = (id: number, title: string, status = 0, over: Partial<Delivery> = {}): Delivery => ({
  sys_msg_receiver_id: id,
  sys_msg_id: 100 + id,
  kind: 1,
  cate_name: '业务消息',
  title,
  summary: `${title}的摘要`,
  content: `${title}的完整内容`,
  status,
  read_at: status === 0 ? null : '2026-11-21T03:00:00.000Z',
  created_at: '2026-11-21T02:30:00.000Z',
  ...over,
});
