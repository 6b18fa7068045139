import { WorkspaceExportCalls, WorkspaceExportPaths, fillPath, type CallInput } from '@qishu/contract';
import { callApi, callKey, callQuery, downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';
import { ExportTexts as T } from './texts.ts';

/** Every cached page of the caller's exports and of the capacity history (what an export reloads). */
export const exportListKey = callKey(WorkspaceExportCalls.list);
export const capacityLogKey = callKey(WorkspaceExportCalls.capacityLog);

export const exportApi = {
  seek: (input: CallInput<typeof WorkspaceExportCalls.seek>) => callApi(WorkspaceExportCalls.seek, input),
  companies: (input: CallInput<typeof WorkspaceExportCalls.companies>) =>
    callApi(WorkspaceExportCalls.companies, input),
  /** saves one of the caller's exports (the server names the file) */
  download: (id: number) =>
    downloadFile(fillPath(WorkspaceExportPaths.file, { id }), {
      fallbackName: T.fallbackName,
      contentType: XLSX_TYPE,
      failedText: T.downloadFailed,
    }),
};

export const exportListQuery = (page: number, limit: number) =>
  callQuery(WorkspaceExportCalls.list, { page, limit }, { silent: true });
export const capacityLogQuery = (page: number, limit: number) =>
  callQuery(WorkspaceExportCalls.capacityLog, { page, limit }, { silent: true });
