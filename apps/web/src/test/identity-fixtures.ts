import type { LoginResponse, MenuNode, UserInfo } from '@qishu/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { pageReload } from '../lib/session/index.ts';

/** A menu node with defaults for the fields a test does not care about. */
export function menuNode(over: Partial<MenuNode> & Pick<MenuNode, 'sys_menu_id' | 'name'>): MenuNode {
  return { parent_id: 0, vue_url: '', style: '', intro: '', status: 1, location: 0, children: [], ...over };
}

export function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    sys_user_id: 7,
    usr_agent_id: 200,
    serv_agent_id: null,
    sys_module_id: 5,
    sys_dright_id: null,
    sys_role_id: 3,
    sys_department_id: null,
    realname: '张三',
    show_name: '张三',
    username: '13800000001',
    email: 'zhangsan@example.com',
    headimgurl: null,
    photo: null,
    is_bus: 0,
    is_api: 0,
    is_temporary: 0,
    limits_time: null,
    after_login: 0,
    domain_right: 0,
    domain_name: null,
    domain_title: null,
    agent_name: '杭州数据公司',
    agent_rank: 10,
    agent_unique_string: 'agent-200',
    models: [5],
    number_rest: 100,
    basic_number: null,
    last_time: null,
    epiboly: 0,
    entaid: 0,
    is_shopper: 0,
    authKey: '3',
    authList: [],
    sessionId: 's-1',
    temporary_ends_at: null,
    wechat: { wechat_code: null, openid: null },
    ...over,
  };
}

export function loginResponse(over: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'tok-new',
    menuList: [menuNode({ sys_menu_id: 2, name: '数据查询', vue_url: '/data/seek' })],
    quickList: [],
    userInfo: userInfo(),
    landing: '/data/seek',
    ...over,
  };
}

/** Stores a signed-in session the way a login does. */
export function signIn(user: UserInfo = userInfo(), menus: MenuNode[] = []): void {
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('userInfo', JSON.stringify(user));
  localStorage.setItem('menuList', JSON.stringify(menus));
}

/**
 * Stubs the page reload in every test of the calling file and restores mocks and globals after each;
 * returns a getter for the current spy.
 */
export function stubPageReload(): () => ReturnType<typeof vi.spyOn> {
  let reload: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => reload;
}
