import { Descriptions, Tag } from 'antd';
import { customRequestStatusColour, customRequestStatusText, type CustomRequestRow } from '@qishu/contract';
import { formatDateTime } from '../../lib/format.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';

const orNone = (text: string | null) => (text ? text : T.none);

/** The requirement as filed (name, year, explanation, conditions) and what staff attached. */
export function CustomRequestFacts({ row }: { row: CustomRequestRow }) {
  const wide = { span: 'filled' } as const;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'name', label: T.name, children: row.name },
        {
          key: 'status',
          label: T.status,
          children: (
            <Tag color={customRequestStatusColour(row.status)}>{customRequestStatusText(row.status)}</Tag>
          ),
        },
        { key: 'year', label: T.year, children: orNone(row.label_year) },
        { key: 'created', label: T.created, children: formatDateTime(row.created) },
        { key: 'explain', label: T.explain, children: orNone(row.explain), ...wide },
        { key: 'filter', label: T.filter, children: row.filter_condition, ...wide },
        { key: 'del', label: T.del, children: orNone(row.del_condition), ...wide },
        ...(row.condition ? [{ key: 'result', label: T.result, children: row.condition, ...wide }] : []),
      ]}
    />
  );
}
