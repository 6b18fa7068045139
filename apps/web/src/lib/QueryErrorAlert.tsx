import { lazy, Suspense } from 'react';
import { Button } from 'antd';

// loaded when a query first fails: most pages never show it, and it is on many first screens' code
const Alert = lazy(() => import('antd/es/alert'));

interface QueryErrorAlertProps {
  /** what could not be loaded */
  title: string;
  /** the failed query: its error's message is shown, and the button loads it again */
  query: { error: Error | null; refetch: () => unknown };
  retryText: string;
  /** a small button (inside tables, drawers and modals) */
  small?: boolean;
}

/** A query that failed: what, why, and a button to load it again. */
export function QueryErrorAlert({ title, query, retryText, small }: QueryErrorAlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert
        type="error"
        showIcon
        title={title}
        description={query.error?.message}
        action={
          <Button size={small ? 'small' : undefined} onClick={() => void query.refetch()}>
            {retryText}
          </Button>
        }
      />
    </Suspense>
  );
}
