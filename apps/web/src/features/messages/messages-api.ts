import { MessageCalls, type InboxTabValue } from '@qishu/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, callKey, callQuery } from '../../lib/api/index.ts';

/** The message categories (for the search bar and the compose dialog). */
export const msgCatesQuery = () => callQuery(MessageCalls.getSysCate, undefined);

/** Receiver picker: every organisation with the users who would receive a message. */
export const msgAgentOptionsQuery = () => callQuery(MessageCalls.agentOptions, {});

/** Receiver picker: users whose name or phone matches `keyword`. */
export const msgUserOptionsQuery = (keyword: string) => callQuery(MessageCalls.userOptions, { keyword });

/**
 * One delivery of the caller's message centre with its full text. The server marks an unread one
 * read; `onRead` runs once the answer is in. The request is not tied to the query's signal, so
 * closing the dialog does not abort the read mark.
 */
export const inboxDetailQuery = (id: number, onRead?: () => void) =>
  queryOptions({
    queryKey: callKey(MessageCalls.detail, { id }),
    queryFn: async () => {
      const out = await callApi(MessageCalls.detail, { id });
      onRead?.();
      return out;
    },
  });

/** One page of the caller's message centre: a tab (未读 / 已读 / 回收站), a title filter. */
export const inboxPageQuery = (status: InboxTabValue, page: number, limit: number, title: string) =>
  callQuery(MessageCalls.list, { status, page, limit, ...(title ? { title } : {}) });
