import { API_BASE } from './client.ts';
import { notifyApiError } from './notifier.ts';
import { getToken, setToken } from './session-store.ts';

export interface DownloadOptions {
  query?: Record<string, string | number>;
  /** saved under this name when the answer names none (Content-Disposition filename*) */
  fallbackName: string;
  /** the answer is the file only with this content type (else it is an error envelope) */
  contentType: string;
  /** shown when the download fails without a message of the server's */
  failedText: string;
}

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
 * Downloads a file the server streams to a signed-in user (the token in the header as on every
 * call; refreshed from the answer). An envelope answer instead of the file is an error: its text is
 * shown and the promise rejects.
 */
export async function downloadFile(path: string, opts: DownloadOptions): Promise<void> {
  const qs = new URLSearchParams(Object.entries(opts.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      headers: { Authorization: getToken() ?? '' },
      credentials: 'include',
    });
  } catch {
    notifyApiError(opts.failedText);
    throw new Error(opts.failedText);
  }
  const refreshed = res.headers.get('token');
  if (refreshed) setToken(refreshed);
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes(opts.contentType)) {
    let message = opts.failedText;
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
  saveLink(url, fileNameOf(res.headers.get('content-disposition'), opts.fallbackName));
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves what a link points to (an expiring download link, a blob URL) under `fileName`: the browser
 * downloads it and stays on the page, with no pop-up to block.
 */
export function saveLink(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export const XLSX_TYPE = 'spreadsheetml';
