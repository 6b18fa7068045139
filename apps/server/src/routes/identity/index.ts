import multipart from '@fastify/multipart';
import {
  avatarResponse,
  EMAIL_PATTERN,
  IdentityCalls as C,
  idSchema,
  IdentityLimits,
  IdentityMessages as M,
  IdentityPaths as P,
  ok,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, metaOf, requireSession } from '../../http/auth.ts';
import { badRequest } from '../../shared/errors.ts';
import { callServer } from '../../http/serve-call.ts';

const tags = ['账号与登录'];

/** Sign-in, sessions, accounts: the calls of IdentityCalls, under /api. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const s = app.services.identity;

  // ── public calls ───────────────────────────────────────────────────────────────────────
  const serve = callServer(app, tags);
  serve(C.userLogin, (input, req) => s.auth.passwordLogin(input, metaOf(req)));
  serve(C.preLogin, (input) => s.auth.checkLinkOnly('user', input.username, input.token));
  serve(C.login, (input, req) => s.auth.linkLogin('user', input.username, input.token, metaOf(req)));
  serve(C.agentLoginCheck, (input) =>
    s.auth.checkLinkOnly('agent', input.username, input.login_token, input.agent_token),
  );
  serve(C.agentLoginAction, (input, req) =>
    s.auth.linkLogin('agent', input.username, input.login_token, metaOf(req), input.agent_token),
  );
  serve(C.mobileCode, async (input, req) => {
    await s.auth.sendCode(input.phone, input.from, metaOf(req).ip);
    return {
      sent: true as const,
      ttl_minutes: IdentityLimits.smsCodeTtlMinutes,
      resend_seconds: input.from === 1 ? IdentityLimits.smsResendShop : IdentityLimits.smsResendReset,
    };
  });
  serve(C.regUser, (input, req) => s.auth.register(input, metaOf(req)));
  serve(C.revisePass, async (input) => {
    const phone = input.phone ?? input.username;
    if (!phone) throw badRequest(M.phoneRequired);
    return { updated: await s.auth.resetPassword(phone, input.code, input.password) };
  });
  serve(C.checkAccount, async (input) => ({ exists: await s.auth.accountExists(input.username) }));
  for (const call of [C.emailCheck, C.shopEmailCheck]) {
    serve(call, async (input) => ({ valid: EMAIL_PATTERN.test(input.email.trim()) }));
  }
  serve(C.logout, async (_input, req) => {
    await s.sessions.revokeToken(req.headers.authorization);
    return { ok: true as const };
  });

  // ── calls that need a session ──────────────────────────────────────────────────────────
  await app.register(async (scope) => {
    requireSession(scope, { allowWhilePasswordChange: [`/api${P.upAfterLogin}`, `/api${P.checkLogin}`] });
    await scope.register(multipart, {
      // the route reads `truncated` and answers avatarTooLarge itself
      throwFileSizeLimit: false,
      limits: { fileSize: IdentityLimits.avatarMaxKb * 1024, files: 1, fields: 10, parts: 12 },
    });

    const serveOwn = callServer(scope, tags);
    serveOwn(C.checkLogin, (_input, req) => s.accounts.sessionView(authOf(req)));
    serveOwn(C.getUserInfo, (input, req) => s.accounts.getUserInfo(authOf(req), input));
    serveOwn(C.editUserInfo, (input, req) => s.accounts.editUserInfo(authOf(req), input));
    serveOwn(C.editPass, async (input, req) => {
      await s.accounts.editPass(authOf(req), input);
      return { ok: true as const };
    });
    serveOwn(C.checkUserPassword, async (input, req) => {
      await s.accounts.checkPassword(authOf(req), input.password, metaOf(req));
      return { ok: true as const };
    });
    serveOwn(C.upAfterLogin, async (input, req) => ({
      ok: true as const,
      landing: await s.accounts.changeAfterLogin(
        authOf(req),
        input.old_password,
        input.password,
        metaOf(req),
      ),
    }));
    serveOwn(C.updateUserPower, async (input, req) => {
      await s.accounts.releaseTemporary(authOf(req), input);
      return { ok: true as const };
    });
    serveOwn(C.multiUser, (input, req) =>
      input.type === 3
        ? s.accounts.switchable(authOf(req), input)
        : s.accounts.switchTo(authOf(req), input, metaOf(req)),
    );
    serveOwn(C.createLoginLink, (input, req) => s.auth.createLink(authOf(req), input));

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
              const id = idSchema.safeParse(part.value);
              userId = id.success ? id.data : Number.NaN;
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
