import { API_BASE, getToken, notifyApiError, setToken } from '../../lib/api/index.ts';

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
 * Downloads an .xlsx export the server streams (the token in the header as on every call). An
 * envelope answer instead of a file is an error: its text is shown and the promise rejects.
 */
export async function downloadXlsx(
  path: string,
  query: Record<string, string | number>,
  fallbackName: string,
  failedText: string,
): Promise<void> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, {
      headers: { Authorization: getToken() ?? '' },
      credentials: 'include',
    });
  } catch {
    notifyApiError(failedText);
    throw new Error(failedText);
  }
  const refreshed = res.headers.get('token');
  if (refreshed) setToken(refreshed);
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('spreadsheetml')) {
    let message = failedText;
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
