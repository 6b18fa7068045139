import { CompanyProfileCalls, type CallOutput } from '@qishu/contract';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import { companyFactColumns, companyNameColumn } from './related-columns.tsx';

type BranchRow = CallOutput<typeof CompanyProfileCalls.branches>['list'][number];

/** 分支机构: the company's branches, each linking to its own profile. */
export function BranchesSection({ companyId }: { companyId: number }) {
  return (
    <SectionTable
      label={T.sections.branches}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.branches, { id: companyId, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row) => String(row.company_id)}
      emptyText={T.empty.branches}
      columns={[companyNameColumn<BranchRow>(T.branchName), ...companyFactColumns<BranchRow>(T.principal)]}
    />
  );
}
