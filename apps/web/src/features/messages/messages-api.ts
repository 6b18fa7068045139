import {
  BadgePaths,
  MessagePaths as P,
  type InboxDetail,
  type InboxListRequest,
  type InboxListResponse,
  type MsgAgentOption,
  type MsgCate,
  type MsgIndexRequest,
  type MsgUserOption,
  type Page,
  type SaveMsgRequest,
  type SaveNoticeRequest,
  type SysMsgRow,
  type UpdateSysMsgRequest,
} from '@qishu/contract';
import { api } from '../../lib/api/index.ts';

/** TanStack Query keys of the area; the unread counter's key is shared with the shell badge. */
export const MsgKeys = {
  unreadCount: ['unreadCount'] as const,
  inbox: ['messages', 'inbox'] as const,
  index: ['messages', 'index'] as const,
  cates: ['messages', 'cates'] as const,
  agents: ['messages', 'agentOptions'] as const,
  users: ['messages', 'userOptions'] as const,
};

type Ids = { ids: number[] };
type Changed = { changed: number };

export const messagesApi = {
  unreadCount: (body: { usr_agent_id: number; sys_user_id: number }, signal?: AbortSignal) =>
    api.post<number>(BadgePaths.unreadCount, body, { signal, silent: true }),
  inbox: (body: InboxListRequest, signal?: AbortSignal) =>
    api.post<InboxListResponse>(P.list, body, { signal }),
  detail: (id: number) => api.post<InboxDetail>(P.detail, { id }),
  read: (body: Ids) => api.post<Changed>(P.read, body),
  allRead: () => api.post<Changed>(P.allRead, {}),
  recycle: (body: Ids) => api.post<Changed>(P.delete, body),
  restore: (body: Ids) => api.post<Changed>(P.restore, body),
  remove: (body: Ids) => api.post<Changed>(P.remove, body),

  index: (body: MsgIndexRequest, signal?: AbortSignal) =>
    api.post<Page<SysMsgRow>>(P.getIndex, body, { signal }),
  cates: (signal?: AbortSignal) => api.post<MsgCate[]>(P.getSysCate, {}, { signal }),
  agentOptions: (signal?: AbortSignal) => api.post<MsgAgentOption[]>(P.agentOptions, {}, { signal }),
  userOptions: (keyword: string, signal?: AbortSignal) =>
    api.post<MsgUserOption[]>(P.userOptions, { keyword }, { signal }),
  saveMsg: (body: SaveMsgRequest) =>
    api.post<{ sys_msg_id: number; receiver_count: number }>(P.saveMsg, body),
  saveNotice: (body: SaveNoticeRequest) => api.post<{ sys_msg_id: number }>(P.saveNotice, body),
  update: (body: UpdateSysMsgRequest) => api.post<boolean>(P.updateSysMsg, body),
  deleteMsg: (sys_msg_id: number) => api.post<boolean>(P.deleteSysMsg, { sys_msg_id }),
};
