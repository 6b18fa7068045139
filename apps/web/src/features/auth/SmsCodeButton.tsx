import { Button } from 'antd';
import { IdentityCalls, IdentityMessages as M, PHONE_PATTERN } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { useCountdown } from '../../lib/session/index.ts';
import { AuthTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface SmsCodeButtonProps {
  /** Reads the phone when clicked (the form's current value). */
  getPhone: () => string | undefined;
  /** Seconds the button stays disabled after a successful send. */
  seconds: number;
  /** `1` asks for a registration code. */
  from?: 1;
  /** Shows the phone's own error (empty or malformed) in the form instead of a toast. */
  onPhoneError?: (message: string) => void;
}

/** 获取验证码: sends the SMS code; the countdown starts only after the server accepted. */
export function SmsCodeButton({ getPhone, seconds, from, onPhoneError }: SmsCodeButtonProps) {
  const { message } = useFeedback();
  const { remaining, start } = useCountdown();

  const send = async () => {
    const phone = getPhone()?.trim() ?? '';
    const fail = (text: string) => (onPhoneError ? onPhoneError(text) : void message.error(text));
    if (!phone) return fail(M.codePhoneEmpty);
    if (!PHONE_PATTERN.test(phone)) return fail(M.phoneInvalid);
    try {
      await callApi(IdentityCalls.mobileCode, from ? { phone, from } : { phone }, { auth: false });
      start(seconds);
      void message.success(AuthTexts.codeSent);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // The client already showed the server's text.
    }
  };

  return (
    <Button disabled={remaining > 0} onClick={() => void send()}>
      {remaining > 0 ? AuthTexts.resendIn(remaining) : AuthTexts.getCode}
    </Button>
  );
}
