import { CompanyProfileCalls, regCapitalText, type CallOutput } from '@qishu/contract';
import { RatioCell } from '../RatioCell.tsx';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import { companyFactColumns, companyNameColumn } from './related-columns.tsx';

type InvestmentRow = CallOutput<typeof CompanyProfileCalls.investments>['list'][number];

/** 对外投资: the companies this one holds shares of, each linking to its profile. */
export function InvestmentsSection({ companyId }: { companyId: number }) {
  return (
    <SectionTable
      label={T.sections.investments}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.investments, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row) => String(row.company_id)}
      emptyText={T.empty.investments}
      columns={[
        companyNameColumn<InvestmentRow>(T.investee),
        {
          key: 'ratio',
          title: T.investRatio,
          width: 130,
          render: (_, row) => <RatioCell ppm={row.ratio_ppm} />,
        },
        {
          key: 'subscribed',
          title: T.subscribed,
          width: 130,
          align: 'right',
          render: (_, row) => regCapitalText(row.subscribed, row.reg_currency),
        },
        ...companyFactColumns<InvestmentRow>(),
      ]}
    />
  );
}
