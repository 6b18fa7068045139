import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** beside the title, at the end (an icon, a link) */
  extra?: ReactNode;
  size?: 'default' | 'small';
  className?: string;
  /** the body's own style (antd's `styles.body`) */
  bodyStyle?: CSSProperties;
  children?: ReactNode;
}

/**
 * antd's Card in its plain form (a title bar and a body), drawn by the app: antd's Card imports its
 * Tabs, and with them the tab bar's overflow menu and dropdown (about 24 KiB of script), onto every
 * first screen that shows a card.
 */
export function Panel({
  title,
  extra,
  size = 'default',
  className,
  bodyStyle,
  children,
  ...rest
}: PanelProps) {
  const classes = [styles.panel, size === 'small' ? styles.small : undefined, className].filter(Boolean);
  return (
    <div {...rest} className={classes.join(' ')}>
      {title !== undefined || extra !== undefined ? (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra !== undefined ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}
