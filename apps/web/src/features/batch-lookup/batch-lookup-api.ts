import {
  BatchLookupCalls,
  BatchLookupPaths,
  batchLookupFileResultSchema,
  fillPath,
  WorkspaceExportCalls,
  WorkspaceExportPaths,
  type BatchLookupFileResult,
} from '@qishu/contract';
import { callApi, downloadFile, uploadFile, XLSX_TYPE } from '../../lib/api/index.ts';
import { forgetSessionAndReload, updateStoredUser } from '../../lib/session/index.ts';
import { BatchLookupTexts as T } from './texts.ts';

/** Looks the lines up (the page shows a failure itself). 10,000 lines can take a few seconds. */
export const lookupLines = (lines: string[]) => callApi(BatchLookupCalls.lookup, { lines }, { silent: true });

/** Posts a list file: resolves with the lines read, rejects with the server's text (wrong type, too large …). */
export function uploadListFile(file: File): Promise<BatchLookupFileResult> {
  return uploadFile(BatchLookupPaths.file, file, batchLookupFileResultSchema, {
    failedText: T.uploadFailed,
    onLogout: forgetSessionAndReload,
  });
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
