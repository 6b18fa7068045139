import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BadgePaths, MessagePaths, type InboxRow } from '@qishu/contract';
import { envelopeResponse, installFakeServer } from '../../test/fake-server.ts';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PersonalCentreRoute } from './PersonalCentreRoute.tsx';

// The session guard and the header are tested on their own; here the 我的消息 entry matters.
vi.mock('../auth/RequireSession.tsx', () => ({
  RequireSession: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../features/auth/PersonalHeader.tsx', () => ({ PersonalHeader: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const notice: InboxRow = {
  sys_msg_receiver_id: 1,
  sys_msg_id: 101,
  kind: 1,
  cate_name: '业务消息',
  title: '定制需求审核未通过',
  summary: '您的定制需求「杭州软件企业」审核未通过',
  status: 0,
  read_at: null,
  created_at: '2026-11-21T02:30:00.000Z',
};

describe('personal centre: 我的消息', () => {
  it('/manin/msg shows the message centre; the menu item carries the unread count', async () => {
    installFakeServer({
      [`/api${BadgePaths.unreadCount}`]: () => envelopeResponse(3),
      [`/api${MessagePaths.list}`]: () => envelopeResponse({ list: [notice], total: 1, unreadNum: 3 }),
    });
    signIn(userInfo({ sys_user_id: 7 }));
    renderRoutes([{ path: '/manin/*', element: <PersonalCentreRoute /> }], { route: '/manin/msg' });

    expect(await screen.findByText('定制需求审核未通过')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    const item = within(menu).getByRole('link', { name: /^我的消息/ });
    await waitFor(() => expect(item).toHaveTextContent('我的消息3'));
    expect(item).toHaveAttribute('aria-current', 'page');
    expect(sessionStorage.getItem('maninIndex')).toBe('7');
  });
});
