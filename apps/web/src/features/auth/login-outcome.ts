import { useCallback } from 'react';

import { useLocation, useNavigate } from 'react-router';
import { IdentityMessages as M, ResultCode, type LoginResponse } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { startSession } from '../../lib/session/index.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface LoginOutcomeOptions {
  /** Code 412: the password must be changed first. */
  onPasswordChange?: () => void;
  /** The workspace login keeps the failure notice until closed; the shop's closes after 5 s. */
  persistentNotice?: boolean;
  /** Runs after the session is stored, before navigating (close a dialog). */
  onSuccess?: () => void;
  /**
   * The shop's login modal: the shopper stays on the shop page the modal was opened over (the
   * /custom login overlay, a product's add-to-cart) instead of going to the shop's landing, /mall.
   */
  stay?: boolean;
  /** Where to go instead of the answer's landing (the workspace login returns to the guarded address). */
  destination?: (answer: LoginResponse) => string;
}

export const LOGIN_NOTICE_SECONDS = 5;
/** One 登录失败 notice at a time; a successful login removes it. */
const LOGIN_NOTICE_KEY = 'login-failed';

/** The 登录失败 notice: 5 s in the shop, kept until closed on the workspace login. */
export function loginFailedNotice(text: string, persistent: boolean) {
  return {
    key: LOGIN_NOTICE_KEY,
    title: M.loginFailedTitle,
    description: text,
    duration: persistent ? (false as const) : LOGIN_NOTICE_SECONDS,
    closable: true,
  };
}

/**
 * Runs a sign-in call and applies the answer (both specs §8): store and go to `landing`; 412 opens
 * the password dialog; 400 a 登录失败 notice; 544/545 the WeChat timeout message and back to /.
 */
export function useLoginOutcome({
  onPasswordChange,
  persistentNotice,
  onSuccess,
  stay,
  destination,
}: LoginOutcomeOptions) {
  const { message, notification } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    async (call: () => Promise<LoginResponse>): Promise<boolean> => {
      try {
        const answer = await call();
        startSession(answer);
        // the failure notice of an earlier attempt would sit over the account menu (top right)
        notification.destroy(LOGIN_NOTICE_KEY);
        onSuccess?.();
        const to = destination?.(answer) ?? answer.landing;
        // already on the landing page (a shopper logging in on /mall?area=…): keep the filters in the URL
        if (!stay && to !== pathname) void navigate(to);
        return true;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.code === ResultCode.passwordChangeRequired) {
          onPasswordChange?.();
        } else if (
          error.code === ResultCode.wechatScanTimeout ||
          error.code === ResultCode.wechatScanTimeout2
        ) {
          void message.error(M.wechatScanTimeout);
          void navigate('/');
        } else if (error.kind === 'business') {
          notification.error(loginFailedNotice(error.message, persistentNotice === true));
        } else if (error.kind !== 'aborted') {
          void message.error(error.message);
        }
        return false;
      }
    },
    [
      message,
      notification,
      navigate,
      pathname,
      onPasswordChange,
      onSuccess,
      persistentNotice,
      stay,
      destination,
    ],
  );
}
