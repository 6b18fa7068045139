export * from './session-data.ts';
export { setPicturedSignedIn, useCurrentUser, useStoredMenus } from './use-session.ts';
export { pageReload } from './page-reload.ts';
export { logout, releaseTemporaryPower, forgetSessionAndReload } from './logout.ts';
export { useCountdown } from './use-countdown.ts';
export { LoginGateProvider, useLoginGate, type LoginGate } from './login-gate.tsx';
export { LoginOverlay } from './LoginOverlay.tsx';
export { useCan } from './use-can.ts';
