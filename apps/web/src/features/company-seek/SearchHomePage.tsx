import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { RecentCompanies } from './RecentCompanies.tsx';
import { emptySeekState, SEEK_ROUTE, seekSearchString } from './seek-params.ts';
import { SeekSearchBox } from './SeekSearchBox.tsx';
import { SeekTexts as T } from './texts.ts';
import { usePageActive } from './use-seek-state.ts';
import styles from './company-seek.module.css';

/**
 * /search/index, the dright-333 search workspace's home (issue 15 point 7): the search box (a search
 * opens /data/seek with the keyword, a suggestion the company), recently viewed companies, and the
 * user's saved searches (`saved`, composed in app/).
 */
export function SearchHomePage(props: { saved?: ReactNode }) {
  const navigate = useNavigate();
  const { active } = usePageActive();
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <Typography.Title level={1} className={styles.heroTitle}>
          {T.homeTitle}
        </Typography.Title>
        <p className={styles.heroSubtitle}>{T.homeSubtitle}</p>
        <SeekSearchBox
          keyword=""
          autoFocus
          onSearch={(keyword) =>
            void navigate(`${SEEK_ROUTE}${seekSearchString({ ...emptySeekState, keyword })}`)
          }
        />
      </div>
      <div className={styles.homeGrid}>
        <RecentCompanies active={active} />
        <section className={styles.recent} aria-labelledby="seek-home-saved">
          <h2 id="seek-home-saved" className={styles.sideTitle}>
            <StarOutlined aria-hidden /> {T.savedTitle}
          </h2>
          {props.saved}
        </section>
      </div>
    </div>
  );
}
