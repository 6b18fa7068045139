import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, installFakeServer, never, SITE_INFO_PATH } from '../../test/fake-server.ts';
import { loginResponse, signIn, userInfo, stubPageReload } from '../../test/identity-fixtures.ts';
import { findDialog, renderRoutes } from '../../test/render.tsx';
import { useLoginGate } from '../../lib/session/index.ts';
import { ShopShell } from './ShopShell.tsx';

const USER_LOGIN = '/api/admin/base/userLogin';
const LOGOUT = '/api/admin/base/logout';

function GatedButton() {
  const { loggedIn, openLogin } = useLoginGate();
  return <button onClick={openLogin}>{loggedIn ? '已登录' : '未登录'}</button>;
}

function renderShop(route = '/mall') {
  return renderRoutes(
    [
      {
        element: <ShopShell />,
        children: [
          { path: 'mall', element: <GatedButton /> },
          { path: 'manin/*', element: <p>个人中心页</p> },
        ],
      },
    ],
    { route },
  );
}

const reload = stubPageReload();

describe('shop shell with sign-in', () => {
  it('登录 opens the login modal; signing in swaps the button for the user menu', async () => {
    installFakeServer({
      [SITE_INFO_PATH]: never,
      [USER_LOGIN]: () =>
        envelopeResponse(loginResponse({ landing: '/mall', userInfo: userInfo({ realname: '钱七' }) })),
    });
    const actor = userEvent.setup();
    renderShop();
    expect(await screen.findByRole('button', { name: '未登录' })).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await findDialog('账号登录');
    await actor.type(within(dialog).getByLabelText('手机号'), '13800000001');
    await actor.type(within(dialog).getByLabelText('密码'), 'secret-1');
    await actor.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('button', { name: /钱七/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '已登录' })).toBeInTheDocument();
  });

  it('a page can open the login modal through the gate', async () => {
    installFakeServer({ [SITE_INFO_PATH]: never });
    const actor = userEvent.setup();
    renderShop();
    await actor.click(await screen.findByRole('button', { name: '未登录' }));
    expect(await findDialog('账号登录')).toBeInTheDocument();
  });

  it('the user menu lists the personal pages and logs out', async () => {
    installFakeServer({ [SITE_INFO_PATH]: never, [LOGOUT]: () => envelopeResponse(null) });
    signIn(userInfo({ realname: '钱七' }));
    const actor = userEvent.setup();
    const { router } = renderShop();
    await actor.click(await screen.findByRole('button', { name: /钱七/ }));
    const menu = screen.getByRole('list', { name: '账号菜单' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['我的订单', '我的购物车', '我的数据', '个人资料', '修改密码', '退出登录']);
    expect(within(menu).getByRole('link', { name: '我的购物车' })).toHaveAttribute('href', '/manin/cart');
    await actor.click(within(menu).getByRole('link', { name: '我的数据' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manin/record'));

    expect(screen.queryByRole('list', { name: '账号菜单' })).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: /钱七/ }));
    await actor.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload()).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
