import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

import { TemporaryCountdown } from './TemporaryCountdown.tsx';

const UPDATE_POWER = '/api/sys/users/updateUserPower';
const LOGOUT = '/api/admin/base/logout';

const reload = stubPageReload();

describe('temporary-user countdown', () => {
  it('shows the time left until the server end and keeps shortTime/useTime', async () => {
    installFakeServer({});
    const now = Date.parse('2026-01-01T00:00:00Z');
    const temp = userInfo({ is_temporary: 1, limits_time: 30, temporary_ends_at: '2026-01-01T00:20:00Z' });
    renderWithProviders(<TemporaryCountdown user={temp} now={() => now} />);
    expect(await screen.findByText('临时账号剩余时间 20:00')).toBeInTheDocument();
    expect(sessionStorage.getItem('shortTime')).toBe('1800');
    expect(sessionStorage.getItem('useTime')).toBe('600');
  });

  it('at 0 releases the temporary power, logs out and reloads', async () => {
    const fetchMock = installFakeServer({
      [UPDATE_POWER]: () => envelopeResponse(null),
      [LOGOUT]: () => envelopeResponse(null),
    });
    const temp = userInfo({
      is_temporary: 1,
      limits_time: 1,
      usr_agent_id: 201,
      sys_module_id: 5,
      temporary_ends_at: new Date(Date.now() + 1500).toISOString(),
    });
    signIn(temp);
    renderWithProviders(<TemporaryCountdown user={temp} />);
    expect(await screen.findByText(/临时账号剩余时间 00:0[12]/)).toBeInTheDocument();
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(postedBodies(fetchMock, UPDATE_POWER)).toEqual([{ usr_agent_id: 201, sys_module_id: 5 }]);
    const order = fetchMock.mock.calls.map(([url]) => url);
    expect(order.indexOf(UPDATE_POWER)).toBeLessThan(order.indexOf(LOGOUT));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows nothing and never logs out for an ordinary user', async () => {
    const fetchMock = installFakeServer({});
    renderWithProviders(<TemporaryCountdown user={userInfo()} />);
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.queryByText(/临时账号/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload()).not.toHaveBeenCalled();
  });
});
