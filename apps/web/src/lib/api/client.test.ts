import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@qishu/contract';
import { ApiError } from './api-error.ts';
import { ABORTED_TEXT, createApiClient, DEFAULT_TIMEOUT_MS } from './client.ts';
import { setApiNotifier } from './notifier.ts';

type FetchArgs = [input: string, init: RequestInit];

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
const notify = vi.fn<(text: string) => void>();
const reload = vi.fn<() => void>();
let restoreNotifier: () => void;

function envelope(
  code: number,
  data: unknown,
  error: string | null = null,
  init: ResponseInit = {},
): Response {
  return new Response(JSON.stringify({ code, data, error }), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.lastCall;
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to be rejected');
}

const client = createApiClient({ reload });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreNotifier = setApiNotifier(notify);
  localStorage.clear();
});

afterEach(() => {
  restoreNotifier();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  notify.mockReset();
  reload.mockReset();
});

describe('request shape', () => {
  it('posts JSON to /api + path with credentials and the stored token', async () => {
    localStorage.setItem('token', 'tok-1');
    fetchMock.mockResolvedValue(envelope(200, { ok: 1 }));

    await client.post('/api/ShopProduct/getShopDatas', { page: 1, pagesize: 10 });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/api/ShopProduct/getShopDatas');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"page":1,"pagesize":10}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('tok-1');
  });

  it('posts an empty object when no body is given', async () => {
    fetchMock.mockResolvedValue(envelope(200, null));
    await client.post('/x');
    expect(lastCall().init.body).toBe('{}');
  });

  it('sends a blank Authorization for login calls even with a stored token', async () => {
    localStorage.setItem('token', 'tok-1');
    fetchMock.mockResolvedValue(envelope(200, {}));

    await client.post('/admin/base/userLogin', { username: '13800000000' }, { auth: false });

    expect(lastCall().headers.Authorization).toBe('');
  });

  it('sends a blank Authorization when there is no token', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await client.get('/site/info');
    expect(lastCall().headers.Authorization).toBe('');
  });

  it('gets with a query string, skipping empty values and repeating arrays, and without a body', async () => {
    fetchMock.mockResolvedValue(envelope(200, []));

    await client.get('/sys/roles', { page: 2, name: '管理员', empty: undefined, none: null, ids: [1, 2] });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/sys/roles?page=2&name=%E7%AE%A1%E7%90%86%E5%91%98&ids=1&ids=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('gets without a query string when no query is given', async () => {
    fetchMock.mockResolvedValue(envelope(200, {}));
    await client.get('/site/info');
    expect(lastCall().url).toBe('/api/site/info');
  });
});

describe('code 200', () => {
  it('resolves with data and shows nothing', async () => {
    fetchMock.mockResolvedValue(envelope(200, { res: [], count: 0 }));
    await expect(client.post('/p', {})).resolves.toEqual({ res: [], count: 0 });
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores a refreshed token from the token response header', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(envelope(200, {}, null, { headers: { token: 'new-token' } }));

    await client.post('/p', {});

    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('keeps the token when the answer has no token header', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(envelope(200, {}));
    await client.post('/p', {});
    expect(localStorage.getItem('token')).toBe('old');
  });

  it('stores a refreshed token even when the business code is an error', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, '参数错误', { headers: { token: 'fresh' } }));
    await rejection(client.post('/p', {}));
    expect(localStorage.getItem('token')).toBe('fresh');
  });
});

describe('logout codes (above 4000)', () => {
  it.each([4001, 4002, 4100])(
    'code %i clears token and user, reloads and rejects without a toast',
    async (code) => {
      localStorage.setItem('token', 'tok');
      localStorage.setItem('userInfo', '{"sys_user_id":1}');
      localStorage.setItem('other', 'kept');
      fetchMock.mockResolvedValue(envelope(code, null, '登录已失效，请重新登录'));

      const error = await rejection(client.post('/p', {}));

      expect(error.code).toBe(code);
      expect(error.kind).toBe('logout');
      expect(error.message).toBe('登录已失效，请重新登录');
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('userInfo')).toBeNull();
      expect(localStorage.getItem('other')).toBe('kept');
      expect(reload).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it('code 4000 itself is an ordinary error, not a logout', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(envelope(4000, null, '其他错误'));

    const error = await rejection(client.post('/p', {}));

    expect(error.kind).toBe('business');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(notify).toHaveBeenCalledWith('其他错误');
  });

  it('a token header on a logout answer does not survive the logout', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(envelope(4001, null, '登录已失效', { headers: { token: 'again' } }));
    await rejection(client.post('/p', {}));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('code 412 (password must be changed)', () => {
  it('rejects with ApiError(412) and shows no toast', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(envelope(412, null, '请修改初始密码'));

    const error = await rejection(client.post('/admin/base/userLogin', {}, { auth: false }));

    expect(error.code).toBe(412);
    expect(error.kind).toBe('business');
    expect(error.message).toBe('请修改初始密码');
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok');
  });
});

describe('other business codes', () => {
  it.each([400, 403, 404, 409, 429, 544, 545])(
    'code %i toasts data.error and rejects with it',
    async (code) => {
      fetchMock.mockResolvedValue(envelope(code, null, '该产品已下架，请联系客服人员！'));

      const error = await rejection(client.post('/p', {}));

      expect(error.code).toBe(code);
      expect(error.kind).toBe('business');
      expect(error.message).toBe('该产品已下架，请联系客服人员！');
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith('该产品已下架，请联系客服人员！');
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('silent calls reject with the error but show no toast', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, '手机号不能为空'));

    const error = await rejection(client.post('/p', {}, { silent: true }));

    expect(error.message).toBe('手机号不能为空');
    expect(notify).not.toHaveBeenCalled();
  });

  it('falls back to the network text when the envelope has no error text', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, null));
    const error = await rejection(client.post('/p', {}));
    expect(error.message).toBe(Messages.networkError);
    expect(notify).toHaveBeenCalledWith('网络异常，请稍后刷新页面重试！');
  });
});

describe('HTTP status outside 2xx', () => {
  it('toasts the network text for a body that is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));

    const error = await rejection(client.get('/site/info'));

    expect(error.kind).toBe('http');
    expect(error.code).toBe(502);
    expect(error.httpStatus).toBe(502);
    expect(error.message).toBe('网络异常，请稍后刷新页面重试！');
    expect(notify).toHaveBeenCalledExactlyOnceWith('网络异常，请稍后刷新页面重试！');
  });

  it('toasts the envelope error when the body is an envelope with an error text', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 500, data: null, error: '服务器开小差了，请稍后再试' }), {
        status: 500,
      }),
    );

    const error = await rejection(client.post('/p', {}));

    expect(error.kind).toBe('http');
    expect(error.code).toBe(500);
    expect(error.httpStatus).toBe(500);
    expect(error.message).toBe('服务器开小差了，请稍后再试');
    expect(notify).toHaveBeenCalledExactlyOnceWith('服务器开小差了，请稍后再试');
  });

  it('uses the network text when the envelope error is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 404, data: null, error: '' }), { status: 404 }),
    );
    const error = await rejection(client.post('/p', {}));
    expect(error.message).toBe(Messages.networkError);
  });

  it('does not log out on an HTTP error, whatever the body', async () => {
    localStorage.setItem('token', 'tok');
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await rejection(client.post('/p', {}));
    expect(localStorage.getItem('token')).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('silent suppresses the toast', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 503 }));
    await rejection(client.post('/p', {}, { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('no answer', () => {
  it('a failed fetch toasts the network text and rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejection(client.post('/p', {}));

    expect(error.kind).toBe('network');
    expect(error.code).toBe(0);
    expect(error.message).toBe('网络异常，请稍后刷新页面重试！');
    expect(notify).toHaveBeenCalledExactlyOnceWith('网络异常，请稍后刷新页面重试！');
  });

  it('a failed fetch in a silent call shows nothing', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await rejection(client.get('/site/info', undefined, { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('answers that are not an envelope', () => {
  it('a plain-text body toasts that text', async () => {
    fetchMock.mockResolvedValue(new Response('账号已在别处登录', { status: 200 }));

    const error = await rejection(client.post('/p', {}));

    expect(error.kind).toBe('network');
    expect(error.message).toBe('账号已在别处登录');
    expect(notify).toHaveBeenCalledExactlyOnceWith('账号已在别处登录');
  });

  it('a JSON string body toasts the string', async () => {
    fetchMock.mockResolvedValue(new Response('"系统维护中"', { status: 200 }));
    const error = await rejection(client.post('/p', {}));
    expect(error.message).toBe('系统维护中');
    expect(notify).toHaveBeenCalledWith('系统维护中');
  });

  it('an HTML page or an empty body toasts the network text instead of markup', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html><html></html>', { status: 200 }));
    await rejection(client.post('/p', {}));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await rejection(client.post('/p', {}));
    expect(notify.mock.calls).toEqual([[Messages.networkError], [Messages.networkError]]);
  });

  it('JSON without a numeric code toasts the network text', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":1}', { status: 200 }));
    const error = await rejection(client.post('/p', {}));
    expect(error.message).toBe(Messages.networkError);
    expect(notify).toHaveBeenCalledWith(Messages.networkError);
  });
});

describe('timeout and cancellation', () => {
  /** A fetch that never answers but rejects like the browser when its signal aborts. */
  function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
    return new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  it('gives up after the default 100000 ms with the network toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);

    const pending = rejection(client.post('/p', {}));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;

    expect(DEFAULT_TIMEOUT_MS).toBe(100000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(Messages.networkError);
    expect(notify).toHaveBeenCalledExactlyOnceWith(Messages.networkError);
  });

  it('honours a per-call timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);

    const pending = rejection(client.get('/slow', undefined, { timeout: 500 }));
    await vi.advanceTimersByTimeAsync(500);

    expect((await pending).kind).toBe('timeout');
  });

  it('a call the caller cancels rejects as aborted without a toast', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();

    const pending = rejection(client.get('/slow', undefined, { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error.kind).toBe('aborted');
    expect(error.message).toBe(ABORTED_TEXT);
    expect(notify).not.toHaveBeenCalled();
  });
});
