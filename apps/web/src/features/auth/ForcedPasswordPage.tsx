import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { IdentityCalls, landingRoute } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { readUserInfo, updateStoredUser } from '../../lib/session/index.ts';
import { loginPasswordRules } from './rules.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface ForcedFields {
  old_password: string;
  password: string;
  passwdCheck: string;
}

/** Where the user goes once the initial password is changed when the server names no landing: the module's home. */
export function moduleHome(pathname: string): string {
  const user = readUserInfo();
  if (!user) return '/';
  const entry = pathname.startsWith('/adven/') ? 'link' : 'workspace';
  return landingRoute({ ...user, after_login: 0 }, { entry });
}

/** The forced password change after a first login (after_login = 1): old, new (8–20), confirm. */
export function ForcedPasswordPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  const submit = async (values: ForcedFields) => {
    setBusy(true);
    try {
      const answer = await callApi(IdentityCalls.upAfterLogin, values);
      updateStoredUser({ after_login: 0 });
      void message.success(AuthTexts.passwordChanged);
      // The server answers the workspace landing; the link-login page (/adven) keeps its own.
      const serverHome = pathname.startsWith('/adven/') ? undefined : answer?.landing;
      void navigate(serverHome || moduleHome(pathname), { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section style={{ maxWidth: 420 }}>
      <Typography.Title level={4}>{AuthTexts.forcedTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{AuthTexts.forcedHint}</Typography.Paragraph>
      <Form<ForcedFields>
        name="forcedPassword"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="old_password" label={AuthTexts.oldPassword} rules={loginPasswordRules}>
          <Input.Password placeholder={AuthTexts.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields confirmName="passwdCheck" />
        <Button type="primary" htmlType="submit" loading={busy}>
          {AuthTexts.submit}
        </Button>
      </Form>
    </section>
  );
}
