import { Link } from 'react-router';
import { Form, Input, Tag, type TableColumnsType } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { AssignCalls, type MoveRow } from '@qishu/contract';
import { ListPage, SelectFilter, searchQuery } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, movesKey, shortTime } from './assign-api.ts';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { TableEmpty } from './TableEmpty.tsx';

const KIND_COLOURS: Record<string, string> = { assign: 'blue', claim: 'green', return: 'orange' };

/** The search bar's values → the history's filters (empty fields dropped). */
function moveFilters(search: Record<string, unknown>): ListFilters<typeof AssignCalls.moves> {
  const f = searchQuery(search);
  return {
    ...(typeof f.kind === 'string' ? { kind: f.kind as 'assign' | 'claim' | 'return' } : {}),
    ...(typeof f.keyword === 'string' ? { keyword: f.keyword } : {}),
  };
}

/** 分发记录: every assignment, claim and return to the pool, newest first, by kind and company. */
export function LeadMovesTab() {
  const columns: TableColumnsType<MoveRow> = [
    { title: T.movedAt, dataIndex: 'created_at', width: 150, render: (v: string) => shortTime(v) },
    {
      title: T.company,
      dataIndex: 'company_name',
      render: (name: string, row) => <Link to={`/data/details/${row.company_id}`}>{name}</Link>,
    },
    {
      title: T.moveKind,
      dataIndex: 'kind',
      width: 100,
      render: (kind: string) => (
        <Tag color={KIND_COLOURS[kind] ?? 'default'}>{T.moveKinds[kind] ?? kind}</Tag>
      ),
    },
    {
      title: T.fromTo,
      key: 'from_to',
      render: (_v, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.from_name ?? T.pool} <ArrowRightOutlined aria-label="到" style={{ fontSize: 12 }} />{' '}
          {row.to_name ?? T.pool}
        </span>
      ),
    },
    { title: T.movedBy, dataIndex: 'by_name', width: 110, render: (v: string | null) => v ?? T.system },
    { title: T.note, dataIndex: 'note', render: (v: string | null) => v ?? T.none },
  ];
  return (
    <TableEmpty text={T.movesEmpty}>
      <ListPage<MoveRow>
        hint={T.movesHint}
        queryKey={movesKey}
        fetchPage={(p, signal) => {
          const { page, limit, ...rest } = p;
          return assignApi.moves({ page, limit, ...moveFilters(rest) }, signal);
        }}
        toolbar={(search) => <ExportListButton call={AssignCalls.moves} filters={moveFilters(search)} />}
        columns={columns}
        rowKey="event_id"
        searchFields={
          <>
            <SelectFilter name="kind" label={T.moveKind} texts={T.moveKinds} />
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
      />
    </TableEmpty>
  );
}
