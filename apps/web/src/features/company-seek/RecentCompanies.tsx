import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { recentQuery } from './seek-api.ts';
import { SeekTexts as T } from './texts.ts';
import styles from './company-seek.module.css';

/**
 * The server writes the time of a view in China time ("2026-11-26 10:05:00"); an instant with a
 * zone (ISO, UTC) is turned into China time. Minutes are enough.
 */
export function viewedAtText(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value))
    return value.slice(0, 16).replace('T', ' ');
  return formatDateTime(value) || value;
}

/**
 * The user's recently viewed companies, newest first, each opening its profile. Asked again when
 * the page shows again (`active`), since reading a profile adds one.
 */
export function RecentCompanies({ active, compact }: { active: boolean; compact?: boolean }) {
  const titleId = useId();
  const recent = useQuery({ ...recentQuery(), enabled: active });
  let body;
  if (recent.isError) {
    body = <QueryErrorAlert title={T.recentFailed} query={recent} retryText={T.retry} small />;
  } else if (!recent.data) {
    body = <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  } else if (recent.data.length === 0) {
    body = <p className={styles.hint}>{T.recentEmpty}</p>;
  } else {
    body = (
      <ol className={styles.recentList} aria-labelledby={titleId}>
        {recent.data.map((c) => (
          <li key={c.company_id} className={styles.recentItem}>
            <div className={styles.recentName}>
              <Link to={ProfileRoutes.company(c.company_id)} title={c.name}>
                {c.name}
              </Link>
              <CompanyStatusTag status={c.status} />
            </div>
            <div className={styles.recentMeta}>
              {c.legal_person_name ? (
                <span>
                  {T.legalPerson}：{c.legal_person_name}
                </span>
              ) : null}
              {compact ? null : <span>{T.viewedAt(viewedAtText(c.viewed_at))}</span>}
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sideTitle}>
        <HistoryOutlined aria-hidden /> {T.recentTitle}
      </h2>
      {body}
    </section>
  );
}
