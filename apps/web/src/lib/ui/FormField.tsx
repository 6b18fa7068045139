import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What a field's control takes to be named by the label and described by the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One field of a light form (antd's vertical Form.Item look): the label, the control `children`
 * draws with the given ids, and the field's error under it, announced when it appears.
 */
export function FormField({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
