import { Link } from 'react-router';
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import type { LeadRow } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { selectAllColumnTitle } from '../../lib/table-select-all.tsx';
import { tabular } from './action-ui.tsx';
import { LabelTags } from './LabelTags.tsx';
import { LeadCompanyLinks } from './LeadLinks.tsx';
import { shortTime } from './lead-time.ts';
import { StageTag } from './StageTag.tsx';
import { LeadTexts as T } from './texts.ts';

type LeadColumn = TableColumnType<LeadRow>;

/**
 * The columns the lead tables share (线索跟进's list, 我的收藏, the pool and team lists to pick from),
 * built once so they read the same everywhere.
 */
export const leadColumn = {
  /** 企业名称, linking to the profile; `withDetail` adds 线索详情 beside it (the lead's own page) */
  company: (withDetail = false): LeadColumn => ({
    title: T.company,
    dataIndex: 'company_name',
    render: (name: string, row) =>
      withDetail ? (
        <LeadCompanyLinks lead={row} />
      ) : (
        <Link to={ProfileRoutes.company(row.company_id)}>{name}</Link>
      ),
  }),
  stage: (): LeadColumn => ({
    title: T.stage,
    dataIndex: 'stage',
    width: 100,
    render: (stage: string) => <StageTag stage={stage} />,
  }),
  labels: (): LeadColumn => ({
    title: T.labels,
    dataIndex: 'labels',
    width: 200,
    render: (labels: LeadRow['labels']) => <LabelTags labels={labels} />,
  }),
  owner: (): LeadColumn => ({
    title: T.owner,
    dataIndex: 'owner_name',
    width: 110,
    render: (name: string | null) => name ?? T.noOwner,
  }),
  updatedAt: (): LeadColumn => ({
    title: T.updatedAt,
    dataIndex: 'updated_at',
    width: 160,
    render: (v: string) => <span style={tabular}>{shortTime(v)}</span>,
  }),
};

/** The columns of a lead list to pick from: company (links to its profile), stage, owner, labels, last change. */
export function leadPickColumns(withOwner: boolean): TableColumnsType<LeadRow> {
  return [
    leadColumn.company(),
    leadColumn.stage(),
    ...(withOwner ? [leadColumn.owner()] : []),
    leadColumn.labels(),
    leadColumn.updatedAt(),
  ];
}

/** Row selection over pages, each checkbox named after its company. */
export function leadSelection(
  selected: number[],
  onChange: (keys: number[]) => void,
): TableProps<LeadRow>['rowSelection'] {
  return {
    selectedRowKeys: selected,
    preserveSelectedRowKeys: true,
    columnTitle: selectAllColumnTitle,
    onChange: (keys) => onChange(keys.map(Number)),
    getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.company_name}` }),
  };
}
