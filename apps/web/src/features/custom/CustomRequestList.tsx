import { useState } from 'react';
import { Empty, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CustomRequestLimits,
  type CustomRequestRow,
  type CustomRequestRowAction,
  customEmailError,
} from '@qishu/contract';
import { SendEmailDialog, useOrderDownload, type MailedOrder } from '../../lib/delivery/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { LazyPagination } from '../../lib/ui/LazyPagination.tsx';
import { useCurrentUser } from '../../lib/session/index.ts';
import { customRequestsQuery } from './custom-request-api.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import { CustomRequestCard } from './CustomRequestCard.tsx';
import { useCustomRequestChanges } from './use-custom-request-changes.ts';

const PAGE_SIZE = CustomRequestLimits.pageSize;

export interface CustomRequestListProps {
  /** open the record modal; `pay` when the user chose 立即购买 */
  onOpen: (row: CustomRequestRow, pay: boolean) => void;
  /** 编辑 of a draft or a rejected request */
  onEdit: (row: CustomRequestRow) => void;
}

/**
 * 我的数据 → 个性化定制 (data-shop.md §2 "My data", §4): the caller's requests as cards, 10 per page,
 * newest first, with the actions of each state. When a change leaves the current page empty, the
 * list steps back one page.
 */
export function CustomRequestList({ onOpen, onEdit }: CustomRequestListProps) {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [mailing, setMailing] = useState<MailedOrder | null>(null);
  const requests = useQuery({
    ...customRequestsQuery(user?.sys_user_id ?? 0, page),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
  const download = useOrderDownload();
  const { confirmRemove, confirmWithdraw } = useCustomRequestChanges();

  // a removal (or a withdrawal that moved the last row) emptied this page: show the one before
  const shown = requests.data;
  if (shown && !requests.isPlaceholderData && shown.list.length === 0 && page > 1) setPage(page - 1);

  const on: Record<CustomRequestRowAction, (row: CustomRequestRow) => void> = {
    edit: onEdit,
    remove: confirmRemove,
    withdraw: confirmWithdraw,
    buy: (row) => onOpen(row, true),
    sendEmail: ({ name, order }) => {
      if (order) setMailing({ per_order_id: order.per_order_id, email: order.email, name });
    },
    download: ({ order }) => {
      if (order) download.mutate(order.per_order_id);
    },
  };
  const busyOf = (row: CustomRequestRow): CustomRequestRowAction | null =>
    download.isPending && download.variables === row.order?.per_order_id ? 'download' : null;

  if (requests.isError) return <QueryErrorAlert title={T.listFailed} query={requests} retryText={T.retry} />;
  if (!shown) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (shown.total === 0) return <Empty description={T.empty} />;

  return (
    <>
      <div role="list" aria-label={T.listLabel}>
        {shown.list.map((row) => (
          <CustomRequestCard
            key={row.agent_label_apply_id}
            row={row}
            onOpen={(r) => onOpen(r, false)}
            on={on}
            busy={busyOf(row)}
          />
        ))}
      </div>
      <LazyPagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={page}
        pageSize={PAGE_SIZE}
        total={shown.total}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
      <SendEmailDialog order={mailing} onClose={() => setMailing(null)} emailError={customEmailError} />
    </>
  );
}
