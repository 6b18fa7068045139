import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Badge, Card, Flex, Menu, Skeleton, Typography, type MenuProps } from 'antd';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
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

/** A section's menu label: its link, and a count beside it (unread messages) when there is one. */
function sectionLabel(key: PersonalSectionKey, title: string, count: number | undefined) {
  const link = <Link to={`/manin/${key}`}>{title}</Link>;
  if (!count) return link;
  return (
    <Flex justify="space-between" align="center">
      {link}
      <Badge count={count} size="small" overflowCount={99} />
    </Flex>
  );
}

const menuItemsOf = (badges: Badges): MenuProps['items'] =>
  personalSections.map(({ key, title }) =>
    key === 'manorder'
      ? {
          key: String(sectionIndex[key]),
          label: title,
          children: [
            {
              key: String(PersonalIndex.unpaid),
              label: <Link to="/manin/manorder?status=0">{AccountTexts.unpaid}</Link>,
            },
            {
              key: String(PersonalIndex.paid),
              label: <Link to="/manin/manorder?status=1">{AccountTexts.paid}</Link>,
            },
          ],
        }
      : { key: String(sectionIndex[key]), label: sectionLabel(key, title, badges[key]) },
  );

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
      <Card className={styles.menu} styles={{ body: { padding: 8 } }}>
        {header ?? (
          <Typography.Title level={5} style={{ padding: '4px 16px' }}>
            {AccountTexts.title}
          </Typography.Title>
        )}
        <Menu
          mode="inline"
          items={menuItemsOf(badges)}
          selectedKeys={[String(selected)]}
          defaultOpenKeys={[String(PersonalIndex.orders)]}
          style={{ borderInlineEnd: 'none' }}
          aria-label={AccountTexts.menuLabel}
        />
      </Card>
      <Card title={section.title} className={styles.section}>
        {screen ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{screen}</Suspense>
        ) : (
          <>
            <Typography.Paragraph>{section.body}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{AccountTexts.intro}</Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
