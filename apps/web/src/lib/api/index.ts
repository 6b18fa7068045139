export { api, createApiClient, API_BASE, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { ApiClient, ApiClientConfig, Query, QueryValue, RequestOptions } from './client.ts';
export { ApiError, isApiError } from './api-error.ts';
export type { ApiErrorKind } from './api-error.ts';
export { setApiNotifier, notifyApiError } from './notifier.ts';
export type { ApiNotifier } from './notifier.ts';
export { TOKEN_KEY, USER_INFO_KEY, clearSession, getToken, setToken } from './session-store.ts';
export { downloadFile, saveLink, XLSX_TYPE } from './download-file.ts';
export type { DownloadOptions } from './download-file.ts';
