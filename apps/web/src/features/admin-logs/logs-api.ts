import {
  BadgePaths,
  LogPaths,
  type FailureKind,
  type FailureRow,
  type LoginLogRow,
  type OperationLogDetail,
  type OperationLogRow,
  type Page,
  type SmsOutboxRow,
} from '@qishu/contract';
import { api, API_BASE, getToken, notifyApiError, setToken } from '../../lib/api/index.ts';
import { LogTexts as T } from './texts.ts';

type Query = Record<string, string | number>;

export const logsApi = {
  smsPage: (q: Query, signal?: AbortSignal) =>
    api.get<Page<SmsOutboxRow>>(LogPaths.smsOutbox, q, signal ? { signal } : {}),
  loginPage: (q: Query, signal?: AbortSignal) =>
    api.get<Page<LoginLogRow>>(LogPaths.loginLog, q, signal ? { signal } : {}),
  operationPage: (q: Query, signal?: AbortSignal) =>
    api.get<Page<OperationLogRow>>(LogPaths.operationLog, q, signal ? { signal } : {}),
  operation: (id: number) => api.get<OperationLogDetail>(`${LogPaths.operationLog}/${id}`),
  failurePage: (q: Query, signal?: AbortSignal) =>
    api.get<Page<FailureRow>>(LogPaths.failures, q, signal ? { signal } : {}),
  handle: (kind: FailureKind, id: number, remark: string) =>
    api.put<FailureRow>(`${LogPaths.failures}/${kind}/${id}`, { remark }),
  retry: (id: number) => api.post<{ job_id: number; status: string }>(`${LogPaths.failures}/job/${id}/retry`),
};

/** Query keys: the pages' lists and the top bar's 错误处理 counter (the shell's key). */
export const LogKeys = {
  login: ['admin-logs', 'login'] as const,
  sms: ['admin-logs', 'sms'] as const,
  operation: ['admin-logs', 'operation'] as const,
  failures: ['admin-logs', 'failures'] as const,
  untreated: ['untreatedCount'] as const,
  badgePath: BadgePaths.untreatedCount,
};

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
 * Downloads an .xlsx export (the server streams it; the token goes in the header as on every call).
 * An envelope answer instead of a file is an error: its text is shown and the promise rejects.
 */
export async function downloadXlsx(path: string, query: Query, fallbackName: string): Promise<void> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      headers: { Authorization: getToken() ?? '' },
      credentials: 'include',
    });
  } catch {
    notifyApiError(T.exportFailed);
    throw new Error(T.exportFailed);
  }
  const refreshed = res.headers.get('token');
  if (refreshed) setToken(refreshed);
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    let message: string = T.exportFailed;
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
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
