import { Messages, ResultCode, isLogoutCode, type Envelope } from '@qishu/contract';
import { ApiError } from './api-error.ts';
import { notifyApiError } from './notifier.ts';
import { clearSession, getToken, setToken } from './session-store.ts';

export const API_BASE = '/api';
/** Workspace request timeout (shell-and-backoffice.md §9). */
export const DEFAULT_TIMEOUT_MS = 100_000;
/** Text of a call the caller cancelled; never shown to the user. */
export const ABORTED_TEXT = '请求已取消';

export interface RequestOptions {
  /** `false` for login calls: the Authorization header is sent blank. Default `true`. */
  auth?: boolean;
  /** `true`: show no toast at all; the caller presents the error itself. */
  silent?: boolean;
  /** Milliseconds before the call is given up; `0` waits forever. Default {@link DEFAULT_TIMEOUT_MS}. */
  timeout?: number;
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface ApiClientConfig {
  baseUrl?: string;
  defaultTimeout?: number;
  /** Runs after a logout code cleared the session. Default: reload the page. */
  reload?: () => void;
}

export interface ApiClient {
  get<T>(path: string, query?: Query, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** resource-style update (PUT /x/{id}) */
  put<T>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  /** resource-style delete (DELETE /x/{id}) */
  del<T>(path: string, query?: Query, opts?: RequestOptions): Promise<T>;
}

type Parsed = { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

/** What carries the calls: the browser's fetch, unless the server's renderer set its own. */
let transport: typeof fetch | null = null;

/**
 * The server's renderer of a signed-in shopper's page (app/first-screen-render.tsx) answers the
 * page's calls inside the server, not over the network; `null` goes back to `fetch`.
 */
export function setApiTransport(next: typeof fetch | null): void {
  transport = next;
}

function parseBody(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? { kind: 'text', text: value } : { kind: 'json', value };
  } catch {
    return { kind: 'text', text };
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

function envelopeError(value: unknown): string | null {
  if (!isEnvelope(value)) return null;
  return typeof value.error === 'string' && value.error.trim() !== '' ? value.error : null;
}

/** A plain-text answer is shown as it is, unless it is empty or an HTML page (a proxy or fallback page). */
function textBodyMessage(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.startsWith('<') ? Messages.networkError : trimmed;
}

function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = config.baseUrl ?? API_BASE;
  const defaultTimeout = config.defaultTimeout ?? DEFAULT_TIMEOUT_MS;
  const reload = config.reload ?? (() => window.location.reload());

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body: unknown,
    opts: RequestOptions,
  ): Promise<T> {
    const silent = opts.silent === true;
    /** Shows the error (unless silent or told not to) and hands it back for `throw`. */
    const raise = (error: ApiError, toast = true): ApiError => {
      if (toast && !silent) notifyApiError(error.message);
      return error;
    };

    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: opts.auth === false ? '' : (getToken() ?? ''),
    };
    const hasBody = method === 'POST' || method === 'PUT';
    if (hasBody) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timeoutMs = opts.timeout ?? defaultTimeout;
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const abortFromCaller = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    else opts.signal?.addEventListener('abort', abortFromCaller, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await (transport ?? fetch)(`${baseUrl}${url}`, {
        method,
        headers,
        credentials: 'include',
        body: hasBody ? JSON.stringify(body ?? {}) : undefined,
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      if (timedOut) throw raise(new ApiError(0, Messages.networkError, 'timeout'));
      if (opts.signal?.aborted) throw raise(new ApiError(0, ABORTED_TEXT, 'aborted'), false);
      throw raise(new ApiError(0, Messages.networkError, 'network'));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', abortFromCaller);
    }

    const refreshedToken = response.headers.get('token');
    if (refreshedToken) setToken(refreshedToken);

    const status = response.status;
    const parsed = parseBody(text);

    if (!response.ok) {
      const value = parsed.kind === 'json' ? parsed.value : null;
      const code = isEnvelope(value) ? value.code : status;
      throw raise(new ApiError(code, envelopeError(value) ?? Messages.networkError, 'http', status));
    }
    if (parsed.kind === 'text') {
      throw raise(new ApiError(status, textBodyMessage(parsed.text), 'network', status));
    }
    const envelope = parsed.value;
    if (!isEnvelope(envelope)) {
      throw raise(new ApiError(status, Messages.networkError, 'network', status));
    }

    if (envelope.code === ResultCode.ok) return envelope.data as T;

    if (isLogoutCode(envelope.code)) {
      clearSession();
      reload();
      throw new ApiError(envelope.code, envelopeError(envelope) ?? Messages.sessionInvalid, 'logout', status);
    }
    if (envelope.code === ResultCode.passwordChangeRequired) {
      // The caller opens the change-password dialog; no toast.
      throw new ApiError(envelope.code, envelopeError(envelope) ?? '', 'business', status);
    }
    throw raise(
      new ApiError(envelope.code, envelopeError(envelope) ?? Messages.networkError, 'business', status),
    );
  }

  return {
    get: <T>(path: string, query?: Query, opts: RequestOptions = {}) =>
      request<T>('GET', `${path}${buildQueryString(query)}`, undefined, opts),
    post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) => request<T>('PUT', path, body, opts),
    del: <T>(path: string, query?: Query, opts: RequestOptions = {}) =>
      request<T>('DELETE', `${path}${buildQueryString(query)}`, undefined, opts),
  };
}

/** The one client the app uses: base `/api`, 100 s timeout, reload after a logout code. */
export const api: ApiClient = createApiClient();
