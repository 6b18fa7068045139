import { z } from 'zod';
import { describeCall, noBody } from '../call.ts';
import { IdentityPaths as P } from './paths.ts';
import {
  createLoginLinkResponse,
  existsResponse,
  linkCheckResponse,
  mobileCodeResponse,
  okResponse,
  revisePassResponse,
  sessionCheckResponse,
  upAfterLoginResponse,
  validResponse,
} from './responses.ts';
import { loginResponseSchema, userInfoSchema } from './user-info.ts';
import {
  userLoginRequest,
  mobileCodeRequest,
  regUserRequest,
  revisePassRequest,
  checkAccountRequest,
  linkLoginRequest,
  agentLoginRequest,
  getUserInfoRequest,
  editUserInfoRequest,
  editPassRequest,
  upAfterLoginRequest,
  checkUserPasswordRequest,
  multiUserRequest,
  switchableAccountSchema,
  updateUserPowerRequest,
  emailCheckRequest,
  createLoginLinkRequest,
} from './requests.ts';

/** The identity calls (the avatar upload is multipart and stays outside). */
export const IdentityCalls = {
  // public
  userLogin: describeCall({
    method: 'POST',
    path: P.userLogin,
    summary: '手机号 + 密码登录（entry 决定落地页）',
    input: userLoginRequest,
    output: loginResponseSchema,
  }),
  preLogin: describeCall({
    method: 'POST',
    path: P.preLogin,
    summary: '链接登录第一步：只检查 username + token',
    input: linkLoginRequest,
    output: linkCheckResponse,
  }),
  login: describeCall({
    method: 'POST',
    path: P.login,
    summary: '链接登录：消耗一次性 token 并登录',
    input: linkLoginRequest,
    output: loginResponseSchema,
  }),
  agentLoginCheck: describeCall({
    method: 'POST',
    path: P.agentLoginCheck,
    summary: '机构链接登录检查（agent_token + 一次性 login_token）',
    input: agentLoginRequest,
    output: linkCheckResponse,
  }),
  agentLoginAction: describeCall({
    method: 'POST',
    path: P.agentLoginAction,
    summary: '机构链接登录',
    input: agentLoginRequest,
    output: loginResponseSchema,
  }),
  mobileCode: describeCall({
    method: 'POST',
    path: P.mobileCode,
    summary: '发送短信验证码（from=1 注册）',
    input: mobileCodeRequest,
    output: mobileCodeResponse,
  }),
  regUser: describeCall({
    method: 'POST',
    path: P.regUser,
    summary: '商城注册（手机号 + 验证码 + 密码），注册后即登录',
    input: regUserRequest,
    output: loginResponseSchema,
  }),
  revisePass: describeCall({
    method: 'POST',
    path: P.revisePass,
    summary: '忘记密码：短信验证码重设该手机号所有账号的密码',
    input: revisePassRequest,
    output: revisePassResponse,
  }),
  checkAccount: describeCall({
    method: 'POST',
    path: P.checkAccount,
    summary: '手机号是否已有账号',
    input: checkAccountRequest,
    output: existsResponse,
  }),
  emailCheck: describeCall({
    method: 'POST',
    path: P.emailCheck,
    summary: '邮箱格式校验',
    input: emailCheckRequest,
    output: validResponse,
  }),
  shopEmailCheck: describeCall({
    method: 'POST',
    path: P.shopEmailCheck,
    summary: '邮箱格式校验',
    input: emailCheckRequest,
    output: validResponse,
  }),
  logout: describeCall({
    method: 'POST',
    path: P.logout,
    summary: '退出登录（服务端作废会话；无会话也成功）',
    input: noBody,
    output: okResponse,
  }),

  // with a session
  checkLogin: describeCall({
    method: 'POST',
    path: P.checkLogin,
    summary: '会话检查（路由守卫）：userInfo + 菜单',
    input: noBody,
    output: sessionCheckResponse,
  }),
  getUserInfo: describeCall({
    method: 'POST',
    path: P.getUserInfo,
    summary: '个人资料',
    input: getUserInfoRequest,
    output: userInfoSchema,
  }),
  editUserInfo: describeCall({
    method: 'POST',
    path: P.editUserInfo,
    summary: '修改个人资料（用户名、邮箱；手机号只读）',
    input: editUserInfoRequest,
    output: userInfoSchema,
  }),
  editPass: describeCall({
    method: 'POST',
    path: P.editPass,
    summary: '修改密码（本人手机验证码）',
    input: editPassRequest,
    output: okResponse,
  }),
  checkUserPassword: describeCall({
    method: 'POST',
    path: P.checkUserPassword,
    summary: '锁屏解锁：校验当前密码',
    input: checkUserPasswordRequest,
    output: okResponse,
  }),
  upAfterLogin: describeCall({
    method: 'POST',
    path: P.upAfterLogin,
    summary: '首次登录强制修改密码',
    input: upAfterLoginRequest,
    output: upAfterLoginResponse,
  }),
  updateUserPower: describeCall({
    method: 'POST',
    path: P.updateUserPower,
    summary: '临时用户离开：释放临时权限（作废临时会话）',
    input: updateUserPowerRequest,
    output: okResponse,
  }),
  /** type 3 answers the switchable accounts, type 2 a sign-in to the chosen one */
  multiUser: describeCall({
    method: 'POST',
    path: P.multiUser,
    summary: '多账号：type 3 列出可切换账号，type 2 切换',
    input: multiUserRequest,
    output: z.union([z.array(switchableAccountSchema), loginResponseSchema]),
  }),
  createLoginLink: describeCall({
    method: 'POST',
    path: P.createLoginLink,
    summary: '管理员：生成一次性登录链接 token',
    input: createLoginLinkRequest,
    output: createLoginLinkResponse,
  }),
};
