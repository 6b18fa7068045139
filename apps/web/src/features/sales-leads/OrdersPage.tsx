import { useMemo, useState } from 'react';
import { App, Button, Flex, Form, Input, Result, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionCalls, orderStatuses, type CallInput, type OrderRow, type OrderStatus } from '@qishu/contract';
import { CreateButton, DeleteAction, SearchBar } from '../../lib/admin-ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { actionApi, ordersKey, reloadOrders } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { ExportListButton } from './ExportListButton.tsx';
import {
  ActionPageHeader,
  ActionStatusTag,
  LeadFilterNotice,
  LeadLink,
  Money,
  orDash,
  sortOptions,
  splitSort,
  statusOptions,
  tableEmpty,
  tabular,
  useLeadParam,
} from './action-ui.tsx';
import { AttachmentsDrawer, type AttachmentOwner } from './AttachmentsDrawer.tsx';
import { OrderFormModal } from './OrderFormModal.tsx';

type OrderSort = 'ordered_on' | 'amount_fen' | 'created_at';

interface SearchValues {
  status?: OrderStatus;
  keyword?: string;
  sort: string;
}

const DEFAULT_SEARCH: SearchValues = { sort: 'ordered_on:desc' };

/** The search bar's values (and the lead of the address) → the list call's filters. */
export function orderFilters(v: SearchValues, leadId?: number) {
  const keyword = v.keyword?.trim();
  return {
    ...splitSort<OrderSort>(v.sort || DEFAULT_SEARCH.sort),
    ...(v.status ? { status: v.status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(leadId ? { lead_id: leadId } : {}),
  };
}

/**
 * /action/orders 业务订单: the business orders the role may see (name, client, contract, amount,
 * date, status, owner, attachments), searched by status and keyword, sorted by date, amount or
 * creation; 新建 / 修改 in a dialog whose contract list is the chosen client's, 删除 after a
 * confirmation, 附件 in a drawer. ?lead_id= narrows the list to one client and preselects it.
 * Perms action:order:list / create / update / delete.
 */
export function OrdersPage() {
  const can = useCan();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SearchValues>();
  const [leadId, clearLead] = useLeadParam();
  const [search, setSearch] = useState<SearchValues>(DEFAULT_SEARCH);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<OrderRow | 'new' | null>(null);
  const [files, setFiles] = useState<AttachmentOwner | null>(null);

  const allowed = can('action:order:list');
  // what the table shows (also what 导出 downloads, every page)
  const shown = orderFilters(search, leadId);
  const input: CallInput<typeof ActionCalls.orders> = { ...shown, ...paging };
  const orders = useQuery({
    queryKey: [...ordersKey, input],
    queryFn: ({ signal }) => actionApi.orders(input, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const rows = orders.data?.list ?? [];
  const leadName = leadId
    ? (rows.find((r) => r.lead_id === leadId)?.company_name ?? T.leadNumber(leadId))
    : '';
  const lead = useMemo(
    () => (leadId ? { lead_id: leadId, company_name: leadName } : null),
    [leadId, leadName],
  );

  if (!allowed) return <Result status="403" subTitle={T.orderNoPermission} />;
  const canCreate = can('action:order:create');
  const canUpdate = can('action:order:update');
  const canDelete = can('action:order:delete');
  const filtered = Boolean(search.status || search.keyword?.trim() || leadId);

  const submit = (values: SearchValues) => {
    setSearch({ ...DEFAULT_SEARCH, ...values });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const remove = async (row: OrderRow) => {
    const out = await actionApi.removeOrder(row.order_id);
    void message.success(out.message);
    await reloadOrders(client);
  };

  const columns: TableProps<OrderRow>['columns'] = [
    { title: T.orderName, dataIndex: 'title', width: 200 },
    {
      title: T.company,
      dataIndex: 'company_name',
      width: 220,
      render: (name: string, row) => <LeadLink leadId={row.lead_id} name={name} />,
    },
    {
      title: T.contract,
      dataIndex: 'contract_code',
      width: 140,
      render: (code: string | null) => <span style={tabular}>{orDash(code)}</span>,
    },
    {
      title: T.amount,
      dataIndex: 'amount_fen',
      width: 140,
      align: 'right',
      render: (fen: number) => <Money fen={fen} />,
    },
    {
      title: T.orderedOn,
      dataIndex: 'ordered_on',
      width: 110,
      render: (v: string) => <span style={tabular}>{v}</span>,
    },
    {
      title: T.status,
      dataIndex: 'status',
      width: 90,
      render: (s: string) => <ActionStatusTag statuses={orderStatuses} status={s} />,
    },
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    {
      title: T.attachments,
      dataIndex: 'attachment_count',
      width: 80,
      render: (n: number, row) => (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined aria-hidden />}
          aria-label={T.attachmentsOf(row.title, n)}
          onClick={() => setFiles({ kind: 'order', id: row.order_id, label: row.title })}
        >
          <span style={tabular}>{n}</span>
        </Button>
      ),
    },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: OrderRow) => (
              <Space size={0}>
                {canUpdate && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={T.editOf(row.title)}
                    onClick={() => setEditing(row)}
                  >
                    {T.edit}
                  </Button>
                )}
                {canDelete && (
                  <DeleteAction title={T.orderDeleteQuestion(row.title)} onConfirm={() => remove(row)} />
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ minWidth: 0 }}>
      <ActionPageHeader title={T.orderTitle} hint={T.orderHint} />
      <Flex vertical gap={12}>
        {leadId && <LeadFilterNotice name={leadName} onClear={clearLead} />}
        <SearchBar<SearchValues>
          form={form}
          name="order_search"
          initialValues={DEFAULT_SEARCH}
          onFinish={submit}
          onReset={() => submit(DEFAULT_SEARCH)}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="status" label={T.status}>
            <Select
              allowClear
              placeholder={T.allStatuses}
              style={{ width: 120 }}
              options={statusOptions(orderStatuses)}
            />
          </Form.Item>
          <Form.Item name="keyword" label={T.keyword}>
            <Input allowClear maxLength={50} placeholder={T.orderKeywordPlaceholder} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="sort" label={T.sort}>
            <Select
              style={{ width: 200 }}
              popupMatchSelectWidth={false}
              options={sortOptions(T.orderSorts)}
              onChange={() => form.submit()}
            />
          </Form.Item>
        </SearchBar>
        <Flex justify="flex-end" gap={8} wrap>
          <ExportListButton call={ActionCalls.orders} filters={shown} />
          {canCreate && <CreateButton onClick={() => setEditing('new')}>{T.newOrder}</CreateButton>}
        </Flex>
        {orders.isError ? (
          <QueryErrorAlert title={T.ordersFailed} query={orders} retryText={T.retry} small />
        ) : (
          <Table<OrderRow>
            rowKey="order_id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={orders.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: tableEmpty(orders.isPending, filtered ? T.ordersEmptyFiltered : T.ordersEmpty),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: orders.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            }}
          />
        )}
      </Flex>
      <OrderFormModal editing={editing} lead={lead} onClose={() => setEditing(null)} />
      <AttachmentsDrawer owner={files} canUpdate={canUpdate} onClose={() => setFiles(null)} />
    </div>
  );
}
