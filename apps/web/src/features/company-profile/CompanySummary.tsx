import { Link } from 'react-router';
import { Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { regCapitalText, type CompanyHeader } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { headerContacts } from './header-contacts.ts';
import { MoreContacts } from './MoreContacts.tsx';
import { headerQuery, isNotFound } from './profile-api.ts';
import { ProfileTexts as T } from './texts.ts';

/** The summary's own words (the facts' labels are the profile's). */
const SummaryTexts = {
  title: '企业概况',
  openProfile: '查看企业详情',
  notFound: '知识库中没有这家企业的详情',
} as const;

/** 联系方式: the first phone, mobile and e-mail, or why they are hidden, and the way to all of them. */
function Contacts({ header }: { header: CompanyHeader }) {
  const lines = headerContacts(header);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {lines.map(([label, value]) => (
        <span key={label} style={{ overflowWrap: 'anywhere' }}>
          {label}：{value}
        </span>
      ))}
      {lines.length === 0 && header.contact_visible ? <span>{T.none}</span> : null}
      {!header.contact_visible ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <LockOutlined aria-hidden /> {T.contactHidden}
        </Typography.Text>
      ) : null}
      {header.counts.contacts > 0 ? (
        <MoreContacts
          companyId={header.company_id}
          count={header.counts.contacts}
          style={{ alignSelf: 'flex-start' }}
        />
      ) : null}
    </Flex>
  );
}

/**
 * A company's profile in brief, for a narrow column beside another page (a lead's page): 法定代表人,
 * 注册资本, 成立日期, 登记状态, 注册地址 and 联系方式 (masked as the profile masks them), with the way to
 * the full profile. It loads the profile's header (shared with the profile page's cache).
 */
export function CompanySummary({ companyId }: { companyId: number }) {
  const header = useQuery(headerQuery(companyId));
  const body = () => {
    if (header.isError) {
      return isNotFound(header.error) ? (
        <Typography.Text type="secondary">{SummaryTexts.notFound}</Typography.Text>
      ) : (
        <QueryErrorAlert title={T.loadFailed} query={header} retryText={T.retry} small />
      );
    }
    if (!header.data) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
    const h = header.data;
    return (
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 84, whiteSpace: 'nowrap' } }}
        items={[
          {
            key: 'legal',
            label: T.legalPerson,
            children: h.legal_person ? (
              <Link to={ProfileRoutes.person(h.legal_person.person_id)}>{h.legal_person.name}</Link>
            ) : (
              h.legal_person_name || T.none
            ),
          },
          {
            key: 'capital',
            label: T.capital,
            children: (
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                {regCapitalText(h.reg_capital, h.reg_currency)}
              </span>
            ),
          },
          {
            key: 'date',
            label: T.regDate,
            children: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{h.reg_date || T.none}</span>,
          },
          { key: 'status', label: T.status, children: <CompanyStatusTag status={h.status} /> },
          {
            key: 'address',
            label: T.address,
            children: <span style={{ overflowWrap: 'anywhere' }}>{h.address || T.none}</span>,
          },
          { key: 'contacts', label: T.contactsTitle, children: <Contacts header={h} /> },
        ]}
      />
    );
  };
  return (
    <Card
      size="small"
      variant="borderless"
      title={SummaryTexts.title}
      extra={<Link to={ProfileRoutes.company(companyId)}>{SummaryTexts.openProfile}</Link>}
    >
      {body()}
    </Card>
  );
}
