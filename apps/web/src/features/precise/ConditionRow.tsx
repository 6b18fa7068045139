import type { ReactNode } from 'react';
import styles from './precise.module.css';

/** One condition of step 0: its label on the left (above it on a phone), its field beside it. */
export function ConditionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <div className={styles.label}>{label}</div>
      <div className={styles.value}>{children}</div>
    </div>
  );
}
