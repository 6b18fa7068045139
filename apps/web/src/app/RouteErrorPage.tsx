import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorResult } from './ErrorResult.tsx';

/** The router's error element: a page that threw while rendering or failed to load its code. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('页面出错', error);
  }, [error]);
  return <ErrorResult />;
}
