import { Link } from 'react-router';
import { CompanyProfileCalls } from '@qishu/contract';
import { ProfileRoutes } from '../../../lib/company/routes.ts';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import { ToneTag } from '../../../lib/company/ToneTag.tsx';

/** 主要人员: the legal representative first, then the executives with their positions. */
export function PeopleSection({ companyId }: { companyId: number }) {
  return (
    <SectionTable
      label={T.sections.people}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.people, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row) => String(row.person_id)}
      emptyText={T.empty.people}
      columns={[
        {
          key: 'name',
          title: T.personName,
          width: 200,
          render: (_, row) => (
            <>
              <Link to={ProfileRoutes.person(row.person_id)}>{row.name}</Link>
              {row.is_legal ? (
                <>
                  {' '}
                  <ToneTag tone="gold">{T.legalTag}</ToneTag>
                </>
              ) : null}
            </>
          ),
        },
        { key: 'positions', title: T.positions, minWidth: 160, render: (_, row) => row.positions || T.none },
        { key: 'since', title: T.since, width: 120, render: (_, row) => row.since ?? T.none },
        {
          key: 'companies',
          title: T.relatedCompanies,
          width: 110,
          align: 'right',
          render: (_, row) => (
            <Link to={ProfileRoutes.person(row.person_id)}>{T.companiesCount(row.company_count)}</Link>
          ),
        },
      ]}
    />
  );
}
