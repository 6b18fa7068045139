import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

import { IdleLock } from './IdleLock.tsx';

const CHECK_PASSWORD = '/api/admin/Users/checkUserPassword';
const LOGOUT = '/api/admin/base/logout';
const user = userInfo({ realname: '赵六' });

const reload = stubPageReload();

describe('idle lock', () => {
  it('locks after the idle time without mouse movement; movement postpones it', async () => {
    installFakeServer({});
    renderWithProviders(<IdleLock user={user} idleMs={300} exemptHosts={[]} host="qishu.example.com" />);
    await new Promise((r) => setTimeout(r, 200));
    fireEvent.mouseMove(window);
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog', { name: '屏幕已锁定' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '屏幕已锁定' })).toBeInTheDocument();
    expect(await screen.findByText('赵六')).toBeInTheDocument();
    expect(sessionStorage.getItem('lockScreen')).toBe('1');
  });

  it('stays locked after a reload; a wrong password says 密码错误; the right one unlocks', async () => {
    let answer = envelopeResponse(null, 400, '密码不正确');
    const fetchMock = installFakeServer({ [CHECK_PASSWORD]: () => answer });
    sessionStorage.setItem('lockScreen', '1');
    const actor = userEvent.setup();
    renderWithProviders(<IdleLock user={user} exemptHosts={[]} host="qishu.example.com" />);
    expect(screen.getByRole('dialog', { name: '屏幕已锁定' })).toBeInTheDocument();

    await actor.type(await screen.findByLabelText('登录密码'), 'wrong');
    await actor.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('密码错误')).toBeInTheDocument();

    answer = envelopeResponse(null);
    await actor.clear(screen.getByLabelText('登录密码'));
    await actor.type(screen.getByLabelText('登录密码'), 'right-one');
    await actor.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '屏幕已锁定' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('lockScreen')).toBeNull();
    expect(postedBodies(fetchMock, CHECK_PASSWORD)).toEqual([
      { password: 'wrong' },
      { password: 'right-one' },
    ]);
  });

  it('退出登录 logs out and reloads', async () => {
    installFakeServer({ [LOGOUT]: () => envelopeResponse(null) });
    signIn(user);
    sessionStorage.setItem('lockScreen', '1');
    const actor = userEvent.setup();
    renderWithProviders(<IdleLock user={user} exemptHosts={[]} host="qishu.example.com" />);
    await actor.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('never locks on an exempt host', async () => {
    installFakeServer({});
    sessionStorage.setItem('lockScreen', '1');
    renderWithProviders(
      <IdleLock user={user} idleMs={50} exemptHosts={['agent.example.com']} host="agent.example.com" />,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('dialog', { name: '屏幕已锁定' })).not.toBeInTheDocument();
  });
});
