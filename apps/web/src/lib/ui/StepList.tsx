import styles from './step-list.module.css';

/**
 * How a process goes, as numbered steps with the first (or `current`) one marked: antd's Steps in
 * their plain horizontal look, stacked on a phone. A picture of a process, not a control, so an
 * ordered list; antd's Steps bring their progress, tooltip and status machinery (about 6 KiB).
 */
export function StepList({ titles, current = 0 }: { titles: readonly string[]; current?: number }) {
  return (
    <ol className={styles.steps}>
      {titles.map((title, index) => (
        <li
          key={title}
          className={index === current ? `${styles.step} ${styles.current}` : styles.step}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.title}>{title}</span>
        </li>
      ))}
    </ol>
  );
}
