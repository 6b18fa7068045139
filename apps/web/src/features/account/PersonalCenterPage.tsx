import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Panel } from '../../lib/ui/Panel.tsx';
import text from '../../lib/ui/text.module.css';
import { PersonalIndex, readPersonalIndex, storePersonalIndex } from './personal-menu-index.ts';
import { AccountTexts, personalSections, type PersonalSectionKey } from './texts.ts';
import styles from './personal-center.module.css';

const sectionIndex: Record<PersonalSectionKey, number> = {
  manorder: PersonalIndex.orders,
  cart: PersonalIndex.cart,
  record: PersonalIndex.record,
  msg: PersonalIndex.msg,
  person: PersonalIndex.person,
  change: PersonalIndex.change,
};

/** The stored index changes only by this page's own navigation, which renders anyway. */
const noSubscription = () => () => {};
const noStoredIndex = () => null;

type Badges = Partial<Record<PersonalSectionKey, number>>;

/** One link of the menu, marked when it is the chosen one; a count beside it (unread messages). */
function MenuLink({
  to,
  label,
  current,
  count,
}: {
  to: string;
  label: string;
  current: boolean;
  count?: number;
}) {
  return (
    <Link
      to={to}
      className={current ? `${styles.menuLink} ${styles.menuLinkCurrent}` : styles.menuLink}
      aria-current={current ? 'page' : undefined}
    >
      <span>{label}</span>
      {count ? (
        <span className={styles.badge} title={String(count)}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** 我的订单's sub-items: the orders of one status each. */
const orderStatusItems = [
  { status: 0, label: AccountTexts.unpaid, index: PersonalIndex.unpaid },
  { status: 1, label: AccountTexts.paid, index: PersonalIndex.paid },
] as const;

/**
 * The sections as links (antd's inline menu look, drawn by the app: antd's Menu brings its popups'
 * trigger and overflow code, about 20 KiB, to every personal-centre page). 我的订单 lists all
 * orders and holds 未支付 and 已支付 under it.
 */
function SectionMenu({ selected, badges }: { selected: number; badges: Badges }) {
  return (
    <nav aria-label={AccountTexts.menuLabel}>
      <ul className={styles.menuList}>
        {personalSections.map(({ key, title }) => (
          <li key={key}>
            <MenuLink
              to={`/manin/${key}`}
              label={title}
              current={selected === sectionIndex[key]}
              count={badges[key]}
            />
            {key === 'manorder' ? (
              <ul className={styles.menuList}>
                {orderStatusItems.map(({ status, label, index }) => (
                  <li key={status} className={styles.subItem}>
                    <MenuLink
                      to={`/manin/manorder?status=${status}`}
                      label={label}
                      current={selected === index}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PersonalCenterPageProps {
  /** Above the menu: avatar, real name and 退出登录 (the identity module provides it). */
  header?: ReactNode;
  /** Screens of the sections that have one; the others show their description. */
  sections?: Partial<Record<PersonalSectionKey, ReactNode>>;
  /** Counts shown beside menu items (the unread messages beside 我的消息). */
  badges?: Badges;
}

/** /manin/*: the personal centre — left menu with the stored index, and the chosen section. */
export function PersonalCenterPage({ header, sections = {}, badges = {} }: PersonalCenterPageProps) {
  const child = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const section = personalSections.find(({ key }) => key === child);
  // read as an outside store: the server's picture of the page (and the browser's hydration of it)
  // knows no stored index; the stored one follows in the next render
  const stored = useSyncExternalStore(noSubscription, readPersonalIndex, noStoredIndex);
  let selected = section ? sectionIndex[section.key] : PersonalIndex.orders;
  if (section?.key === 'manorder') {
    const status = params.get('status');
    if (status === '0') selected = PersonalIndex.unpaid;
    else if (status === '1') selected = PersonalIndex.paid;
    else if (stored === PersonalIndex.unpaid || stored === PersonalIndex.paid) selected = stored;
  }
  useEffect(() => {
    if (section) storePersonalIndex(selected);
  }, [section, selected]);

  if (!section) return <Navigate to={`/manin/${personalSections[0].key}`} replace />;
  const screen = sections[section.key];

  return (
    // on a phone the chosen section comes first and the menu under it (the account menu in the
    // header reaches the sections too)
    <div className={styles.layout}>
      <Panel className={styles.menu} bodyStyle={{ padding: 8 }}>
        {header ?? <h5 className={`${text.h5} ${styles.menuTitle}`}>{AccountTexts.title}</h5>}
        <SectionMenu selected={selected} badges={badges} />
      </Panel>
      <Panel title={section.title} className={styles.section}>
        {screen ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{screen}</Suspense>
        ) : (
          <>
            <p className={text.paragraph}>{section.body}</p>
            <p className={`${text.paragraph} ${text.secondary}`}>{AccountTexts.intro}</p>
          </>
        )}
      </Panel>
    </div>
  );
}
