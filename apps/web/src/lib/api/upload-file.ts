import { isLogoutCode } from '@qishu/contract';
import type { ZodType } from 'zod';
import { API_BASE } from './client.ts';
import { getToken, setToken } from './session-store.ts';

/**
 * Posts `file` as multipart (field `file`) with the session's token, as the JSON client cannot, and
 * reads the answer's envelope: resolves with its data checked by `schema`; rejects with the server's
 * text (a wrong header row, an empty sheet, a type not taken …) or `failedText` when there was no
 * readable answer. A logout code runs `onLogout` (the caller forgets the session and reloads).
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  schema: ZodType<T>,
  opts: { failedText: string; onLogout: () => void },
): Promise<T> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Authorization: getToken() ?? '' },
    });
  } catch {
    throw new Error(opts.failedText);
  }
  const refreshed = response.headers.get('token');
  if (refreshed) setToken(refreshed);
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: unknown;
    error?: unknown;
  } | null;
  if (typeof envelope?.code === 'number' && isLogoutCode(envelope.code)) opts.onLogout();
  if (envelope?.code === 200) {
    const parsed = schema.safeParse(envelope.data);
    if (parsed.success) return parsed.data;
  }
  throw new Error(typeof envelope?.error === 'string' && envelope.error ? envelope.error : opts.failedText);
}
