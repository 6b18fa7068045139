import type { Generated } from 'kysely';

/** Organisation (agent). rank 30 or 999 = unlimited capacity. */
export interface UsrAgentTable {
  usr_agent_id: number;
  name: string;
  short_name: string;
  agent_cate_id: number | null;
  rank: number;
  /** capacity granted: how many records the organisation may use */
  basic_number: number;
  /** capacity not yet used (the remaining count the top bar shows; unused/basic colours the badge) */
  un_basic_number: number;
  domain_name: string | null;
  domain_title: string | null;
  agent_unique_string: string;
  /** service agent (serv_agent_id in userInfo) */
  serv_agent_id: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  status: Generated<number>;
  remark: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AgentCateTable {
  agent_cate_id: Generated<number>;
  name: string;
  orders: Generated<number>;
  remark: string | null;
  created_at: Generated<string>;
}

export interface SysModuleTable {
  sys_module_id: number;
  name: string;
  home_route: string;
  remark: string | null;
  orders: Generated<number>;
  status: Generated<number>;
}

/** Modules an organisation may use. */
export interface UsrAgentModuleTable {
  usr_agent_id: number;
  sys_module_id: number;
}

export interface SysDepartmentTable {
  sys_department_id: Generated<number>;
  usr_agent_id: number;
  name: string;
  parent_id: number | null;
  orders: Generated<number>;
}

/** Data right (sys_dright_id): 333 search workspace, 666 project workspace of the special agent. */
export interface SysDrightTable {
  sys_dright_id: number;
  name: string;
  remark: string | null;
}

export interface SysUserTable {
  sys_user_id: Generated<number>;
  usr_agent_id: number;
  sys_module_id: number;
  sys_role_id: number | null;
  sys_dright_id: number | null;
  sys_department_id: number | null;
  /** the phone number; unique within an organisation */
  username: string;
  password_hash: string;
  realname: string;
  show_name: string | null;
  email: string | null;
  headimgurl: string | null;
  is_api: Generated<number>;
  is_bus: Generated<number>;
  is_temporary: Generated<number>;
  /** minutes a temporary user's session lasts */
  limits_time: number | null;
  /** 1: must change the password after login */
  after_login: Generated<number>;
  domain_right: Generated<number>;
  /** is_epiboly flag of the landing table */
  epiboly: Generated<number>;
  /** smart assistant (entaid) mode */
  entaid: Generated<number>;
  /** 1 active, 0 disabled */
  status: Generated<number>;
  /** shop shoppers are users of the shop organisation */
  is_shopper: Generated<number>;
  wechat_openid: string | null;
  last_time: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Accounts a person may switch between (Usragentrel/multiUser). */
export interface UsrAgentRelTable {
  usr_agent_rel_id: Generated<number>;
  sys_user_id: number;
  linked_user_id: number;
  created_at: Generated<string>;
}

export interface SysRoleTable {
  sys_role_id: Generated<number>;
  /** null: a platform role usable by every organisation of the module */
  usr_agent_id: number | null;
  sys_module_id: number;
  role_name: string;
  remark: string | null;
  /** which leads its users see: 'self', 'department' or 'org' (migration 0029) */
  data_scope: Generated<string>;
  status: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SysActionTable {
  sys_action_id: Generated<number>;
  sys_module_id: number;
  parent_id: number | null;
  name: string;
  /** permission string module:entity:action; null for a group node */
  perm: string | null;
  orders: Generated<number>;
  status: Generated<number>;
}

export interface SysModuleActionTable {
  sys_module_id: number;
  sys_action_id: number;
}

export interface SysMenuCateTable {
  sys_menu_cate_id: Generated<number>;
  name: string;
  orders: Generated<number>;
  remark: string | null;
}

export interface SysMenuTable {
  sys_menu_id: Generated<number>;
  parent_id: number;
  sys_module_id: number;
  sys_menu_cate_id: number | null;
  /** stable key of the seed definition */
  menu_key: string;
  name: string;
  vue_url: string;
  /** icon name */
  style: string;
  intro: string;
  /** 0 left, 1 top */
  location: number;
  /** permission required to see it, optional */
  perm: string | null;
  is_quick: Generated<number>;
  orders: Generated<number>;
  status: Generated<number>;
}

export interface SysRoleActionTable {
  sys_role_id: number;
  sys_action_id: number;
}

export interface SysRoleMenuTable {
  sys_role_id: number;
  sys_menu_id: number;
}

/** User group category (grouping modal): level 2 under a parent. */
export interface UsrCateTable {
  usr_cate_id: Generated<number>;
  name: string;
  orders: Generated<number>;
  parent_id: number;
  level: Generated<number>;
  user_id: number;
  usr_agent_id: number;
  label_number: Generated<number>;
  created_at: Generated<string>;
}

export interface SessionTable {
  session_id: Generated<number>;
  /** sha-256 of the opaque token */
  token_hash: string;
  sys_user_id: number;
  usr_agent_id: number;
  created_at: Generated<string>;
  last_seen_at: string;
  expires_at: string;
  /** server-side end of a temporary user's session */
  temporary_ends_at: string | null;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SmsCodeTable {
  sms_code_id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  ip: string | null;
  attempts: Generated<number>;
  created_at: Generated<string>;
  expires_at: string;
  used_at: string | null;
}

/** SMS outbox (default provider): what would have been sent. */
export interface SmsOutboxTable {
  sms_outbox_id: Generated<number>;
  phone: string;
  template: string;
  content: string;
  provider: string;
  status: string;
  error: string | null;
  created_at: Generated<string>;
}

export interface LoginLogTable {
  login_log_id: Generated<number>;
  sys_user_id: number | null;
  usr_agent_id: number | null;
  username: string;
  success: number;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<string>;
}

export interface OperationLogTable {
  operation_log_id: Generated<number>;
  sys_user_id: number | null;
  usr_agent_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  created_at: Generated<string>;
}
