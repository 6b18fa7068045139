import { z } from 'zod';

/** userInfo of both specs' §3 (the union of their fields). */
export const userInfoSchema = z.object({
  sys_user_id: z.number().int(),
  usr_agent_id: z.number().int(),
  serv_agent_id: z.number().int().nullable(),
  sys_module_id: z.number().int(),
  sys_dright_id: z.number().int().nullable(),
  sys_role_id: z.number().int().nullable(),
  sys_department_id: z.number().int().nullable(),
  realname: z.string(),
  show_name: z.string(),
  /** the phone number */
  username: z.string(),
  email: z.string().nullable(),
  headimgurl: z.string().nullable(),
  photo: z.string().nullable(),
  is_bus: z.number().int(),
  is_api: z.number().int(),
  is_temporary: z.number().int(),
  /** minutes */
  limits_time: z.number().int().nullable(),
  after_login: z.number().int(),
  domain_right: z.number().int(),
  domain_name: z.string().nullable(),
  domain_title: z.string().nullable(),
  agent_name: z.string(),
  agent_rank: z.number().int(),
  agent_unique_string: z.string(),
  /** modules the organisation may use */
  models: z.array(z.number().int()),
  /** capacity not yet used (the organisation's un_basic_number); null when the rank is unlimited */
  number_rest: z.number().int().nullable(),
  /** capacity granted; with number_rest it colours the capacity badge; null when unlimited */
  basic_number: z.number().int().nullable(),
  last_time: z.string().nullable(),
  epiboly: z.number().int(),
  entaid: z.number().int(),
  is_shopper: z.number().int(),
  /** permission key of the role (sys_role_id as text) */
  authKey: z.string(),
  /** permission strings the user holds */
  authList: z.array(z.string()),
  /** the session's id (not its token) */
  sessionId: z.string(),
  /** when a temporary user's session ends (ISO), for the countdown */
  temporary_ends_at: z.string().nullable(),
  wechat: z.object({ wechat_code: z.string().nullable(), openid: z.string().nullable() }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export interface MenuNode {
  sys_menu_id: number;
  parent_id: number;
  name: string;
  vue_url: string;
  style: string;
  intro: string;
  status: number;
  /** 0 left, 1 top */
  location: number;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    sys_menu_id: z.number().int(),
    parent_id: z.number().int(),
    name: z.string(),
    vue_url: z.string(),
    style: z.string(),
    intro: z.string(),
    status: z.number().int(),
    location: z.number().int(),
    children: z.array(menuNodeSchema),
  }),
);

export const quickLinkSchema = z.object({
  sys_menu_id: z.number().int(),
  name: z.string(),
  vue_url: z.string(),
  style: z.string(),
});
export type QuickLink = z.infer<typeof quickLinkSchema>;

/** Every successful sign-in (password, link, switch) answers this. */
export const loginResponseSchema = z.object({
  token: z.string(),
  menuList: z.array(menuNodeSchema),
  quickList: z.array(quickLinkSchema),
  userInfo: userInfoSchema,
  /** where the client goes next (the landing function's answer for this entry) */
  landing: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
