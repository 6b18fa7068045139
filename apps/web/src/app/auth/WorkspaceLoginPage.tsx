import { WorkspaceLoginForm } from '../../features/auth/WorkspaceLoginForm.tsx';
import { LoginPage } from '../login/LoginPage.tsx';

/** /login: the sign-in frame with the identity module's form. */
export function WorkspaceLoginPage() {
  return <LoginPage form={<WorkspaceLoginForm />} />;
}
