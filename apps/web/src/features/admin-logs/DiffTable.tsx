import { useMemo, useState } from 'react';
import { Empty, Flex, Switch, Table, Tag, Typography, theme } from 'antd';
import { diffFields, type FieldDiff } from '@qishu/contract';
import { LogTexts } from './texts.ts';

const T = LogTexts.operation;

function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

const statusColor: Record<FieldDiff['status'], string> = {
  added: 'success',
  removed: 'error',
  changed: 'warning',
  same: '',
};

/** Before and after side by side, one row per field; changed fields are highlighted. */
export function DiffTable(props: { before: unknown; after: unknown }) {
  const { token } = theme.useToken();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = useMemo(() => diffFields(props.before, props.after), [props.before, props.after]);
  const shown = onlyChanged ? rows.filter((r) => r.status !== 'same') : rows;
  if (!rows.length) return <Empty description={T.noData} />;
  const cell = (value: unknown, diff: FieldDiff) => (
    <Typography.Text
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 }}
      delete={diff.status === 'removed'}
    >
      {show(value)}
    </Typography.Text>
  );
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end" align="center" gap={8}>
        <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} aria-label={T.onlyChanged} />
        <span>{T.onlyChanged}</span>
      </Flex>
      <Table<FieldDiff>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={shown}
        onRow={(r) => ({
          'data-status': r.status,
          style: r.status === 'same' ? undefined : { background: token.colorWarningBg },
        })}
        columns={[
          {
            title: T.field,
            dataIndex: 'field',
            width: 160,
            render: (f: string, r) => (
              <Flex gap={4} align="center" wrap>
                <Typography.Text strong={r.status !== 'same'}>{f}</Typography.Text>
                {r.status !== 'same' && <Tag color={statusColor[r.status]}>{T.status[r.status]}</Tag>}
              </Flex>
            ),
          },
          { title: T.before, dataIndex: 'before', render: (v: unknown, r) => cell(v, r) },
          { title: T.after, dataIndex: 'after', render: (v: unknown, r) => cell(v, r) },
        ]}
      />
    </Flex>
  );
}
