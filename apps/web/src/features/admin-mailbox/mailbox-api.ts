import { fillPath, MailboxCalls, MailboxPaths } from '@qishu/contract';
import { callQuery, downloadFile } from '../../lib/api/index.ts';
import { MailboxTexts as T } from './texts.ts';

/** One mail with the headers, text and attachment names read from its .eml. */
export const mailboxDetailQuery = (id: number) => callQuery(MailboxCalls.one, { id });

/**
 * Downloads a mail's stored .eml (the token goes in the header as on every call). An envelope answer
 * instead of the file is an error: its text is shown and the promise rejects.
 */
export function downloadEml(id: number): Promise<void> {
  return downloadFile(fillPath(MailboxPaths.eml, { id }), {
    fallbackName: `mail-${id}.eml`,
    contentType: 'message/rfc822',
    failedText: T.downloadFailed,
  });
}
