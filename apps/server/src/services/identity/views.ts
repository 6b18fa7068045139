import { UNLIMITED_RANKS, type MenuNode, type QuickLink, type UserInfo } from '@qishu/contract';
import type { Executor } from '../../db/executor.ts';
import { AgentRepository, EVERY_ORGANISATION } from '../../repositories/agent-repository.ts';
import type { SessionRow } from '../../repositories/session-repository.ts';
import { EVERY_ROLE, RoleRepository, type MenuRow } from '../../repositories/role-repository.ts';
import type { UserRow } from '../../repositories/user-repository.ts';

/** Builds userInfo, the menu tree and the quick links of a user. */
export class IdentityViews {
  private readonly agents: AgentRepository;
  private readonly roles: RoleRepository;

  constructor(db: Executor) {
    this.agents = new AgentRepository(db, EVERY_ORGANISATION);
    this.roles = new RoleRepository(db, EVERY_ROLE);
  }

  async userInfo(user: UserRow, session: SessionRow | null, perms?: string[]): Promise<UserInfo> {
    const agent = await this.agents.byId(user.usr_agent_id);
    if (!agent) throw new Error(`user ${user.sys_user_id} has no organisation`);
    const models = await this.agents.moduleIdsOf(agent.usr_agent_id);
    const authList = perms ?? (await this.roles.perms(user.sys_role_id));
    const unlimited = (UNLIMITED_RANKS as readonly number[]).includes(agent.rank);
    return {
      sys_user_id: user.sys_user_id,
      usr_agent_id: user.usr_agent_id,
      serv_agent_id: agent.serv_agent_id,
      sys_module_id: user.sys_module_id,
      sys_dright_id: user.sys_dright_id,
      sys_role_id: user.sys_role_id,
      sys_department_id: user.sys_department_id,
      realname: user.realname,
      show_name: user.show_name ?? user.realname,
      username: user.username,
      email: user.email,
      headimgurl: user.headimgurl,
      photo: user.headimgurl,
      is_bus: user.is_bus,
      is_api: user.is_api,
      is_temporary: user.is_temporary,
      limits_time: user.limits_time,
      after_login: user.after_login,
      domain_right: user.domain_right,
      domain_name: agent.domain_name,
      domain_title: agent.domain_title,
      agent_name: agent.name,
      agent_rank: agent.rank,
      agent_unique_string: agent.agent_unique_string,
      models,
      // un_basic_number is the capacity not yet used (the badge's remaining count)
      number_rest: unlimited ? null : agent.un_basic_number,
      basic_number: unlimited ? null : agent.basic_number,
      last_time: user.last_time,
      epiboly: user.epiboly,
      entaid: user.entaid,
      is_shopper: user.is_shopper,
      authKey: String(user.sys_role_id ?? ''),
      authList,
      sessionId: session ? String(session.session_id) : '',
      temporary_ends_at: session?.temporary_ends_at ?? null,
      wechat: { wechat_code: null, openid: user.wechat_openid },
    };
  }

  async menus(user: UserRow): Promise<{ menuList: MenuNode[]; quickList: QuickLink[] }> {
    const rows = await this.roles.menus(user.sys_role_id);
    return { menuList: menuTree(rows), quickList: quickLinks(rows) };
  }
}

/** The tree of granted, active menu items (rows come ordered); items whose parent is missing are dropped. */
export function menuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    nodes.set(r.sys_menu_id, {
      sys_menu_id: r.sys_menu_id,
      parent_id: r.parent_id,
      name: r.name,
      vue_url: r.vue_url,
      style: r.style,
      intro: r.intro,
      status: r.status,
      location: r.location,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.sys_menu_id)!;
    if (r.parent_id === 0) roots.push(node);
    else nodes.get(r.parent_id)?.children.push(node);
  }
  return roots;
}

export function quickLinks(rows: MenuRow[]): QuickLink[] {
  return rows
    .filter((r) => r.is_quick === 1)
    .map((r) => ({ sys_menu_id: r.sys_menu_id, name: r.name, vue_url: r.vue_url, style: r.style }));
}
