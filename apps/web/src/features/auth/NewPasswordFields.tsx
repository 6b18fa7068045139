import { Form, Input } from 'antd';
import { confirmRules, newPasswordRules } from './rules.ts';
import { AuthTexts } from './texts.ts';

/** The new password (8–20) and its confirmation; `confirmName` is the field the call expects. */
export function NewPasswordFields({ confirmName }: { confirmName: 'passwdCheck' | 'next_password' }) {
  return (
    <>
      <Form.Item name="password" label={AuthTexts.newPassword} rules={newPasswordRules()}>
        <Input.Password placeholder={AuthTexts.newPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={AuthTexts.confirmPassword}
        dependencies={['password']}
        rules={confirmRules('password')}
      >
        <Input.Password placeholder={AuthTexts.confirmPlaceholder} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
