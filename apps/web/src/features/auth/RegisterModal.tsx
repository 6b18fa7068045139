import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { IdentityLimits, IdentityMessages as M } from '@qishu/contract';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/index.ts';
import { startSession } from '../../lib/session/index.ts';
import { regUser } from './auth-api.ts';
import { codeRules, newPasswordRules } from './rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { PhoneField, ShopAuthModal } from './ShopAuthModal.tsx';
import { AuthTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface RegisterFields {
  username: string;
  password: string;
  code: string;
}

interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * After a successful registration the shopper is signed in and sent to the landing; should the
   * answer carry no session, the login modal opens with the phone filled instead.
   */
  onRegistered: (phone: string) => void;
  onLogin: () => void;
}

/** 注册: phone, password (8–20), SMS code with a 60 s resend countdown. */
export function RegisterModal({ open, onClose, onRegistered, onLogin }: RegisterModalProps) {
  const { message } = useFeedback();
  const [form] = Form.useForm<RegisterFields>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const submit = async ({ username, password, code }: RegisterFields) => {
    setBusy(true);
    try {
      const answer = await regUser(username, code, password);
      if (answer?.token) {
        startSession(answer);
        void message.success(AuthTexts.registeredSignedIn);
        onClose();
        void navigate(answer.landing);
      } else {
        void message.success(AuthTexts.registered);
        onRegistered(username);
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <ShopAuthModal open={open} title={AuthTexts.registerTitle} onClose={onClose}>
      <Form<RegisterFields>
        name="register"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <PhoneField />
        <Form.Item
          name="password"
          label={AuthTexts.password}
          rules={newPasswordRules(M.loginPasswordRequired)}
          validateTrigger="onBlur"
        >
          <Input.Password placeholder={AuthTexts.newPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={AuthTexts.code} required={false}>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={codeRules()} validateTrigger="onBlur">
              <Input placeholder={AuthTexts.codePlaceholder} aria-label={AuthTexts.code} maxLength={8} />
            </Form.Item>
            <SmsCodeButton
              from={1}
              seconds={IdentityLimits.smsResendShop}
              getPhone={() => form.getFieldValue('username') as string | undefined}
              onPhoneError={(text) => form.setFields([{ name: 'username', errors: [text] }])}
            />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {AuthTexts.register}
        </Button>
        <Button type="link" block onClick={onLogin} style={{ marginTop: 8 }}>
          {AuthTexts.toLogin}
        </Button>
      </Form>
    </ShopAuthModal>
  );
}
