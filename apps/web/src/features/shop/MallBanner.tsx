import { Button } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useSiteInfo } from '../../lib/site-info.ts';
import { formatCount } from '../../lib/format.ts';
import { ShopTexts } from './texts.ts';
import styles from './shop.module.css';

interface MallBannerProps {
  /** The custom-data button: /custom for a signed-in user, the login dialog otherwise. */
  onCustomData: () => void;
}

/** The wide banner with the spec's claim and the real size of the local dataset. */
export function MallBanner({ onCustomData }: MallBannerProps) {
  const { data: info, isPending } = useSiteInfo();

  return (
    <section className={styles.banner} aria-label={ShopTexts.bannerTitle}>
      <div className={styles.bannerText}>
        <h1 className={styles.bannerTitle}>{ShopTexts.bannerTitle}</h1>
        {/* while the site facts load, their lines keep their room (hidden) so nothing below moves */}
        {isPending ? (
          <p className={`${styles.bannerClaim} ${styles.bannerPending}`} aria-hidden="true">
            {ShopTexts.claimedCompanies('')}
          </p>
        ) : null}
        {info ? (
          <p className={styles.bannerClaim}>
            {ShopTexts.claimedCompanies(info.claimed_companies)}，
            {ShopTexts.claimedDailyNew(info.claimed_daily_new)}
          </p>
        ) : null}
        <p className={styles.bannerSubtitle}>{ShopTexts.bannerSubtitle}</p>
        {isPending ? (
          <p className={`${styles.bannerLocalCount} ${styles.bannerPending}`} aria-hidden="true">
            {ShopTexts.localCountLabel}
            <strong className={styles.number}>0</strong>
          </p>
        ) : null}
        {info ? (
          <p className={styles.bannerLocalCount}>
            {ShopTexts.localCountLabel}
            <strong className={styles.number}>{formatCount(info.company_count)}</strong>
            {ShopTexts.companyUnit}
          </p>
        ) : null}
      </div>
      <div className={styles.bannerAction}>
        <Button
          size="large"
          className={styles.bannerButton}
          icon={<ArrowRightOutlined aria-hidden />}
          iconPlacement="end"
          onClick={onCustomData}
        >
          {ShopTexts.customButton}
        </Button>
      </div>
    </section>
  );
}
