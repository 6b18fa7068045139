import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { LoginResponse } from '@qishu/contract';
import { WorkspaceLoginForm } from '../../features/auth/WorkspaceLoginForm.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { readLoginState, returnAddress } from './return-address.ts';

/** /login: the sign-in frame with the identity module's form; back to the guarded address after. */
export function WorkspaceLoginPage() {
  const { state } = useLocation();
  const destination = useCallback(
    (answer: LoginResponse) => returnAddress(readLoginState(state), answer),
    [state],
  );
  return <LoginPage form={<WorkspaceLoginForm destination={destination} />} />;
}
