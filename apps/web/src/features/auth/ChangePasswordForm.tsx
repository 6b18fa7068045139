import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { IdentityCalls, IdentityLimits } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { forgetSessionAndReload, useCurrentUser } from '../../lib/session/index.ts';
import { codeRules } from './rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { AuthTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface ChangeFields {
  code: string;
  password: string;
  next_password: string;
}

/** Change password with an SMS code to the user's own phone (editPass); then sign out and reload. */
export function ChangePasswordForm() {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const submit = async (values: ChangeFields) => {
    setBusy(true);
    try {
      await callApi(IdentityCalls.editPass, {
        sys_user_id: user.sys_user_id,
        username: user.username,
        ...values,
      });
      void message.success(AuthTexts.passwordChanged);
      forgetSessionAndReload();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ChangeFields>
      name="changePassword"
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420 }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item label={AuthTexts.phone}>
        <Input value={user.username} readOnly aria-label={AuthTexts.phone} />
      </Form.Item>
      <Form.Item label={AuthTexts.code}>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={codeRules()}>
            <Input placeholder={AuthTexts.codePlaceholder} aria-label={AuthTexts.code} maxLength={8} />
          </Form.Item>
          <SmsCodeButton seconds={IdentityLimits.smsResendShop} getPhone={() => user.username} />
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields confirmName="next_password" />
      <Button type="primary" htmlType="submit" loading={busy}>
        {AuthTexts.submit}
      </Button>
    </Form>
  );
}
