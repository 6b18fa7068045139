import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginLogRow, Page } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { searchQuery, shortUserAgent } from './format.ts';
import { LoginLogPage } from './LoginLogPage.tsx';

const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const row = (over: Partial<LoginLogRow>): LoginLogRow => ({
  login_log_id: 1,
  created_at: '2026-11-22T02:05:00.000Z',
  username: '13900000006',
  realname: '王五',
  usr_agent_id: 200,
  agent_name: '宁波数据公司',
  success: 1,
  reason: 'password',
  reason_text: '密码登录',
  ip: '10.0.0.8',
  user_agent: UA,
  ...over,
});

function serve(pages: Page<LoginLogRow>[]) {
  let i = 0;
  return installFakeServer({
    '/api/admin/loglogin/getData': () => envelopeResponse(pages[Math.min(i++, pages.length - 1)]),
  });
}

const urls = (fetchMock: ReturnType<typeof installFakeServer>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input, 'http://x'))
    .filter((u) => u.pathname === '/api/admin/loglogin/getData');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LoginLogPage (/logmana/alllog)', () => {
  it(
    'shows the log with time in Shanghai, result, reason and a short user agent',
    { timeout: 60_000 },
    async () => {
      signIn(userInfo({ sys_module_id: 0, authList: ['log:login:list'] }));
      serve([
        {
          list: [
            row({}),
            row({ login_log_id: 2, success: 0, reason: 'wrong_password', reason_text: '密码错误' }),
          ],
          total: 2,
        },
      ]);
      renderWithProviders(<LoginLogPage />);
      const cells = await screen.findAllByText('王五');
      expect(cells).toHaveLength(2);
      expect(screen.getAllByText('2026-11-22 10:05')).toHaveLength(2);
      expect(screen.getByText('失败')).toBeInTheDocument();
      expect(screen.getByText('密码错误')).toBeInTheDocument();
      expect(screen.getAllByText('Chrome 131 · Windows')).toHaveLength(2);
      // no export permission: no export button
      expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
    },
  );

  it('searches by phone and result and pages from the first page', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['log:login:list', 'log:login:export'] }));
    const fetchMock = serve([
      { list: [row({})], total: 1 },
      { list: [], total: 0 },
    ]);
    renderWithProviders(<LoginLogPage />);
    await screen.findByText('王五');
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900000006' } });
    fireEvent.mouseDown(screen.getByLabelText('登录结果'));
    fireEvent.click(await screen.findByTitle('失败'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(urls(fetchMock)).toHaveLength(2));
    const q = urls(fetchMock)[1]!.searchParams;
    expect(q.get('phone')).toBe('13900000006');
    expect(q.get('success')).toBe('0');
    expect(q.get('page')).toBe('1');
    // the empty answer replaces the rows
    await waitFor(() => expect(screen.queryByText('王五')).not.toBeInTheDocument());
  });

  it('shows an error with a retry when the list fails', { timeout: 60_000 }, async () => {
    signIn(userInfo({ sys_module_id: 0, authList: ['log:login:list'] }));
    installFakeServer({ '/api/admin/loglogin/getData': () => envelopeResponse(null, 403, '没有权限') });
    renderWithProviders(<LoginLogPage />);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});

describe('log search helpers', () => {
  it('drops empty fields and turns the range into Shanghai minutes', async () => {
    const dayjs = (await import('dayjs')).default;
    const q = searchQuery({
      phone: '139',
      agent_name: '',
      success: 0,
      range: [dayjs('2026-01-05 08:30'), dayjs('2026-01-05 09:00')],
      page: 1,
    });
    expect(q).toEqual({
      phone: '139',
      success: 0,
      page: 1,
      start_time: '2026-01-05T00:30:00.000Z',
      end_time: '2026-01-05T01:00:59.999Z',
    });
  });

  it('shortens user agents', () => {
    expect(shortUserAgent(UA)).toBe('Chrome 131 · Windows');
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent('x'.repeat(40))).toBe(`${'x'.repeat(24)}…`);
    expect(shortUserAgent(null)).toBe('');
  });
});
