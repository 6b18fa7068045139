import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginGateProvider, useCurrentUser } from '../../lib/session/index.ts';
import { ShopLayout } from '../shop-shell/ShopLayout.tsx';
import type { ShopDialog } from '../../features/auth/ShopAuthDialogs.tsx';
// small and shown on every signed-in shop page: loaded with the shell, not on demand
import { ShopAccountMenu } from '../../features/auth/ShopAccountMenu.tsx';

const ShopAuthDialogs = lazy(() =>
  import('../../features/auth/ShopAuthDialogs.tsx').then((m) => ({ default: m.ShopAuthDialogs })),
);

/** Location state that asks the shop to open its login dialog (a guarded /manin page without a token). */
export interface LoginRequestState {
  login?: boolean;
  /** the guarded page to return to once signed in (path, query string and hash) */
  returnTo?: string;
}

/** The shop shell with its sign-in dialogs and the user menu (composes the auth feature). */
export function ShopShell() {
  const user = useCurrentUser();
  const location = useLocation();
  const [dialog, setDialog] = useState<ShopDialog>(null);
  const [phone, setPhone] = useState<string>();

  // A guarded page sent us here asking for the login dialog; once any dialog change happens on this
  // history entry, the request counts as handled.
  const [handledKey, setHandledKey] = useState<string>();
  const request = location.state as LoginRequestState | null;
  const wantsLogin = request?.login === true;
  const shown: ShopDialog = dialog ?? (wantsLogin && handledKey !== location.key ? 'login' : null);
  const changeDialog = useCallback(
    (next: ShopDialog) => {
      setHandledKey(location.key);
      setDialog(next);
    },
    [location.key],
  );

  // signed in from the mall a guarded page sent us to: back to that page (/manin/cart), not /mall
  const navigate = useNavigate();
  const returnTo = request?.returnTo;
  const returnPath = returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn && returnPath) void navigate(returnPath, { replace: true });
  }, [signedIn, returnPath, navigate]);

  const openLogin = useCallback(() => changeDialog('login'), [changeDialog]);
  const gate = useMemo(() => ({ loggedIn: user !== null, openLogin }), [user, openLogin]);

  return (
    <LoginGateProvider value={gate}>
      <ShopLayout onLogin={openLogin} account={user ? <ShopAccountMenu user={user} /> : undefined} />
      {shown ? (
        <Suspense fallback={null}>
          <ShopAuthDialogs dialog={shown} onChange={changeDialog} phone={phone} onPhone={setPhone} />
        </Suspense>
      ) : null}
    </LoginGateProvider>
  );
}
