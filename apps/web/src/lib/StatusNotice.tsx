import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { STATUS_TEXT } from './status-colours.ts';
import styles from './status-notice.module.css';

const ICONS = { error: CloseCircleFilled, warning: ExclamationCircleFilled } as const;
/** the icon's colour: the theme's error red; antd's warning gold (an icon beside its words, not text) */
const ICON_COLOURS = { error: STATUS_TEXT.error, warning: '#faad14' } as const;

export interface StatusNoticeProps {
  status: keyof typeof ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  /** what the user can do about it: a button */
  extra?: ReactNode;
}

/**
 * antd's Result (status "error" or "warning") in the app's own markup, for what failed on a page
 * every visitor opens: Result brings its 403/404/500 illustrations, 8 KiB of script, to every page
 * that imports it. The illustrated pages (403, 404, empty results) keep antd's Result.
 */
export function StatusNotice({ status, title, subTitle, extra }: StatusNoticeProps) {
  const Icon = ICONS[status];
  return (
    <div className={styles.result} role="alert">
      <Icon className={styles.icon} style={{ color: ICON_COLOURS[status] }} aria-hidden />
      <div className={styles.title}>{title}</div>
      {subTitle ? <div className={styles.subtitle}>{subTitle}</div> : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
