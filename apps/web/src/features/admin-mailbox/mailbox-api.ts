import {
  MailboxPaths,
  mailboxPath,
  type MailboxDetail,
  type MailboxResendResult,
  type MailboxRow,
  type Page,
} from '@qishu/contract';
import { api, downloadFile } from '../../lib/api/index.ts';
import { MailboxTexts as T } from './texts.ts';

type Query = Record<string, string | number>;

export const mailboxApi = {
  page: (q: Query, signal?: AbortSignal) =>
    api.get<Page<MailboxRow>>(MailboxPaths.list, q, signal ? { signal } : {}),
  detail: (id: number, signal?: AbortSignal) =>
    api.get<MailboxDetail>(mailboxPath(MailboxPaths.one, id), {}, signal ? { signal } : {}),
  resend: (id: number) => api.post<MailboxResendResult>(mailboxPath(MailboxPaths.resend, id)),
};

export const MailboxKeys = {
  list: ['admin-mailbox', 'list'] as const,
  detail: (id: number) => ['admin-mailbox', 'detail', id] as const,
};

/**
 * Downloads a mail's stored .eml (the token goes in the header as on every call). An envelope answer
 * instead of the file is an error: its text is shown and the promise rejects.
 */
export function downloadEml(id: number): Promise<void> {
  return downloadFile(mailboxPath(MailboxPaths.eml, id), {
    fallbackName: `mail-${id}.eml`,
    contentType: 'message/rfc822',
    failedText: T.downloadFailed,
  });
}
