import { useRef } from 'react';
import { Layout, Skeleton } from 'antd';
import type { SiteInfo } from '@qishu/contract';
import { useSiteInfo } from '../../lib/site-info.ts';
import { useQrCode } from '../../lib/use-qr-code.ts';
import { useNearOrIdle } from '../../lib/use-near-or-idle.ts';
import { AppTexts, ShopShellTexts } from '../texts.ts';
import styles from './shop-shell.module.css';

const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

function ContactColumn({ info }: { info: SiteInfo }) {
  return (
    <div className={styles.footerColumn}>
      <h2 className={styles.footerHeading}>{ShopShellTexts.contactTitle}</h2>
      <p>
        {ShopShellTexts.supportPhone}
        <a href={`tel:${info.support_phone}`}>{info.support_phone}</a>
      </p>
      <p>
        {ShopShellTexts.contactEmail}
        <a href={`mailto:${info.contact_email}`}>{info.contact_email}</a>
      </p>
      <p>
        {ShopShellTexts.address}
        {info.address}
      </p>
    </div>
  );
}

/** Drawn when the footer nears the screen or the page is idle: the shop's first screen does not wait on it. */
function WechatQrCode({ url }: { url: string }) {
  const figure = useRef<HTMLElement>(null);
  const image = useQrCode(useNearOrIdle(figure, false) ? url : null, 112);
  return (
    <figure className={styles.qr} ref={figure}>
      {image ? (
        <img src={image} width={112} height={112} alt={ShopShellTexts.qrAlt} />
      ) : (
        <span className={styles.qrPlaceholder} aria-hidden="true" />
      )}
      <figcaption>{ShopShellTexts.qrCaption}</figcaption>
    </figure>
  );
}

/** Contacts, the public-account QR code and the ICP filing line (data-shop.md §1). */
export function ShopFooter() {
  const { data: info, isPending } = useSiteInfo();
  return (
    <Layout.Footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerColumns}>
          <div className={styles.footerColumn}>
            <h2 className={styles.footerHeading}>{AppTexts.productName}</h2>
            <p>{AppTexts.productTagline}</p>
            <p>{ShopShellTexts.dataNotice}</p>
          </div>
          {isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 3 }} className={styles.footerColumn} />
          ) : null}
          {info ? <ContactColumn info={info} /> : null}
          {info?.wechat_url ? <WechatQrCode url={info.wechat_url} /> : null}
        </div>
        {info ? (
          <div className={styles.footerBottom}>
            <span>
              © {new Date().getFullYear()} {info.site_name}
            </span>
            {info.icp ? (
              <a href={ICP_LOOKUP_URL} target="_blank" rel="noreferrer">
                {info.icp}
              </a>
            ) : null}
            <span>
              {ShopShellTexts.hotline}
              {info.support_phone}
            </span>
          </div>
        ) : null}
      </div>
    </Layout.Footer>
  );
}
