import {
  BatchLookupCalls,
  BatchLookupPaths,
  batchLookupFileResultSchema,
  fillPath,
  isLogoutCode,
  WorkspaceExportCalls,
  WorkspaceExportPaths,
  type BatchLookupFileResult,
} from '@qishu/contract';
import { API_BASE, callApi, downloadFile, getToken, setToken, XLSX_TYPE } from '../../lib/api/index.ts';
import { forgetSessionAndReload, updateStoredUser } from '../../lib/session/index.ts';
import { BatchLookupTexts as T } from './texts.ts';

/** Looks the lines up (the page shows a failure itself). 10,000 lines can take a few seconds. */
export const lookupLines = (lines: string[]) => callApi(BatchLookupCalls.lookup, { lines }, { silent: true });

/**
 * Posts a list file as multipart (field `file`) with the session's token, as the JSON client cannot;
 * resolves with the lines read, rejects with the server's text (wrong type, too large …).
 */
export async function uploadListFile(file: File): Promise<BatchLookupFileResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${BatchLookupPaths.file}`, {
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
    const parsed = batchLookupFileResultSchema.safeParse(envelope.data);
    if (parsed.success) return parsed.data;
  }
  throw new Error(typeof envelope?.error === 'string' && envelope.error ? envelope.error : T.uploadFailed);
}

/**
 * Exports the chosen companies within the organisation's capacity, updates the header's capacity
 * badge at once, then downloads the file. Rejects with the server's text (e.g. the capacity refusal).
 */
export async function exportCompanies(companyIds: number[], title: string): Promise<number> {
  const out = await callApi(
    WorkspaceExportCalls.companies,
    { company_ids: companyIds, title },
    { silent: true },
  );
  updateStoredUser({ number_rest: out.number_rest });
  await downloadFile(fillPath(WorkspaceExportPaths.file, { id: out.export.workspace_export_id }), {
    fallbackName: `${title}.xlsx`,
    contentType: XLSX_TYPE,
    failedText: T.downloadFailed,
  });
  return out.export.rows;
}
