import { useState } from 'react';
import { Link } from 'react-router';
import { Flex, Form, Input, Result, Select, Space, Table } from 'antd';
import type { TableProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ActionCalls, type CallInput, type ClientRow } from '@qishu/contract';
import { SearchBar } from '../../lib/admin-ui/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCan } from '../../lib/session/index.ts';
import { actionApi, clientsKey } from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { ExportListButton } from './ExportListButton.tsx';
import {
  ActionPageHeader,
  LeadLink,
  Money,
  orDash,
  sortOptions,
  splitSort,
  tableEmpty,
  tabular,
} from './action-ui.tsx';
import { useSaleLabels } from './assign-api.ts';
import { LabelTags } from './LabelTags.tsx';
import { shortTime } from './lead-time.ts';

type ClientSort = 'won_at' | 'contract_fen' | 'received_fen';

interface SearchValues {
  keyword?: string;
  label_id?: number;
  sort: string;
}

const DEFAULT_SEARCH: SearchValues = { sort: 'won_at:desc' };

/** The search bar's values → the list call's filters. */
export function clientFilters(v: SearchValues) {
  const keyword = v.keyword?.trim();
  return {
    ...splitSort<ClientSort>(v.sort || DEFAULT_SEARCH.sort),
    ...(keyword ? { keyword } : {}),
    ...(v.label_id ? { label_id: v.label_id } : {}),
  };
}

const count = (n: number) => <span style={tabular}>{formatCount(n)}</span>;

/**
 * /action/clients 我的客户: the won leads the role may see with their labels, when they were won,
 * their contracts (count, amount, received) and orders (count, amount, last date); searched by
 * company and label, sorted by won time, contract amount or money received. Each row leads to the
 * client's contracts and orders (/action/contract?lead_id=…, /action/orders?lead_id=…).
 */
export function ClientsPage() {
  const can = useCan();
  const [form] = Form.useForm<SearchValues>();
  const labels = useSaleLabels();
  const [search, setSearch] = useState<SearchValues>(DEFAULT_SEARCH);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });

  const allowed = can('action:client:list');
  // what the table shows (also what 导出 downloads, every page)
  const shown = clientFilters(search);
  const input: CallInput<typeof ActionCalls.clients> = { ...shown, ...paging };
  const clients = useQuery({
    queryKey: [...clientsKey, input],
    queryFn: ({ signal }) => actionApi.clients(input, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  if (!allowed) return <Result status="403" subTitle={T.clientNoPermission} />;
  const canContracts = can('action:contract:list');
  const canOrders = can('action:order:list');
  const filtered = Boolean(search.keyword?.trim() || search.label_id);

  const submit = (values: SearchValues) => {
    setSearch({ ...DEFAULT_SEARCH, ...values });
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: TableProps<ClientRow>['columns'] = [
    {
      title: T.company,
      dataIndex: 'company_name',
      width: 220,
      render: (name: string, row) => <LeadLink leadId={row.lead_id} name={name} />,
    },
    { title: T.owner, dataIndex: 'owner_name', width: 100, render: orDash },
    {
      title: T.labels,
      dataIndex: 'labels',
      width: 180,
      render: (l: ClientRow['labels']) => <LabelTags labels={l} />,
    },
    {
      title: T.wonAt,
      dataIndex: 'won_at',
      width: 140,
      render: (at: string) => <span style={tabular}>{shortTime(at)}</span>,
    },
    { title: T.contractCount, dataIndex: 'contract_count', width: 80, align: 'right', render: count },
    {
      title: T.contractSum,
      dataIndex: 'contract_fen',
      width: 140,
      align: 'right',
      render: (fen: number) => <Money fen={fen} />,
    },
    {
      title: T.received,
      dataIndex: 'received_fen',
      width: 140,
      align: 'right',
      render: (fen: number) => <Money fen={fen} />,
    },
    { title: T.orderCount, dataIndex: 'order_count', width: 80, align: 'right', render: count },
    {
      title: T.orderSum,
      dataIndex: 'order_fen',
      width: 140,
      align: 'right',
      render: (fen: number) => <Money fen={fen} />,
    },
    {
      title: T.lastOrdered,
      dataIndex: 'last_ordered_on',
      width: 110,
      render: (v: string | null) => <span style={tabular}>{orDash(v)}</span>,
    },
    ...(canContracts || canOrders
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 110,
            render: (_v: unknown, row: ClientRow) => (
              <Space size={12}>
                {canContracts && (
                  <Link
                    to={`/action/contract?lead_id=${row.lead_id}`}
                    aria-label={T.contractsOf(row.company_name)}
                  >
                    {T.contractsLink}
                  </Link>
                )}
                {canOrders && (
                  <Link
                    to={`/action/orders?lead_id=${row.lead_id}`}
                    aria-label={T.ordersOf(row.company_name)}
                  >
                    {T.ordersLink}
                  </Link>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ minWidth: 0 }}>
      <ActionPageHeader title={T.clientTitle} hint={T.clientHint} />
      <Flex vertical gap={12}>
        <SearchBar<SearchValues>
          form={form}
          name="client_search"
          initialValues={DEFAULT_SEARCH}
          onFinish={submit}
          onReset={() => submit(DEFAULT_SEARCH)}
          style={{ rowGap: 12 }}
        >
          <Form.Item name="keyword" label={T.company}>
            <Input
              allowClear
              maxLength={50}
              placeholder={T.clientKeywordPlaceholder}
              style={{ width: 200 }}
            />
          </Form.Item>
          {labels.allowed && (
            <Form.Item name="label_id" label={T.labels}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.allLabels}
                loading={labels.loading}
                style={{ width: 160 }}
                options={labels.labels.map((l) => ({ value: l.label_id, label: l.name }))}
              />
            </Form.Item>
          )}
          <Form.Item name="sort" label={T.sort}>
            <Select
              style={{ width: 200 }}
              popupMatchSelectWidth={false}
              options={sortOptions(T.clientSorts)}
              onChange={() => form.submit()}
            />
          </Form.Item>
        </SearchBar>
        <Flex justify="flex-end">
          <ExportListButton call={ActionCalls.clients} filters={shown} />
        </Flex>
        {clients.isError ? (
          <QueryErrorAlert title={T.clientsFailed} query={clients} retryText={T.retry} small />
        ) : (
          <Table<ClientRow>
            rowKey="lead_id"
            size="middle"
            columns={columns}
            dataSource={clients.data?.list ?? []}
            loading={clients.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: tableEmpty(clients.isPending, filtered ? T.clientsEmptyFiltered : T.clientsEmpty),
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.limit,
              total: clients.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => T.total(formatCount(n)),
              onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
            }}
          />
        )}
      </Flex>
    </div>
  );
}
