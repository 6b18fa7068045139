import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { ActionCalls, orderStatuses, type OrderRow, type OrderStatus } from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { actionApi, reloadOrders } from './action-api.ts';
import { LeadTexts } from './texts.ts';
import { SaleLabelField } from './LeadSearchFields.tsx';
import { actionColumn } from './action-columns.tsx';
import { ActionTexts as T } from './action-texts.ts';
import { orDash, tabular } from './action-ui.tsx';
import { ActionListPage, listSearch, useRowCall } from './ActionListPage.tsx';
import { AttachmentsDrawer, type AttachmentOwner } from './AttachmentsDrawer.tsx';
import { OrderFormModal } from './OrderFormModal.tsx';

const orderSearch = listSearch<'ordered_on' | 'amount_fen' | 'created_at', OrderStatus>('ordered_on:desc');

/**
 * /action/orders 业务订单: the business orders the role may see (name, client, contract, amount,
 * date, status, owner, attachments), searched by status and keyword, sorted by date, amount or
 * creation; 新建 / 修改 in a dialog whose contract list is the chosen client's, 删除 after a
 * confirmation, 附件 in a drawer. ?lead_id= narrows the list to one client and preselects it.
 * Perms action:order:list / create / update / delete.
 */
export function OrdersPage() {
  const can = useCan();
  const [editing, setEditing] = useState<OrderRow | 'new' | null>(null);
  const [files, setFiles] = useState<AttachmentOwner | null>(null);
  const remove = useRowCall((row: OrderRow) => actionApi.removeOrder(row.order_id), reloadOrders);
  const canUpdate = can('action:order:update');

  const columns: TableColumnsType<OrderRow> = [
    { title: T.orderName, dataIndex: 'title', width: 200 },
    actionColumn.company(),
    {
      title: T.contract,
      dataIndex: 'contract_code',
      width: 140,
      render: (code: string | null) => <span style={tabular}>{orDash(code)}</span>,
    },
    actionColumn.money(T.amount, 'amount_fen'),
    actionColumn.day(T.orderedOn, 'ordered_on'),
    actionColumn.status(orderStatuses),
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    actionColumn.attachments((row) => ({ kind: 'order', id: row.order_id, label: row.title }), setFiles),
    ...actionColumn.editDelete({
      canUpdate,
      canDelete: can('action:order:delete'),
      name: (row) => row.title,
      deleteQuestion: (row) => T.orderDeleteQuestion(row.title),
      onEdit: setEditing,
      onDelete: remove,
    }),
  ];

  return (
    <ActionListPage
      call={ActionCalls.orders}
      moreFields={<SaleLabelField label={LeadTexts.label} placeholder={LeadTexts.allLabels} width={160} />}
      search={orderSearch}
      forLead
      formName="order_search"
      title={T.orderTitle}
      hint={T.orderHint}
      noPermission={T.orderNoPermission}
      statuses={orderStatuses}
      keyword={{ placeholder: T.orderKeywordPlaceholder }}
      sorts={T.orderSorts}
      create={can('action:order:create') && { text: T.newOrder, onClick: () => setEditing('new') }}
      rowKey="order_id"
      columns={columns}
      failed={T.ordersFailed}
      empty={{ none: T.ordersEmpty, filtered: T.ordersEmptyFiltered }}
    >
      {(lead) => (
        <>
          <OrderFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
          <AttachmentsDrawer owner={files} canUpdate={canUpdate} onClose={() => setFiles(null)} />
        </>
      )}
    </ActionListPage>
  );
}
