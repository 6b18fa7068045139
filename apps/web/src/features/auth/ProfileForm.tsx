import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { IdentityCalls, IdentityLimits, IdentityMessages as M, type UserInfo } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { updateStoredUser, useCurrentUser } from '../../lib/session/index.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { ProfileTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

interface ProfileFields {
  realname: string;
  email: string;
}

/** The server checks the address ({valid}); a refusal or valid: false means the format is wrong. */
async function emailAccepted(email: string): Promise<boolean> {
  try {
    const answer = await callApi(IdentityCalls.emailCheck, { email }, { silent: true });
    return answer?.valid === true;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return false;
  }
}

/** Personal data: avatar, realname (required, ≤ 12), e-mail (server-checked on blur), phone read-only. */
export function ProfileForm() {
  const user = useCurrentUser();
  return user ? <ProfileFormFor user={user} /> : null;
}

function ProfileFormFor({ user }: { user: UserInfo }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<ProfileFields>();
  const [busy, setBusy] = useState(false);

  const checkEmail = async () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!email) return true;
    const ok = await emailAccepted(email);
    form.setFields([{ name: 'email', errors: ok ? [] : [M.emailInvalid] }]);
    return ok;
  };

  const submit = async ({ realname, email }: ProfileFields) => {
    if (!(await checkEmail())) return;
    setBusy(true);
    try {
      const body = { sys_user_id: user.sys_user_id, realname: realname.trim(), email: email?.trim() ?? '' };
      const fresh = await callApi(IdentityCalls.editUserInfo, body);
      updateStoredUser(fresh ?? { realname: body.realname, email: body.email || null });
      void message.success(ProfileTexts.saved);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ProfileFields>
      name="profile"
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      initialValues={{ realname: user.realname, email: user.email ?? '' }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item label={ProfileTexts.avatar}>
        <AvatarUpload user={user} />
      </Form.Item>
      <Form.Item
        name="realname"
        label={ProfileTexts.realname}
        rules={[
          { required: true, whitespace: true, message: M.realnameRequired },
          { max: IdentityLimits.realnameMax, message: M.realnameTooLong },
        ]}
      >
        <Input placeholder={ProfileTexts.realnamePlaceholder} />
      </Form.Item>
      <Form.Item name="email" label={ProfileTexts.email}>
        <Input placeholder={ProfileTexts.emailPlaceholder} onBlur={() => void checkEmail()} />
      </Form.Item>
      <Form.Item label={ProfileTexts.phone}>
        <Input value={user.username} readOnly aria-label={ProfileTexts.phone} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {ProfileTexts.save}
      </Button>
    </Form>
  );
}
