import { Link } from 'react-router';
import type { TableColumnsType, TableProps } from 'antd';
import type { LeadRow } from '@qishu/contract';
import { AssignTexts as T } from './assign-texts.ts';
import { LabelTags } from './LabelTags.tsx';
import { StageTag } from './StageTag.tsx';
import { shortTime } from './assign-api.ts';

/** The columns of a lead list to pick from: company (links to its profile), stage, owner, labels, last change. */
export function leadPickColumns(withOwner: boolean): TableColumnsType<LeadRow> {
  return [
    {
      title: T.company,
      dataIndex: 'company_name',
      render: (name: string, row) => <Link to={`/data/details/${row.company_id}`}>{name}</Link>,
    },
    { title: T.stage, dataIndex: 'stage', width: 110, render: (stage: string) => <StageTag stage={stage} /> },
    ...(withOwner
      ? [
          {
            title: T.owner,
            dataIndex: 'owner_name',
            width: 120,
            render: (name: string | null) => name ?? T.pool,
          },
        ]
      : []),
    {
      title: T.labels,
      dataIndex: 'labels',
      render: (_v: unknown, row: LeadRow) => <LabelTags labels={row.labels} />,
    },
    { title: T.updatedAt, dataIndex: 'updated_at', width: 150, render: (v: string) => shortTime(v) },
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
    onChange: (keys) => onChange(keys.map(Number)),
    getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.company_name}` }),
  };
}
