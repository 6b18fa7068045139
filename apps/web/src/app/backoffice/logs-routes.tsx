import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LoginLogPage = lazy(() =>
  import('../../features/admin-logs/LoginLogPage.tsx').then((m) => ({ default: m.LoginLogPage })),
);
const OperationLogPage = lazy(() =>
  import('../../features/admin-logs/OperationLogPage.tsx').then((m) => ({ default: m.OperationLogPage })),
);
const FailurePage = lazy(() =>
  import('../../features/admin-logs/FailurePage.tsx').then((m) => ({ default: m.FailurePage })),
);

const SmsOutboxPage = lazy(() =>
  import('../../features/admin-logs/SmsOutboxPage.tsx').then((m) => ({ default: m.SmsOutboxPage })),
);

/** Workspace routes of the area 'logs' (pages load lazily): 登录日志, 操作日志, 异常处理, 短信发件箱. */
export const logsRoutes: RouteObject[] = [
  { path: 'logmana/alllog', element: <LoginLogPage /> },
  { path: 'sys/adminlog', element: <OperationLogPage /> },
  { path: 'logmana/realupdate', element: <FailurePage /> },
  { path: 'sys/smsbox', element: <SmsOutboxPage /> },
];
