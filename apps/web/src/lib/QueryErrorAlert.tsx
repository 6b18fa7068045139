import { Alert, Button } from 'antd';

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
  );
}
