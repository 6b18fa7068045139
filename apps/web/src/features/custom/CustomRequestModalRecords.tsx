import { useState } from 'react';
import { Button, Table, Tag, Typography, type TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customRequestStatusColour, isCustomRequestEditable, type CustomRequestRow } from '@qishu/contract';
import { formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { customRequestsQuery } from './custom-request-api.ts';
import { CustomRequestTexts as T } from './custom-request-texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';

/** Rows per page inside the request modal (我的数据 has its own card list, 10 per page). */
const MODAL_PAGE_SIZE = 5;

/** The caller's own requests (GET getApplyList), newest first; drafts and rejected ones can be continued. */
export function CustomRequestModalRecords({ onContinue }: { onContinue: (row: CustomRequestRow) => void }) {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...customRequestsQuery(user?.sys_user_id ?? 0, page, MODAL_PAGE_SIZE),
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
          <Tag color={customRequestStatusColour(row.status)}>{text}</Tag>
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
        pageSize: MODAL_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
