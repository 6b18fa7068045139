import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  MailboxPaths,
  mailboxPath,
  type MailboxDetail,
  type MailboxResendResult,
  type MailboxRow,
  type Page,
} from '@qishu/contract';
import { api, API_BASE, getToken, notifyApiError, setToken } from '../../lib/api/index.ts';
import { MailboxTexts as T } from './texts.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Shanghai';

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

/** The search form's values → query fields (the time range in Asia/Shanghai, empty values dropped). */
export function searchQuery(values: Record<string, unknown>): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(values)) {
    if (k === 'range' || v === undefined || v === null || v === '') continue;
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  if (Array.isArray(values.range)) {
    const [from, to] = values.range as [Dayjs | null | undefined, Dayjs | null | undefined];
    if (from) out.start_time = dayjs.tz(from.format('YYYY-MM-DD HH:mm'), ZONE).second(0).toISOString();
    if (to)
      out.end_time = dayjs.tz(to.format('YYYY-MM-DD HH:mm'), ZONE).second(59).millisecond(999).toISOString();
  }
  return out;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (!m?.[1]) return fallback;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return fallback;
  }
}

/**
 * Downloads a mail's stored .eml (the token goes in the header as on every call). An envelope answer
 * instead of the file is an error: its text is shown and the promise rejects.
 */
export async function downloadEml(id: number): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${mailboxPath(MailboxPaths.eml, id)}`, {
      headers: { Authorization: getToken() ?? '' },
      credentials: 'include',
    });
  } catch {
    notifyApiError(T.downloadFailed);
    throw new Error(T.downloadFailed);
  }
  const refreshed = res.headers.get('token');
  if (refreshed) setToken(refreshed);
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('message/rfc822')) {
    let message: string = T.downloadFailed;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      // not an envelope: keep the generic text
    }
    notifyApiError(message);
    throw new Error(message);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), `mail-${id}.eml`);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
