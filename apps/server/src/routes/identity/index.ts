import multipart from '@fastify/multipart';
import {
  agentLoginRequest,
  avatarResponse,
  checkAccountRequest,
  checkUserPasswordRequest,
  createLoginLinkRequest,
  createLoginLinkResponse,
  editPassRequest,
  editUserInfoRequest,
  emailCheckRequest,
  EMAIL_PATTERN,
  existsResponse,
  getUserInfoRequest,
  IdentityExtraPaths,
  IdentityLimits,
  IdentityMessages as M,
  IdentityPaths as P,
  linkCheckResponse,
  linkLoginRequest,
  loginResponseSchema,
  mobileCodeRequest,
  mobileCodeResponse,
  multiUserRequest,
  ok,
  okResponse,
  regUserRequest,
  revisePassRequest,
  revisePassResponse,
  sessionCheckResponse,
  switchableAccountSchema,
  upAfterLoginRequest,
  upAfterLoginResponse,
  updateUserPowerRequest,
  userInfoSchema,
  userLoginRequest,
  validResponse,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, metaOf, requireSession } from '../../http/auth.ts';
import { defineCall } from '../../http/define-call.ts';
import { badRequest } from '../../http/errors.ts';

const tags = ['账号与登录'];

/** Sign-in, sessions, accounts (issue 3). Paths from IdentityPaths, under /api. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services;

  // ── public calls ───────────────────────────────────────────────────────────────────────
  defineCall(app, {
    method: 'POST',
    url: P.userLogin,
    summary: '手机号 + 密码登录（entry 决定落地页）',
    tags,
    body: userLoginRequest,
    response: loginResponseSchema,
    handler: (input, req) => s.auth.passwordLogin(input, metaOf(req)),
  });

  defineCall(app, {
    method: 'POST',
    url: P.preLogin,
    summary: '链接登录第一步：只检查 username + token',
    tags,
    body: linkLoginRequest,
    response: linkCheckResponse,
    handler: (input) => s.auth.checkLinkOnly('user', input.username, input.token),
  });

  defineCall(app, {
    method: 'POST',
    url: P.login,
    summary: '链接登录：消耗一次性 token 并登录',
    tags,
    body: linkLoginRequest,
    response: loginResponseSchema,
    handler: (input, req) => s.auth.linkLogin('user', input.username, input.token, metaOf(req)),
  });

  defineCall(app, {
    method: 'POST',
    url: P.agentLoginCheck,
    summary: '机构链接登录检查（agent_token + 一次性 login_token）',
    tags,
    body: agentLoginRequest,
    response: linkCheckResponse,
    handler: (input) => s.auth.checkLinkOnly('agent', input.username, input.login_token, input.agent_token),
  });

  defineCall(app, {
    method: 'POST',
    url: P.agentLoginAction,
    summary: '机构链接登录',
    tags,
    body: agentLoginRequest,
    response: loginResponseSchema,
    handler: (input, req) =>
      s.auth.linkLogin('agent', input.username, input.login_token, metaOf(req), input.agent_token),
  });

  defineCall(app, {
    method: 'POST',
    url: P.mobileCode,
    summary: '发送短信验证码（from=1 注册）',
    tags,
    body: mobileCodeRequest,
    response: mobileCodeResponse,
    handler: async (input, req) => {
      await s.auth.sendCode(input.phone, input.from, metaOf(req).ip);
      return {
        sent: true as const,
        ttl_minutes: IdentityLimits.smsCodeTtlMinutes,
        resend_seconds: input.from === 1 ? IdentityLimits.smsResendShop : IdentityLimits.smsResendReset,
      };
    },
  });

  defineCall(app, {
    method: 'POST',
    url: P.regUser,
    summary: '商城注册（手机号 + 验证码 + 密码），注册后即登录',
    tags,
    body: regUserRequest,
    response: loginResponseSchema,
    handler: (input, req) => s.auth.register(input, metaOf(req)),
  });

  defineCall(app, {
    method: 'POST',
    url: P.revisePass,
    summary: '忘记密码：短信验证码重设该手机号所有账号的密码',
    tags,
    body: revisePassRequest,
    response: revisePassResponse,
    handler: async (input) => {
      const phone = input.phone ?? input.username;
      if (!phone) throw badRequest(M.phoneRequired);
      return { updated: await s.auth.resetPassword(phone, input.code, input.password) };
    },
  });

  defineCall(app, {
    method: 'POST',
    url: P.checkAccount,
    summary: '手机号是否已有账号',
    tags,
    body: checkAccountRequest,
    response: existsResponse,
    handler: async (input) => ({ exists: await s.auth.accountExists(input.username) }),
  });

  for (const url of [P.emailCheck, P.shopEmailCheck]) {
    defineCall(app, {
      method: 'POST',
      url,
      summary: '邮箱格式校验',
      tags,
      body: emailCheckRequest,
      response: validResponse,
      handler: async (input) => ({ valid: EMAIL_PATTERN.test(input.email.trim()) }),
    });
  }

  defineCall(app, {
    method: 'POST',
    url: P.logout,
    summary: '退出登录（服务端作废会话；无会话也成功）',
    tags,
    response: okResponse,
    handler: async (_input, req) => {
      await s.sessions.revokeToken(req.headers.authorization);
      return { ok: true as const };
    },
  });

  // ── calls that need a session ──────────────────────────────────────────────────────────
  await app.register(async (scope) => {
    requireSession(scope, { allowWhilePasswordChange: [`/api${P.upAfterLogin}`, `/api${P.checkLogin}`] });
    await scope.register(multipart, {
      // the route reads `truncated` and answers avatarTooLarge itself
      throwFileSizeLimit: false,
      limits: { fileSize: IdentityLimits.avatarMaxKb * 1024, files: 1, fields: 10, parts: 12 },
    });

    defineCall(scope, {
      method: 'POST',
      url: P.checkLogin,
      summary: '会话检查（路由守卫）：userInfo + 菜单',
      tags,
      response: sessionCheckResponse,
      handler: (_input, req) => s.accounts.sessionView(authOf(req)),
    });

    defineCall(scope, {
      method: 'POST',
      url: P.getUserInfo,
      summary: '个人资料',
      tags,
      body: getUserInfoRequest,
      response: userInfoSchema,
      handler: (input, req) => s.accounts.getUserInfo(authOf(req), input),
    });

    defineCall(scope, {
      method: 'POST',
      url: P.editUserInfo,
      summary: '修改个人资料（用户名、邮箱；手机号只读）',
      tags,
      body: editUserInfoRequest,
      response: userInfoSchema,
      handler: (input, req) => s.accounts.editUserInfo(authOf(req), input),
    });

    defineCall(scope, {
      method: 'POST',
      url: P.editPass,
      summary: '修改密码（本人手机验证码）',
      tags,
      body: editPassRequest,
      response: okResponse,
      handler: async (input, req) => {
        await s.accounts.editPass(authOf(req), input);
        return { ok: true as const };
      },
    });

    defineCall(scope, {
      method: 'POST',
      url: P.checkUserPassword,
      summary: '锁屏解锁：校验当前密码',
      tags,
      body: checkUserPasswordRequest,
      response: okResponse,
      handler: async (input, req) => {
        await s.accounts.checkPassword(authOf(req), input.password, metaOf(req));
        return { ok: true as const };
      },
    });

    defineCall(scope, {
      method: 'POST',
      url: P.upAfterLogin,
      summary: '首次登录强制修改密码',
      tags,
      body: upAfterLoginRequest,
      response: upAfterLoginResponse,
      handler: async (input, req) => ({
        ok: true as const,
        landing: await s.accounts.changeAfterLogin(
          authOf(req),
          input.old_password,
          input.password,
          metaOf(req),
        ),
      }),
    });

    defineCall(scope, {
      method: 'POST',
      url: P.updateUserPower,
      summary: '临时用户离开：释放临时权限（作废临时会话）',
      tags,
      body: updateUserPowerRequest,
      response: okResponse,
      handler: async (input, req) => {
        await s.accounts.releaseTemporary(authOf(req), input);
        return { ok: true as const };
      },
    });

    defineCall(scope, {
      method: 'POST',
      url: P.multiUser,
      summary: '多账号：type 3 列出可切换账号，type 2 切换',
      tags,
      body: multiUserRequest,
      response: z.union([z.array(switchableAccountSchema), loginResponseSchema]),
      handler: (input, req) =>
        input.type === 3
          ? s.accounts.switchable(authOf(req), input)
          : s.accounts.switchTo(authOf(req), input, metaOf(req)),
    });

    defineCall(scope, {
      method: 'POST',
      url: IdentityExtraPaths.createLoginLink,
      summary: '管理员：生成一次性登录链接 token',
      tags,
      body: createLoginLinkRequest,
      response: createLoginLinkResponse,
      handler: (input, req) => s.auth.createLink(authOf(req), input),
    });

    scope.post(
      P.uploadPhoto,
      { schema: { summary: '上传头像（multipart：file, sys_user_id；jpg/jpeg/png，≤2048KB）', tags } },
      async (req) => {
        const auth = authOf(req);
        if (!req.isMultipart()) throw badRequest(M.avatarFailed);
        let bytes: Buffer | null = null;
        let truncated = false;
        let userId: number = auth.user.sys_user_id;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'file' || bytes) {
                await part.toBuffer().catch(() => undefined);
                continue;
              }
              bytes = await part.toBuffer().catch((err: { code?: string }) => {
                if (err.code === 'FST_REQ_FILE_TOO_LARGE') truncated = true;
                return Buffer.alloc(0);
              });
              if (part.file.truncated) truncated = true;
            } else if (part.fieldname === 'sys_user_id') {
              userId = Number(part.value);
            }
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') truncated = true;
          else throw badRequest(M.avatarFailed);
        }
        if (!Number.isInteger(userId) || userId <= 0) throw badRequest(M.avatarFailed);
        const headimgurl = await s.accounts.uploadAvatar(auth, { sys_user_id: userId, bytes, truncated });
        return ok(avatarResponse.parse({ headimgurl }));
      },
    );
  });
}
