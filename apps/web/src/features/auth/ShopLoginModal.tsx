import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useLoginOutcome } from './login-outcome.ts';
import { userLogin } from './auth-api.ts';
import { readRememberedLogin, rememberLogin } from './remembered-login.ts';
import { loginPasswordRules } from './rules.ts';
import { RememberRow } from './RememberRow.tsx';
import { PhoneField, ShopAuthModal } from './ShopAuthModal.tsx';
import { AuthTexts } from './texts.ts';

interface LoginFields {
  username: string;
  password: string;
  remember: boolean;
}

interface ShopLoginModalProps {
  open: boolean;
  onClose: () => void;
  onForgot: () => void;
  onRegister: () => void;
  /** Code 412 at login (with the phone typed). */
  onPasswordChange: (phone: string) => void;
  /** Prefills the phone (after registration). */
  phone?: string;
}

/** The shop's login modal: phone, password, remember password, forgot-password link, 登录. */
export function ShopLoginModal({
  open,
  onClose,
  onForgot,
  onRegister,
  onPasswordChange,
  phone,
}: ShopLoginModalProps) {
  const [form] = Form.useForm<LoginFields>();
  const [busy, setBusy] = useState(false);
  const run = useLoginOutcome({
    onPasswordChange: () => onPasswordChange(String(form.getFieldValue('username') ?? '')),
    onSuccess: onClose,
    stay: true,
  });
  const remembered = readRememberedLogin();

  const submit = async ({ username, password, remember }: LoginFields) => {
    rememberLogin(username, password, remember);
    setBusy(true);
    await run(() => userLogin(username, password, 'shop'));
    setBusy(false);
  };

  return (
    <ShopAuthModal open={open} title={AuthTexts.loginTitle} onClose={onClose}>
      <Form<LoginFields>
        name="shopLogin"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ ...remembered, username: phone || remembered.phone }}
        requiredMark={false}
      >
        <PhoneField />
        <Form.Item name="password" label={AuthTexts.password} rules={loginPasswordRules}>
          <Input.Password placeholder={AuthTexts.passwordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <RememberRow onForgot={onForgot} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {AuthTexts.login}
        </Button>
        <Button type="link" block onClick={onRegister} style={{ marginTop: 8 }}>
          {AuthTexts.toRegister}
        </Button>
      </Form>
    </ShopAuthModal>
  );
}
