import { useState } from 'react';
import { Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CapacityEntry, WorkspaceExport } from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { formatCount } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { capacityLogQuery, exportApi, exportListQuery } from './export-api.ts';
import { ExportTexts as T } from './texts.ts';

const PAGE_SIZE = 10;

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
    <Card title={T.historyTitle} variant="borderless" style={{ marginTop: 16 }}>
      {q.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={q} retryText={T.retry} />
      ) : (
        <Table<WorkspaceExport>
          rowKey="workspace_export_id"
          size="small"
          loading={q.isPending}
          columns={columns}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: T.historyEmpty }}
          scroll={{ x: 560 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      )}
    </Card>
  );
}

/** The organisation's capacity history: exports and quota adjustments with the rest after each. */
export function CapacityHistory() {
  const [page, setPage] = useState(1);
  const q = useQuery(capacityLogQuery(page, PAGE_SIZE));
  const columns: TableColumnsType<CapacityEntry> = [
    { title: T.colTime, dataIndex: 'created_at', width: 170 },
    {
      title: T.colKind,
      dataIndex: 'kind',
      width: 100,
      render: (k: CapacityEntry['kind']) =>
        k === 'export' ? <Tag>{T.kindExport}</Tag> : <Tag color="blue">{T.kindAdjust}</Tag>,
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
    <Card title={T.ledgerTitle} variant="borderless" style={{ marginTop: 16 }}>
      {q.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={q} retryText={T.retry} />
      ) : (
        <Table<CapacityEntry>
          rowKey="capacity_log_id"
          size="small"
          loading={q.isPending}
          columns={columns}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: T.ledgerEmpty }}
          scroll={{ x: 720 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      )}
    </Card>
  );
}
