import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import {
  judicialRiskKinds,
  operatingRiskKinds,
  type CompanyHeader,
  type ProfileSection as SectionKey,
} from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { NotFoundResult } from '../../lib/company/NotFoundResult.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { headerQuery, isNotFound } from './profile-api.ts';
import { useRouteId } from '../../lib/company/route-id.ts';
import { sectionCounts } from './section-counts.ts';
import { SectionEmpty } from './SectionEmpty.tsx';
import { SectionNav } from './SectionNav.tsx';
import { BasicSection } from './sections/BasicSection.tsx';
import { BranchesSection } from './sections/BranchesSection.tsx';
import { ChangesSection } from './sections/ChangesSection.tsx';
import { InvestmentsSection } from './sections/InvestmentsSection.tsx';
import { IpSection } from './sections/IpSection.tsx';
import { OperationsSection } from './sections/OperationsSection.tsx';
import { PeopleSection } from './sections/PeopleSection.tsx';
import { RiskSection } from './sections/RiskSection.tsx';
import { ShareholdersSection } from './sections/ShareholdersSection.tsx';
import { ProfileTexts as T } from './texts.ts';
import styles from './company-profile.module.css';

/** /data/details/{id} 企业详情 (issue 14, point 3). */
export function CompanyProfilePage(props: {
  /** buttons of the header beside 股权穿透 and 地图 (composed in app/: 收录为线索) */
  headerActions?: (header: CompanyHeader) => ReactNode;
}) {
  const id = useRouteId();
  if (id === null) return <NotFoundResult title={T.notFound} />;
  return <CompanyProfile id={id} headerActions={props.headerActions} />;
}

function CompanyProfile({
  id,
  headerActions,
}: {
  id: number;
  headerActions?: ((header: CompanyHeader) => ReactNode) | undefined;
}) {
  const header = useQuery(headerQuery(id));
  if (header.isError) {
    return isNotFound(header.error) ? (
      <NotFoundResult title={T.notFound} />
    ) : (
      <QueryErrorAlert title={T.loadFailed} query={header} retryText={T.retry} />
    );
  }
  if (!header.data) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  return <ProfileBody header={header.data} actions={headerActions?.(header.data)} />;
}

/**
 * The header, the section strip and the sections. A section fetches its first page once it has
 * been seen or chosen in the strip, so opening a profile asks for the header and what is in view.
 */
function ProfileBody({ header, actions }: { header: CompanyHeader; actions?: ReactNode }) {
  const id = header.company_id;
  const [seen, setSeen] = useState<ReadonlySet<SectionKey>>(() => new Set(['basic']));
  const markSeen = useCallback(
    (section: SectionKey) => setSeen((prev) => (prev.has(section) ? prev : new Set(prev).add(section))),
    [],
  );
  const counts = useMemo(() => sectionCounts(header.counts), [header.counts]);
  const section = (key: SectionKey, content: () => ReactNode) => {
    const count = counts[key];
    return (
      <ProfileSection companyId={id} section={key} count={count} active={seen.has(key)} onSeen={markSeen}>
        {key !== 'basic' && count === 0 ? (
          // the header's counts already say there is nothing: no need to ask
          <SectionEmpty text={T.empty[key]} />
        ) : seen.has(key) ? (
          content()
        ) : null}
      </ProfileSection>
    );
  };

  return (
    <div className={styles.page}>
      <ProfileHeader header={header} actions={actions} />
      <SectionNav companyId={id} counts={counts} onChoose={markSeen} />
      {section('basic', () => (
        <BasicSection header={header} />
      ))}
      {section('shareholders', () => (
        <ShareholdersSection companyId={id} currency={header.reg_currency} />
      ))}
      {section('people', () => (
        <PeopleSection companyId={id} />
      ))}
      {section('investments', () => (
        <InvestmentsSection companyId={id} />
      ))}
      {section('branches', () => (
        <BranchesSection companyId={id} />
      ))}
      {section('changes', () => (
        <ChangesSection companyId={id} />
      ))}
      {section('judicial', () => (
        <RiskSection
          companyId={id}
          kinds={judicialRiskKinds}
          counts={header.counts.risks}
          emptyText={T.empty.judicial}
        />
      ))}
      {section('operating', () => (
        <RiskSection
          companyId={id}
          kinds={operatingRiskKinds}
          counts={header.counts.risks}
          emptyText={T.empty.operating}
        />
      ))}
      {section('ip', () => (
        <IpSection companyId={id} counts={header.counts.ip} />
      ))}
      {section('operations', () => (
        <OperationsSection companyId={id} counts={header.counts} />
      ))}
    </div>
  );
}
