import {
  CompanyProfileCalls,
  licenceKindNames,
  licenceKinds,
  type LicenceKind,
  type ProfileCounts,
} from '@qishu/contract';
import { formatCount } from '../../../lib/format.ts';
import { nonEmptyColumns } from '../cell-format.ts';
import { KindTabs } from '../KindTabs.tsx';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';

const count = (n: number | null) => (n === null ? T.none : formatCount(n));

/** 经营状况: annual reports with the tax credit rating, administrative licences, qualifications. */
export function OperationsSection({ companyId, counts }: { companyId: number; counts: ProfileCounts }) {
  return (
    <KindTabs
      emptyText={T.empty.operations}
      tabs={[
        {
          key: 'reports',
          label: T.annualReports,
          count: counts.annual_reports,
          render: () => <AnnualReportTable companyId={companyId} />,
        },
        ...licenceKinds.map((kind) => ({
          key: kind,
          label: licenceKindNames[kind],
          count: counts.licences[kind] ?? 0,
          render: () => <LicenceTable companyId={companyId} kind={kind} />,
        })),
      ]}
    />
  );
}

function AnnualReportTable({ companyId }: { companyId: number }) {
  return (
    <SectionTable
      label={T.annualReports}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.annualReports, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row) => String(row.year)}
      emptyText={`暂无${T.annualReports}`}
      columns={[
        { dataIndex: 'year', title: T.reportYear, width: 100, render: (year: number) => `${year}年度` },
        { dataIndex: 'published_date', title: T.publishedDate, width: 120 },
        { dataIndex: 'employees', title: T.employees, width: 110, align: 'right', render: count },
        { dataIndex: 'insured', title: T.insured, width: 110, align: 'right', render: count },
        {
          dataIndex: 'revenue_band',
          title: T.revenue,
          minWidth: 140,
          render: (v: string | null) => v ?? T.none,
        },
        {
          dataIndex: 'tax_rating',
          title: T.taxRating,
          width: 120,
          align: 'center',
          render: (v: string | null) => v ?? T.none,
        },
      ]}
    />
  );
}

function LicenceTable({ companyId, kind }: { companyId: number; kind: LicenceKind }) {
  return (
    <SectionTable
      label={licenceKindNames[kind]}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.licences, { id: companyId, kind, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row, i) => `${row.licence_no}-${i}`}
      emptyText={`暂无${licenceKindNames[kind]}`}
      columns={(rows) =>
        nonEmptyColumns(
          [
            { dataIndex: 'name', title: T.licenceName, minWidth: 200 },
            { dataIndex: 'licence_no', title: T.licenceNo, width: 200 },
            { dataIndex: 'authority', title: T.authority, width: 180 },
            { dataIndex: 'valid_from', title: T.validFrom, width: 110 },
            { dataIndex: 'valid_to', title: T.validTo, width: 110 },
            { dataIndex: 'content', title: T.content, width: 220 },
          ],
          rows,
        )
      }
    />
  );
}
