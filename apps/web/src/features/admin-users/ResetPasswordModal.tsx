import { Alert, Form, Input } from 'antd';
import {
  IdentityLimits,
  IdentityMessages as IM,
  UserCalls,
  type AdminUser,
  type UserArea,
} from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { FormModal, useSave } from '../../lib/admin-ui/index.ts';
import { UserTexts as T } from './texts.ts';

interface Values {
  password: string;
  passwdCheck: string;
}

/** 重置密码: the admin types the new password twice; the user must change it at the next sign-in. */
export function ResetPasswordModal(props: {
  area: UserArea;
  user: AdminUser | undefined;
  onClose: () => void;
}) {
  const { area, user, onClose } = props;
  const save = useSave(
    (v: Values) =>
      callApi(UserCalls[area].resetPassword, {
        id: user?.sys_user_id ?? 0,
        password: v.password,
        passwdCheck: v.passwdCheck,
      }),
    { invalidate: callKey(UserCalls[area].list), successText: T.resetDone, onDone: onClose },
  );
  return (
    <FormModal<Values>
      open={user !== undefined}
      title={T.resetTitle(user ? `${user.realname}（${user.username}）` : '')}
      onCancel={onClose}
      saving={save.isPending}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <Alert type="warning" showIcon title={T.resetIntro} style={{ marginBottom: 16 }} />
      <Form.Item
        name="password"
        label={T.newPassword}
        extra={T.passwordHint}
        rules={[
          { required: true, message: IM.newPasswordRequired },
          { min: IdentityLimits.passwordMin, max: IdentityLimits.passwordMax, message: IM.passwordLength },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="passwdCheck"
        label={T.confirmPassword}
        dependencies={['password']}
        rules={[
          { required: true, message: IM.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(IM.confirmMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
