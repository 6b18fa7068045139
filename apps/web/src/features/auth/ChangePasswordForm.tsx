import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { IdentityCalls, IdentityLimits, IdentityMessages as M } from '@qishu/contract';
import { callApi, isApiError } from '../../lib/api/index.ts';
import { useFeedback } from '../../lib/feedback/index.ts';
import { forgetSessionAndReload, useCurrentUser } from '../../lib/session/index.ts';
import { FormField } from '../../lib/ui/FormField.tsx';
import form from '../../lib/ui/form-field.module.css';
import { PasswordInput, TextInput } from '../../lib/ui/TextInput.tsx';
import { allOf, passwordLength, requiredText, requiredValue, sameAs, validateWith } from './field-checks.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { AuthTexts } from './texts.ts';

interface ChangeFields {
  code: string;
  password: string;
  next_password: string;
}

/**
 * Change password with an SMS code to the user's own phone (editPass); then sign out and reload.
 * A light form (react-hook-form and plain fields in antd's look): the personal centre's page carries
 * none of antd's Form and Input (issue 17). Fields are checked as they change, as antd's are.
 */
export function ChangePasswordForm() {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ChangeFields>({
    mode: 'onChange',
    defaultValues: { code: '', password: '', next_password: '' },
  });
  if (!user) return null;

  const submit = handleSubmit(async (values) => {
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
    }
  });

  return (
    <form name="changePassword" className={form.form} noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={AuthTexts.phone}>
        {(control) => <TextInput {...control} value={user.username} readOnly />}
      </FormField>
      <FormField label={AuthTexts.code} error={errors.code?.message}>
        {(control) => (
          <div className={form.joined}>
            <TextInput
              {...control}
              placeholder={AuthTexts.codePlaceholder}
              maxLength={8}
              autoComplete="one-time-code"
              {...register('code', { validate: validateWith(requiredText(M.codeRequired)) })}
            />
            <SmsCodeButton seconds={IdentityLimits.smsResendShop} getPhone={() => user.username} />
          </div>
        )}
      </FormField>
      <FormField label={AuthTexts.newPassword} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            placeholder={AuthTexts.newPasswordPlaceholder}
            autoComplete="new-password"
            {...register('password', {
              validate: validateWith(allOf(requiredValue(M.newPasswordRequired), passwordLength)),
              // a changed password checks its confirmation again, once that has been filled in
              onChange: () => {
                if (getFieldState('next_password').isTouched) void trigger('next_password');
              },
            })}
          />
        )}
      </FormField>
      <FormField label={AuthTexts.confirmPassword} error={errors.next_password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            placeholder={AuthTexts.confirmPlaceholder}
            autoComplete="new-password"
            {...register('next_password', {
              validate: (value) =>
                validateWith(allOf(requiredValue(M.confirmRequired), sameAs(getValues('password'))))(value),
            })}
          />
        )}
      </FormField>
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        {AuthTexts.submit}
      </Button>
    </form>
  );
}
