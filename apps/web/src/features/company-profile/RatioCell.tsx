import { Progress } from 'antd';
import { ratioText, PPM } from '../../lib/company/ratio.ts';
import styles from './company-profile.module.css';

/** A share as a percentage with a small bar under it. */
export function RatioCell({ ppm }: { ppm: number }) {
  return (
    <div className={styles.ratio}>
      <span className={styles.number}>{ratioText(ppm)}</span>
      <Progress
        percent={(ppm / PPM) * 100}
        showInfo={false}
        size={{ height: 4 }}
        aria-label={ratioText(ppm)}
      />
    </div>
  );
}
