import { createContext, useContext, type ReactNode } from 'react';

/** Lets a shop page ask for the login dialog (the app provides it around the shop shell). */
export interface LoginGate {
  loggedIn: boolean;
  openLogin: () => void;
}

const LoginGateContext = createContext<LoginGate>({ loggedIn: false, openLogin: () => {} });

export function LoginGateProvider({ value, children }: { value: LoginGate; children: ReactNode }) {
  return <LoginGateContext.Provider value={value}>{children}</LoginGateContext.Provider>;
}

export function useLoginGate(): LoginGate {
  return useContext(LoginGateContext);
}
