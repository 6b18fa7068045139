import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@qishu/contract';
import { envelopeResponse, installFakeServer, postedBodies } from '../../test/fake-server.ts';
import { menuNode, signIn, userInfo } from '../../test/identity-fixtures.ts';
import { renderWorkspaceLayout } from './test-render.tsx';
import type { WorkspaceMenuItem } from './workspace-menu.ts';

const UNREAD = '/api/admin/Msgcontent/unreadCount';
const UNTREATED = '/api/admin/Msgcontent/untreatedCount';

const menus: WorkspaceMenuItem[] = [
  menuNode({ sys_menu_id: 1, name: '首页', vue_url: '/admin/index', style: 'HomeOutlined' }),
  menuNode({
    sys_menu_id: 2,
    name: '系统管理',
    style: 'SettingOutlined',
    intro: '平台基础设置',
    children: [
      menuNode({
        sys_menu_id: 21,
        name: '角色管理',
        vue_url: '/sys/roles',
        style: 'SafetyCertificateOutlined',
        intro: '配置角色',
      }),
      menuNode({ sys_menu_id: 22, name: '待开发功能', style: 'no-such-icon' }),
    ],
  }),
  menuNode({
    sys_menu_id: 3,
    name: '数据中心',
    style: 'DatabaseOutlined',
    children: [menuNode({ sys_menu_id: 31, name: '数据管理', vue_url: '/malldata/publisheddata' })],
  }),
  menuNode({
    sys_menu_id: 8,
    name: '个人资料',
    vue_url: '/sys/profile',
    style: 'IdcardOutlined',
    location: 1,
  }),
  menuNode({
    sys_menu_id: 9,
    name: '修改密码',
    vue_url: '/sys/editpwd',
    style: 'LockOutlined',
    location: 1,
    intro: '修改登录密码',
  }),
];

function renderShell(user: UserInfo, route = '/sys/roles', accountRoutes: string[] = ['/sys/profile']) {
  signIn(user, menus);
  return renderWorkspaceLayout(route, { menus, accountRoutes });
}

const admin = (authList: string[]) =>
  userInfo({ sys_module_id: 0, usr_agent_id: 1, sys_user_id: 1, authList });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin top bar', () => {
  it('shows the title and both counters from the server, linking to their pages', async () => {
    const user = userEvent.setup();
    const fetchMock = installFakeServer({
      [UNREAD]: () => envelopeResponse(5),
      [UNTREATED]: () => envelopeResponse(12),
    });
    const { router } = renderShell(admin(['log:realtime:list']));

    expect(await screen.findByText('企数通商机管理后台')).toBeInTheDocument();
    const notice = screen.getByRole('button', { name: /消息通知/ });
    const errors = screen.getByRole('button', { name: /错误处理/ });
    await waitFor(() => expect(within(notice).getByTitle('5')).toBeInTheDocument());
    await waitFor(() => expect(within(errors).getByTitle('12')).toBeInTheDocument());
    // the unread count is asked for the caller's own organisation and user
    expect(postedBodies(fetchMock, UNREAD)[0]).toEqual({ usr_agent_id: 1, sys_user_id: 1 });

    await user.click(notice);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sys/msg'));
    await user.click(screen.getByRole('button', { name: /错误处理/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logmana/realupdate'));
  });

  it('hides 错误处理 and never asks for its count without log:realtime:list', async () => {
    const fetchMock = installFakeServer({
      [UNREAD]: () => envelopeResponse(2),
      [UNTREATED]: () => envelopeResponse(9),
    });
    renderShell(admin(['msg:msg:list']));

    const notice = await screen.findByRole('button', { name: /消息通知/ });
    await waitFor(() => expect(within(notice).getByTitle('2')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /错误处理/ })).not.toBeInTheDocument();
    expect(postedBodies(fetchMock, UNTREATED)).toHaveLength(0);
  });

  it('asks again when the window regains focus', async () => {
    let unread = 1;
    installFakeServer({ [UNREAD]: () => envelopeResponse(unread) });
    renderShell(admin([]));
    const notice = await screen.findByRole('button', { name: /消息通知/ });
    await waitFor(() => expect(within(notice).getByTitle('1')).toBeInTheDocument());

    unread = 4;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new FocusEvent('focus'));
    });
    await waitFor(() => expect(within(notice).getByTitle('4')).toBeInTheDocument());
  });
});

describe('workspace top bar', () => {
  it('gives a workspace user the 消息 bell with the unread count, linking to /config/usrmsg', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(3) });
    const { router } = renderShell(userInfo({ sys_module_id: 5 }), '/data/seek', []);

    const bell = await screen.findByRole('button', { name: '消息，3 条未读' });
    expect(screen.queryByText('企数通商机管理后台')).not.toBeInTheDocument();
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/usrmsg'));
  });

  it('the full-screen button of module 31 opens the garden screen in a new window', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderShell(userInfo({ sys_module_id: 31, usr_agent_id: 3101 }), '/garden/index', []);

    await user.click(await screen.findByRole('button', { name: '打开园区大屏' }));
    expect(open).toHaveBeenCalledWith('/garden/screen', '_blank', 'noopener');
  });

  it('other modules toggle full screen with the Fullscreen API, the icon following the state', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    const request = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', {
        configurable: true,
        value: document.documentElement,
      });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    try {
      renderShell(userInfo({ sys_module_id: 5 }), '/data/seek', []);
      await user.click(await screen.findByRole('button', { name: '全屏' }));
      expect(request).toHaveBeenCalled();
      await user.click(await screen.findByRole('button', { name: '退出全屏' }));
      expect(exit).toHaveBeenCalled();
      expect(await screen.findByRole('button', { name: '全屏' })).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
    } finally {
      delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
    }
  });

  it('lists the quick links of the login with their icons', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    localStorage.setItem(
      'quickList',
      JSON.stringify([
        { sys_menu_id: 40, name: '成员管理', vue_url: '/config/users', style: 'UserOutlined' },
      ]),
    );
    const { router } = renderShell(userInfo({ sys_module_id: 5 }), '/data/seek', []);

    await user.click(await screen.findByRole('button', { name: /快捷入口/ }));
    const item = await screen.findByRole('menuitem', { name: /成员管理/ });
    expect(item.querySelector('.anticon-user')).not.toBeNull();
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/users'));
  });
});

describe('menu', () => {
  it('puts location-1 items in the top bar (except the account dropdown ones), icons and intros on the left', async () => {
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    renderShell(admin([]));

    const side = await screen.findByRole('menu', { name: '工作台菜单' });
    expect(within(side).queryByText('个人资料')).not.toBeInTheDocument();
    expect(within(side).queryByText('修改密码')).not.toBeInTheDocument();
    const top = screen.getByRole('navigation', { name: '顶部菜单' });
    expect(within(top).getByRole('button', { name: /修改密码/ })).toBeInTheDocument();
    expect(within(top).queryByText('个人资料')).not.toBeInTheDocument();

    expect(within(side).getByRole('link', { name: '角色管理' })).toHaveAttribute('title', '配置角色');
    expect(within(side).getByText('系统管理')).toHaveAttribute('title', '平台基础设置');
    // icons from `style`, unknown styles fall back to AppstoreOutlined
    expect(side.querySelector('.anticon-setting')).not.toBeNull();
    expect(side.querySelector('.anticon-safety-certificate')).not.toBeNull();
    expect(side.querySelector('.anticon-appstore')).not.toBeNull();
  });

  it('is an accordion: opening a group closes the other', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    renderShell(admin([]));
    const side = await screen.findByRole('menu', { name: '工作台菜单' });
    expect(within(side).getByText('角色管理')).toBeVisible();

    await user.click(within(side).getByText('数据中心'));
    await waitFor(() => expect(within(side).getByText('数据管理')).toBeVisible());
    await waitFor(() => expect(side.querySelectorAll('.ant-menu-submenu-open')).toHaveLength(1));
  });

  it('a routeless item opens the under-construction modal and does not navigate', async () => {
    const user = userEvent.setup();
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    const { router } = renderShell(admin([]));
    await user.click(await screen.findByText('待开发功能'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('模块正在建设中，敬请期待').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/sys/roles');
  });

  it('the breadcrumb starts with a home link and follows the menu trail with icons', async () => {
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    renderShell(admin([]));
    const crumb = await screen.findByRole('navigation', { name: '当前位置' });
    expect(within(crumb).getByRole('link', { name: /首页/ })).toHaveAttribute('href', '/admin');
    expect(within(crumb).getByText('系统管理')).toBeInTheDocument();
    expect(within(crumb).getByText('角色管理')).toBeInTheDocument();
    expect(crumb.querySelector('.anticon-home')).not.toBeNull();
    expect(crumb.querySelector('.anticon-safety-certificate')).not.toBeNull();
  });

  it('a detail page outside the menu shows its own title after 首页', async () => {
    installFakeServer({ [UNREAD]: () => envelopeResponse(0) });
    renderShell(userInfo({ sys_module_id: 5, usr_agent_id: 200 }), '/data/details/42');
    const crumb = await screen.findByRole('navigation', { name: '当前位置' });
    expect(within(crumb).getByText('企业详情')).toBeInTheDocument();
  });
});
