import { useQuery } from '@tanstack/react-query';
import { Avatar, Skeleton, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { CompanyProfileCalls, type CallOutput } from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { ratioText } from '../../lib/company/ratio.ts';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import { NotFoundResult } from '../../lib/company/NotFoundResult.tsx';
import { isNotFound, personQuery, SECTION_PAGE_SIZE, sectionQuery } from './profile-api.ts';
import { useRouteId } from '../../lib/company/route-id.ts';
import { SectionTable } from './SectionTable.tsx';
import { companyFactColumns, companyNameColumn } from './sections/related-columns.tsx';
import { ProfileTexts as T } from './texts.ts';
import styles from './company-profile.module.css';

type PersonCompanyRow = CallOutput<typeof CompanyProfileCalls.personCompanies>['list'][number];

/** /data/person/{id} 人员详情: the person and every company they hold or run. */
export function PersonPage() {
  const id = useRouteId();
  if (id === null) return <NotFoundResult title={T.personNotFound} />;
  return <Person id={id} />;
}

function Person({ id }: { id: number }) {
  const person = useQuery(personQuery(id));
  if (person.isError) {
    return isNotFound(person.error) ? (
      <NotFoundResult title={T.personNotFound} />
    ) : (
      <QueryErrorAlert title={T.personLoadFailed} query={person} retryText={T.retry} />
    );
  }
  if (!person.data) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  const p = person.data;
  const gender = T.gender[p.gender];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Avatar
          size={64}
          icon={<UserOutlined aria-hidden />}
          style={{ background: '#1d4ed8', flex: 'none' }}
        />
        <div className={styles.headerMain}>
          <div className={styles.titleRow}>
            <Typography.Title level={1} className={styles.name}>
              {p.name}
            </Typography.Title>
            {gender ? <ToneTag tone="grey">{gender}</ToneTag> : null}
          </div>
          <Space wrap size={[8, 8]}>
            <ToneTag tone="gold">{T.legalCount(formatCount(p.legal_count))}</ToneTag>
            <ToneTag tone="cyan">{T.positionCount(formatCount(p.position_count))}</ToneTag>
            <ToneTag tone="blue">{T.holdingCount(formatCount(p.holding_count))}</ToneTag>
          </Space>
        </div>
      </header>
      <section aria-labelledby={`person-${id}-companies`} className={styles.section}>
        <h2 id={`person-${id}-companies`} className={styles.sectionTitle}>
          {T.allCompanies}
          <span className={styles.sectionCount}>{formatCount(p.company_count)}</span>
        </h2>
        <SectionTable
          label={T.allCompanies}
          enabled
          pageQuery={(page: number) =>
            sectionQuery(CompanyProfileCalls.personCompanies, { id, page, limit: SECTION_PAGE_SIZE })
          }
          rowKey={(row) => String(row.company_id)}
          emptyText={T.empty.personCompanies}
          columns={[
            companyNameColumn<PersonCompanyRow>(T.company),
            {
              key: 'positions',
              title: T.positions,
              width: 180,
              render: (_, row) => (
                <>
                  {row.is_legal ? <ToneTag tone="gold">{T.legalTag}</ToneTag> : null}
                  {row.positions || (row.is_legal ? null : T.none)}
                </>
              ),
            },
            {
              key: 'ratio',
              title: T.directRatio,
              width: 120,
              align: 'right',
              render: (_, row) => (row.ratio_ppm === null ? T.none : ratioText(row.ratio_ppm)),
            },
            ...companyFactColumns<PersonCompanyRow>(),
          ]}
        />
      </section>
    </div>
  );
}
