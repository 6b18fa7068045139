import { useState } from 'react';
import { Button, Table, Tag, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isCustomRequestEditable, type CustomRequestRow } from '@qishu/contract';
import { formatDateTime } from '../../lib/format.ts';
import { customRequestsQuery } from './custom-request-api.ts';
import { CustomRequestTexts as T } from './custom-request-texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';

/** Rows per page inside the request modal; 我的数据 shows 10 (data-shop.md §9). */
const MODAL_PAGE_SIZE = 5;

/** Tag colours per status (data-shop.md §4: numeric colours for 1, 2, 3, 4 and others). */
const statusColour: Record<number, string> = { 1: 'processing', 2: 'error', 3: 'warning', 4: 'success' };

/** The caller's own requests (GET getApplyList), newest first; drafts and rejected ones can be continued. */
export function CustomRequestModalRecords({
  onContinue,
  pageSize = MODAL_PAGE_SIZE,
}: {
  onContinue: (row: CustomRequestRow) => void;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...customRequestsQuery(page, pageSize),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<CustomRequestRow>['columns'] = [
    { title: T.name, dataIndex: 'name', ellipsis: true },
    { title: T.year, dataIndex: 'label_year', width: 70, render: (v: string | null) => v ?? '—' },
    {
      title: T.status,
      dataIndex: 'status_text',
      width: 150,
      render: (text: string, row) => (
        <>
          <Tag color={statusColour[row.status] ?? 'default'}>{text}</Tag>
          {row.app_remark && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.app_remark}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: T.updated, dataIndex: 'updated', width: 140, render: (v: string) => formatDateTime(v) },
    {
      title: T.actions,
      key: 'actions',
      width: 90,
      render: (_v, row) =>
        isCustomRequestEditable(row.status) ? (
          <Button type="link" size="small" onClick={() => onContinue(row)}>
            {T.continueEdit}
          </Button>
        ) : null,
    },
  ];

  if (query.isError) {
    return <QueryErrorAlert title={T.loadFailed} query={query} retryText={T.retry} small />;
  }
  return (
    <Table<CustomRequestRow>
      rowKey="agent_label_apply_id"
      size="small"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      locale={{ emptyText: T.recordsEmpty }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
