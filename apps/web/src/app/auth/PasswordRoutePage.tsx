import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { ForcedPasswordPage } from '../../features/auth/ForcedPasswordPage.tsx';
import { useCurrentUser } from '../../lib/session/index.ts';

/** /config/updatepwd: the forced change while after_login is 1, otherwise the SMS-code change. */
export function PasswordRoutePage() {
  const user = useCurrentUser();
  return user?.after_login === 1 ? <ForcedPasswordPage /> : <ChangePasswordForm />;
}
