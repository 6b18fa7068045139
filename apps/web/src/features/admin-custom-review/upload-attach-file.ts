import {
  CustomRequestPaths,
  customAttachResponse,
  fillPath,
  isLogoutCode,
  type CustomAttachResponse,
} from '@qishu/contract';
import { API_BASE, getToken, setToken } from '../../lib/api/index.ts';
import { forgetSessionAndReload } from '../../lib/session/index.ts';
import { CustomReviewTexts as T } from './texts.ts';

/**
 * Posts the result file as multipart (field `file`) with the session's token, as the JSON client
 * cannot. Resolves with the attached data; rejects with the server's text (a wrong header row, an
 * empty sheet, …) or a generic one when there was no readable answer.
 */
export async function uploadAttachFile(id: number, file: File): Promise<CustomAttachResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${fillPath(CustomRequestPaths.attachFile, { id })}`, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Authorization: getToken() ?? '' },
    });
  } catch {
    throw new Error(T.uploadFailed);
  }
  const refreshed = response.headers.get('token');
  if (refreshed) setToken(refreshed);
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: unknown;
    error?: unknown;
  } | null;
  if (typeof envelope?.code === 'number' && isLogoutCode(envelope.code)) forgetSessionAndReload();
  if (envelope?.code === 200) {
    const parsed = customAttachResponse.safeParse(envelope.data);
    if (parsed.success) return parsed.data;
  }
  throw new Error(typeof envelope?.error === 'string' && envelope.error ? envelope.error : T.uploadFailed);
}
