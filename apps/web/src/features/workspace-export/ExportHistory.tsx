import { useState } from 'react';
import { Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CapacityEntry, Page, WorkspaceExport } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { capacityLogQuery, exportApi, exportListQuery } from './export-api.ts';
import { ExportTexts as T } from './texts.ts';

const PAGE_SIZE = 10;

/** A titled card holding one paged list (its error with a retry, else the table). */
function PagedTableCard<T extends object>(props: {
  title: string;
  query: UseQueryResult<Page<T>>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  emptyText: string;
  width: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const q = props.query;
  return (
    <Card title={props.title} variant="borderless" style={{ marginTop: 16 }}>
      {q.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={q} retryText={T.retry} />
      ) : (
        <Table<T>
          rowKey={props.rowKey}
          size="small"
          loading={q.isPending}
          columns={props.columns}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: props.emptyText }}
          scroll={{ x: props.width }}
          pagination={{
            current: props.page,
            pageSize: PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: props.onPage,
            hideOnSinglePage: true,
          }}
        />
      )}
    </Card>
  );
}

/** The caller's own exports, newest first, each downloadable again (no capacity used) while kept. */
export function ExportHistory() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const q = useQuery({ ...exportListQuery(page, PAGE_SIZE), enabled: can('data:search:export') });
  if (!can('data:search:export')) return null;
  const columns: TableColumnsType<WorkspaceExport> = [
    { title: T.colTime, dataIndex: 'created_at', width: 170 },
    { title: T.colTitle, dataIndex: 'title', ellipsis: true },
    { title: T.colRows, dataIndex: 'rows', width: 90, align: 'right', render: (n: number) => formatCount(n) },
    {
      title: T.colAction,
      key: 'action',
      width: 90,
      render: (_, r) =>
        r.downloadable ? (
          <Button
            type="link"
            size="small"
            onClick={() => void exportApi.download(r.workspace_export_id).catch(() => undefined)}
          >
            {T.download}
          </Button>
        ) : (
          <Typography.Text type="secondary">{T.expired}</Typography.Text>
        ),
    },
  ];
  return (
    <PagedTableCard<WorkspaceExport>
      title={T.historyTitle}
      query={q}
      rowKey="workspace_export_id"
      columns={columns}
      emptyText={T.historyEmpty}
      width={560}
      page={page}
      onPage={setPage}
    />
  );
}

/** The organisation's capacity history: exports and quota adjustments with the rest after each. */
export function CapacityHistory() {
  const [page, setPage] = useState(1);
  const q = useQuery(capacityLogQuery(page, PAGE_SIZE));
  const columns: TableColumnsType<CapacityEntry> = [
    { title: T.colWhen, dataIndex: 'created_at', width: 170 },
    {
      title: T.colKind,
      dataIndex: 'kind',
      width: 100,
      render: (k: CapacityEntry['kind']) =>
        k === 'export' ? (
          <Tag>{T.kindExport}</Tag>
        ) : k === 'lead' ? (
          <Tag color="green">{T.kindLead}</Tag>
        ) : (
          <Tag color="blue">{T.kindAdjust}</Tag>
        ),
    },
    {
      title: T.colDelta,
      dataIndex: 'delta',
      width: 100,
      align: 'right',
      render: (n: number) => (n > 0 ? `+${formatCount(n)}` : formatCount(n)),
    },
    {
      title: T.colRest,
      dataIndex: 'rest_after',
      width: 110,
      align: 'right',
      render: (n: number) => formatCount(n),
    },
    { title: T.colOperator, dataIndex: 'operator', width: 110, render: (v: string | null) => v ?? '—' },
    { title: T.colNote, dataIndex: 'note', ellipsis: true },
  ];
  return (
    <PagedTableCard<CapacityEntry>
      title={T.ledgerTitle}
      query={q}
      rowKey="capacity_log_id"
      columns={columns}
      emptyText={T.ledgerEmpty}
      width={720}
      page={page}
      onPage={setPage}
    />
  );
}
