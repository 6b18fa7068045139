import { describe, expect, it } from 'vitest';
import { avatarProblem, uploadedPhoto } from './avatar-rules.ts';
import { readLinkQuery } from './link-login-query.ts';
import { loginFailedNotice } from './login-outcome.ts';
import { formatClock, recordTiming, remainingSeconds } from './temporary-time.ts';

describe('login failed notice', () => {
  it('lasts 5 s in the shop and stays on the workspace login', () => {
    expect(loginFailedNotice('手机号或密码错误', false)).toEqual({
      key: 'login-failed',
      title: '登录失败',
      description: '手机号或密码错误',
      duration: 5,
      closable: true,
    });
    expect(loginFailedNotice('x', true).duration).toBe(false);
  });
});

describe('avatar check', () => {
  const file = (name: string, type: string, kb: number) => ({ name, type, size: kb * 1024 });
  it('accepts jpg, jpeg and png up to 2048 KB', () => {
    expect(avatarProblem(file('a.jpg', 'image/jpeg', 2048))).toBeNull();
    expect(avatarProblem(file('a.JPEG', 'image/jpeg', 10))).toBeNull();
    expect(avatarProblem(file('a.png', 'image/png', 1))).toBeNull();
  });
  it('refuses other formats with 文件格式不正确', () => {
    expect(avatarProblem(file('a.gif', 'image/gif', 1))).toBe('文件格式不正确');
    expect(avatarProblem(file('a.png', 'image/webp', 1))).toBe('文件格式不正确');
    expect(avatarProblem(file('a.pdf', 'image/png', 1))).toBe('文件格式不正确');
  });
  it('refuses more than 2048 KB with 超出文件大小限制', () => {
    expect(avatarProblem({ name: 'a.png', type: 'image/png', size: 2048 * 1024 + 1 })).toBe(
      '超出文件大小限制',
    );
  });
  it('reads the upload answer', () => {
    expect(uploadedPhoto({ code: 200, data: { photo: '/files/a.png' }, error: null })).toEqual({
      ok: true,
      url: '/files/a.png',
    });
    expect(uploadedPhoto({ code: 400, data: null, error: '图片内容无法识别' })).toEqual({
      ok: false,
      error: '图片内容无法识别',
    });
    expect(uploadedPhoto({ code: 500, data: null, error: null })).toEqual({
      ok: false,
      error: '文件上传失败',
    });
    expect(uploadedPhoto('<html>')).toEqual({ ok: false, error: '文件上传失败' });
  });
});

describe('login link query', () => {
  it('reads username + token from the hash or the search string', () => {
    expect(readLinkQuery('', '#/?username=13800000001&token=abc')).toEqual({
      kind: 'token',
      username: '13800000001',
      token: 'abc',
    });
    expect(readLinkQuery('?username=13800000001&token=abc', '')).toEqual({
      kind: 'token',
      username: '13800000001',
      token: 'abc',
    });
  });
  it('prefers agent_token + login_token', () => {
    expect(readLinkQuery('', '#/?username=1&agent_token=a&login_token=b')).toEqual({
      kind: 'agent',
      username: '1',
      agentToken: 'a',
      loginToken: 'b',
    });
  });
  it('answers null without a usable query', () => {
    expect(readLinkQuery('', '')).toBeNull();
    expect(readLinkQuery('?username=1', '#/')).toBeNull();
    expect(readLinkQuery('?token=abc', '')).toBeNull();
  });
});

describe('temporary time', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('counts the seconds left until the server end, never below 0', () => {
    expect(remainingSeconds({ temporary_ends_at: '2026-01-01T00:01:05Z' }, now)).toBe(65);
    expect(remainingSeconds({ temporary_ends_at: '2026-01-01T00:00:00.500Z' }, now)).toBe(1);
    expect(remainingSeconds({ temporary_ends_at: '2025-12-31T23:00:00Z' }, now)).toBe(0);
    expect(remainingSeconds({ temporary_ends_at: null }, now)).toBe(0);
  });
  it('keeps shortTime and useTime in sessionStorage', () => {
    recordTiming({ limits_time: 30 }, 1700);
    expect(sessionStorage.getItem('shortTime')).toBe('1800');
    expect(sessionStorage.getItem('useTime')).toBe('100');
  });
  it('formats the clock', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(0)).toBe('00:00');
  });
});
