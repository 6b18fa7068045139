import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { IdentityCalls, IdentityMessages as M, type UserInfo } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { updateStoredUser, useCurrentUser } from '../../lib/session/index.ts';
import { FormField } from '../../lib/ui/FormField.tsx';
import form from '../../lib/ui/form-field.module.css';
import { TextInput } from '../../lib/ui/TextInput.tsx';
import { AvatarUpload } from './AvatarUpload.tsx';
import { allOf, realnameLength, requiredText, validateWith } from './field-checks.ts';
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

/**
 * Personal data: avatar, realname (required, ≤ 12), e-mail (server-checked on blur), phone read-only.
 * A light form (react-hook-form, plain fields in antd's look), as ChangePasswordForm.
 */
export function ProfileForm() {
  const user = useCurrentUser();
  return user ? <ProfileFormFor user={user} /> : null;
}

function ProfileFormFor({ user }: { user: UserInfo }) {
  const { message } = useFeedback();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFields>({
    mode: 'onChange',
    defaultValues: { realname: user.realname, email: user.email ?? '' },
  });

  const checkEmail = async () => {
    const email = getValues('email').trim();
    const ok = !email || (await emailAccepted(email));
    if (ok) clearErrors('email');
    else setError('email', { message: M.emailInvalid });
    return ok;
  };

  const submit = handleSubmit(async ({ realname, email }) => {
    if (!(await checkEmail())) return;
    try {
      const body = { sys_user_id: user.sys_user_id, realname: realname.trim(), email: email.trim() };
      const fresh = await callApi(IdentityCalls.editUserInfo, body);
      updateStoredUser(fresh ?? { realname: body.realname, email: body.email || null });
      void message.success(ProfileTexts.saved);
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  });

  return (
    <form name="profile" className={form.form} noValidate onSubmit={(event) => void submit(event)}>
      <div className={form.field} role="group" aria-label={ProfileTexts.avatar}>
        <span className={form.label}>{ProfileTexts.avatar}</span>
        <AvatarUpload user={user} />
      </div>
      <FormField label={ProfileTexts.realname} error={errors.realname?.message}>
        {(control) => (
          <TextInput
            {...control}
            placeholder={ProfileTexts.realnamePlaceholder}
            // in the HTML too: the server's picture of the page shows the values before the app runs
            defaultValue={user.realname}
            {...register('realname', {
              validate: validateWith(allOf(requiredText(M.realnameRequired), realnameLength)),
            })}
          />
        )}
      </FormField>
      <FormField label={ProfileTexts.email} error={errors.email?.message}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            placeholder={ProfileTexts.emailPlaceholder}
            defaultValue={user.email ?? ''}
            {...register('email', { onBlur: () => void checkEmail() })}
          />
        )}
      </FormField>
      <FormField label={ProfileTexts.phone}>
        {(control) => <TextInput {...control} value={user.username} readOnly />}
      </FormField>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {ProfileTexts.save}
      </Button>
    </form>
  );
}
