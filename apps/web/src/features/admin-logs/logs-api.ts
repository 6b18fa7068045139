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
import { api, downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';
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

/**
 * Downloads an .xlsx export (the server streams it; the token goes in the header as on every call).
 * An envelope answer instead of a file is an error: its text is shown and the promise rejects.
 */
export function downloadXlsx(path: string, query: Query, fallbackName: string): Promise<void> {
  return downloadFile(path, { query, fallbackName, contentType: XLSX_TYPE, failedText: T.exportFailed });
}
