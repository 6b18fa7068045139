import { downloadFile, XLSX_TYPE } from '../../lib/api/index.ts';

/** Downloads an .xlsx export the server streams; an error answer is shown and rejects. */
export function downloadXlsx(
  path: string,
  query: Record<string, string | number>,
  fallbackName: string,
  failedText: string,
): Promise<void> {
  return downloadFile(path, { query, fallbackName, contentType: XLSX_TYPE, failedText });
}
