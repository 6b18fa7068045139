import { LogCalls } from '@qishu/contract';
import { callQuery, downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';
import { LogTexts as T } from './texts.ts';

type Query = Record<string, string | number>;

/** One operation log with the data before and after the change. */
export const operationLogQuery = (id: number) => callQuery(LogCalls.operationLogOne, { id });

/**
 * Downloads an .xlsx export (the server streams it; the token goes in the header as on every call).
 * An envelope answer instead of a file is an error: its text is shown and the promise rejects.
 */
export function downloadXlsx(path: string, query: Query, fallbackName: string): Promise<void> {
  return downloadFile(path, { query, fallbackName, contentType: XLSX_TYPE, failedText: T.exportFailed });
}
