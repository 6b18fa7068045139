import { Typography } from 'antd';
import { CompanyProfileCalls, riskKindNames, type RiskKind } from '@qishu/contract';
import { amountText, nonEmptyColumns } from '../cell-format.ts';
import { KindTabs } from '../KindTabs.tsx';
import { SECTION_PAGE_SIZE, sectionQuery } from '../profile-api.ts';
import { SectionTable } from '../SectionTable.tsx';
import { ProfileTexts as T } from '../texts.ts';
import styles from '../company-profile.module.css';

interface RiskSectionProps {
  companyId: number;
  /** 司法风险 or 经营风险: the kinds shown as sub-tabs */
  kinds: readonly RiskKind[];
  counts: Partial<Record<RiskKind, number>>;
  emptyText: string;
}

/** 司法风险 / 经营风险: one sub-tab per kind with its count, each a paged table, newest first. */
export function RiskSection({ companyId, kinds, counts, emptyText }: RiskSectionProps) {
  return (
    <KindTabs
      emptyText={emptyText}
      tabs={kinds.map((kind) => ({
        key: kind,
        label: riskKindNames[kind],
        count: counts[kind] ?? 0,
        render: () => <RiskTable companyId={companyId} kind={kind} />,
      }))}
    />
  );
}

function RiskTable({ companyId, kind }: { companyId: number; kind: RiskKind }) {
  return (
    <SectionTable
      label={riskKindNames[kind]}
      enabled
      pageQuery={(page: number) =>
        sectionQuery(CompanyProfileCalls.risks, { id: companyId, kind, page, limit: SECTION_PAGE_SIZE })
      }
      rowKey={(row, i) => `${row.risk_date}-${row.doc_no ?? row.title}-${i}`}
      emptyText={emptyTextOf(kind)}
      columns={(rows) =>
        nonEmptyColumns(
          [
            { dataIndex: 'risk_date', title: T.riskDate, width: 110 },
            { dataIndex: 'title', title: T.riskTitle, minWidth: 200 },
            { dataIndex: 'doc_no', title: T.docNo, width: 230 },
            { dataIndex: 'role', title: T.role, width: 90 },
            { dataIndex: 'authority', title: T.authority, width: 180 },
            {
              dataIndex: 'amount',
              title: T.amount,
              width: 130,
              align: 'right',
              render: (value: number | null) => (value === null ? T.none : amountText(value)),
            },
            {
              dataIndex: 'detail',
              title: T.detail,
              width: 220,
              render: (value: string | null) =>
                value ? (
                  <Typography.Paragraph className={styles.clamp} style={{ margin: 0 }} title={value}>
                    {value}
                  </Typography.Paragraph>
                ) : (
                  T.none
                ),
            },
          ],
          rows,
        )
      }
    />
  );
}

const emptyTextOf = (kind: RiskKind) => `暂无${riskKindNames[kind]}信息`;
