import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { ForcedPasswordPage } from '../../features/auth/ForcedPasswordPage.tsx';
import { useCurrentUser } from '../../lib/session/index.ts';

/**
 * Every password page (/config/updatepwd, /sys/editpwd, the modules' forced-change pages): the
 * forced change of the initial password while after_login is 1, otherwise the SMS-code change.
 */
export function PasswordRoutePage() {
  const user = useCurrentUser();
  return user?.after_login === 1 ? <ForcedPasswordPage /> : <ChangePasswordForm />;
}
