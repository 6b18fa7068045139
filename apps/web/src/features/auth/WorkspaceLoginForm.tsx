import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { IdentityLimits, IdentityMessages as M, type LoginResponse } from '@qishu/contract';
import { useLoginOutcome } from './login-outcome.ts';
import { userLogin } from './auth-api.ts';
import { PasswordResetModal } from './PasswordResetModal.tsx';
import { readRememberedLogin, rememberLogin } from './remembered-login.ts';
import { loginPasswordRules, phoneRules } from './rules.ts';
import { RememberRow } from './RememberRow.tsx';
import { AuthTexts } from './texts.ts';

interface LoginFields {
  username: string;
  password: string;
  remember: boolean;
}

interface WorkspaceLoginFormProps {
  /** Where a successful sign-in goes instead of the landing (back to the address the guard stopped). */
  destination?: (answer: LoginResponse) => string;
}

/** The workspace sign-in form of /login, with the password reset dialog (120 s resend). */
export function WorkspaceLoginForm({ destination }: WorkspaceLoginFormProps = {}) {
  const [form] = Form.useForm<LoginFields>();
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [resetPhone, setResetPhone] = useState<string>();
  const openReset = () => {
    setResetPhone(form.getFieldValue('username') as string | undefined);
    setResetOpen(true);
  };
  const run = useLoginOutcome({ persistentNotice: true, onPasswordChange: openReset, destination });
  const [remembered] = useState(readRememberedLogin);

  const submit = async ({ username, password, remember }: LoginFields) => {
    rememberLogin(username, password, remember);
    setBusy(true);
    await run(() => userLogin(username, password, 'workspace'));
    setBusy(false);
  };

  return (
    <>
      <Form<LoginFields>
        name="workspaceLogin"
        form={form}
        size="large"
        requiredMark={false}
        initialValues={{
          username: remembered.phone,
          password: remembered.password,
          remember: remembered.remember,
        }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="username" rules={phoneRules(M.loginPhoneRequired)}>
          <Input
            prefix={<MobileOutlined aria-hidden />}
            placeholder={AuthTexts.phonePlaceholder}
            aria-label={AuthTexts.phone}
            maxLength={11}
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" rules={loginPasswordRules}>
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            placeholder={AuthTexts.passwordPlaceholder}
            aria-label={AuthTexts.password}
            autoComplete="current-password"
          />
        </Form.Item>
        <RememberRow onForgot={openReset} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {AuthTexts.login}
        </Button>
      </Form>
      <PasswordResetModal
        open={resetOpen}
        formName="resetPassword"
        title={AuthTexts.resetTitle}
        seconds={IdentityLimits.smsResendReset}
        phoneAs="username"
        announceInvalid
        phone={resetPhone}
        onClose={() => setResetOpen(false)}
        onDone={(phone) => {
          setResetOpen(false);
          form.setFieldsValue({ username: phone, password: '' });
        }}
      />
    </>
  );
}
