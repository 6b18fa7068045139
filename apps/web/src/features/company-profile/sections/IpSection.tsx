import { CompanyProfileCalls, ipKindNames, ipKinds, type IpKind } from '@qishu/contract';
import { nonEmptyColumns } from '../cell-format.ts';
import { KindTabs } from '../KindTabs.tsx';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';

/** 知识产权: trademarks, patents, software and works copyrights, websites — a sub-tab each. */
export function IpSection({
  companyId,
  counts,
}: {
  companyId: number;
  counts: Partial<Record<IpKind, number>>;
}) {
  return (
    <KindTabs
      emptyText={T.empty.ip}
      tabs={ipKinds.map((kind) => ({
        key: kind,
        label: ipKindNames[kind],
        count: counts[kind] ?? 0,
        render: () => <IpTable companyId={companyId} kind={kind} />,
      }))}
    />
  );
}

function IpTable({ companyId, kind }: { companyId: number; kind: IpKind }) {
  return (
    <SectionTable
      label={ipKindNames[kind]}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.ip, { id: companyId, kind, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row, i) => `${row.reg_no}-${i}`}
      emptyText={`暂无${ipKindNames[kind]}信息`}
      columns={(rows) =>
        nonEmptyColumns(
          [
            { dataIndex: 'name', title: T.ipName, minWidth: 200 },
            { dataIndex: 'reg_no', title: T.regNo, width: 220 },
            { dataIndex: 'category', title: T.category, width: 120 },
            { dataIndex: 'status', title: T.ipStatus, width: 110 },
            { dataIndex: 'apply_date', title: T.applyDate, width: 110 },
            { dataIndex: 'grant_date', title: T.grantDate, width: 130 },
          ],
          rows,
        )
      }
    />
  );
}
