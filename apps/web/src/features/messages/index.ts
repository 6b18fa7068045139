export { MessageCentre } from './MessageCentre.tsx';
export { SysMsgPage } from './SysMsgPage.tsx';
export { useUnreadCount, UNREAD_REFETCH_MS } from './use-unread-count.ts';
export { MsgKeys } from './messages-api.ts';
