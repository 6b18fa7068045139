import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MailboxPage = lazy(() =>
  import('../../features/admin-mailbox/MailboxPage.tsx').then((m) => ({ default: m.MailboxPage })),
);

/** Workspace route of the back-office mail outbox (/sys/mailbox, loads lazily): 邮件发件箱. */
export const mailboxRoutes: RouteObject[] = [{ path: 'sys/mailbox', element: <MailboxPage /> }];
