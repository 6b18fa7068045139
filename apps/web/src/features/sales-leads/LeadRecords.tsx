import { useState } from 'react';
import { Link } from 'react-router';
import { Empty, Flex, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ActionCalls,
  contractStatuses,
  orderStatuses,
  visitStatuses,
  type CallDescriptor,
  type ContractRow,
  type OrderRow,
  type Page,
  type VisitRow,
} from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { ActionStatusTag, Money, tabular } from './action-ui.tsx';
import { shortTime } from './lead-time.ts';
import { LeadPageTexts as T } from './lead-page-texts.ts';

/** Rows a tab shows at a time (the full lists live on their own pages). */
const PAGE_SIZE = 10;

const money = (fen: number) => <Money fen={fen} />;
const orNone = (v: string | null) => v || T.none;

/** One page of a call with the lead's filter; a fresh lead starts again at page 1. */
function useLeadPage<Row>(
  call: CallDescriptor,
  leadId: number,
  fetch: (input: { lead_id: number; page: number; limit: number }, signal: AbortSignal) => Promise<Page<Row>>,
) {
  const [paging, setPaging] = useState({ leadId, page: 1 });
  const page = paging.leadId === leadId ? paging.page : 1;
  const input = { lead_id: leadId, page, limit: PAGE_SIZE };
  const query = useQuery({
    queryKey: callKey(call, input),
    queryFn: ({ signal }) => fetch(input, signal),
    placeholderData: keepPreviousData,
  });
  return { query, page, setPage: (p: number) => setPaging({ leadId, page: p }) };
}

/**
 * A compact table of the lead's visits, contracts or orders (their first page, paged by ten), with
 * the count and the way to the page where they are managed.
 */
function RelatedTable<Row extends object>(props: {
  state: ReturnType<typeof useLeadPage<Row>>;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  manage: { to: string; text: string };
  failed: string;
  empty: string;
}) {
  const { query, page, setPage } = props.state;
  const total = query.data?.total ?? 0;
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" aria-live="polite">
          {query.data ? T.total(formatCount(total)) : ''}
        </Typography.Text>
        <Link to={props.manage.to}>
          {props.manage.text} <RightOutlined aria-hidden style={{ fontSize: 10 }} />
        </Link>
      </Flex>
      {query.isError ? (
        <QueryErrorAlert title={props.failed} query={query} retryText={T.retry} small />
      ) : (
        <Table<Row>
          size="small"
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching && !query.isPending}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: query.isPending ? (
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} />
            ),
          }}
          pagination={
            total > PAGE_SIZE && {
              current: page,
              pageSize: PAGE_SIZE,
              total,
              size: 'small',
              showSizeChanger: false,
              onChange: setPage,
            }
          }
        />
      )}
    </Flex>
  );
}

const VISIT_COLUMNS: TableColumnsType<VisitRow> = [
  {
    title: T.plannedAt,
    dataIndex: 'planned_at',
    width: 140,
    render: (at: string) => <span style={tabular}>{shortTime(at)}</span>,
  },
  { title: T.purpose, dataIndex: 'purpose', width: 200 },
  {
    title: T.status,
    dataIndex: 'status',
    width: 90,
    render: (status: string) => <ActionStatusTag statuses={visitStatuses} status={status} />,
  },
  {
    title: T.outcome,
    dataIndex: 'outcome',
    width: 220,
    render: (outcome: string | null) => (
      <Typography.Text ellipsis={{ tooltip: outcome }} style={{ maxWidth: 220 }}>
        {orNone(outcome)}
      </Typography.Text>
    ),
  },
  { title: T.visitor, dataIndex: 'user_name', width: 100, render: orNone },
];

const CONTRACT_COLUMNS: TableColumnsType<ContractRow> = [
  { title: T.code, dataIndex: 'code', width: 140 },
  { title: T.contractTitle, dataIndex: 'title', width: 200 },
  { title: T.contractAmount, dataIndex: 'amount_fen', width: 130, align: 'right', render: money },
  { title: T.received, dataIndex: 'received_fen', width: 130, align: 'right', render: money },
  {
    title: T.signedOn,
    dataIndex: 'signed_on',
    width: 110,
    render: (on: string | null) => <span style={tabular}>{orNone(on)}</span>,
  },
  {
    title: T.status,
    dataIndex: 'status',
    width: 90,
    render: (status: string) => <ActionStatusTag statuses={contractStatuses} status={status} />,
  },
];

const ORDER_COLUMNS: TableColumnsType<OrderRow> = [
  { title: T.orderTitle, dataIndex: 'title', width: 200 },
  { title: T.contractOf, dataIndex: 'contract_code', width: 140, render: orNone },
  { title: T.orderAmount, dataIndex: 'amount_fen', width: 130, align: 'right', render: money },
  {
    title: T.orderedOn,
    dataIndex: 'ordered_on',
    width: 110,
    render: (on: string) => <span style={tabular}>{on}</span>,
  },
  {
    title: T.status,
    dataIndex: 'status',
    width: 90,
    render: (status: string) => <ActionStatusTag statuses={orderStatuses} status={status} />,
  },
];

/** Where a lead's visits, contracts and orders are managed, filtered to this lead. */
export const manageLinks = {
  visits: (leadId: number) => `/action/visit?lead_id=${leadId}`,
  contracts: (leadId: number) => `/action/contract?lead_id=${leadId}`,
  orders: (leadId: number) => `/action/orders?lead_id=${leadId}`,
};

/** 拜访: the lead's visits (planned first by time), managed in 拜访记录. */
export function LeadVisits({ leadId }: { leadId: number }) {
  const state = useLeadPage(ActionCalls.visits, leadId, (input, signal) =>
    callApi(ActionCalls.visits, input, { signal, silent: true }),
  );
  return (
    <RelatedTable<VisitRow>
      state={state}
      columns={VISIT_COLUMNS}
      rowKey="visit_id"
      manage={{ to: manageLinks.visits(leadId), text: T.manageVisits }}
      failed={T.visitsFailed}
      empty={T.visitsEmpty}
    />
  );
}

/** 合同: the lead's contracts with amounts and money received, managed in 合同管理. */
export function LeadContracts({ leadId }: { leadId: number }) {
  const state = useLeadPage(ActionCalls.contracts, leadId, (input, signal) =>
    callApi(ActionCalls.contracts, input, { signal, silent: true }),
  );
  return (
    <RelatedTable<ContractRow>
      state={state}
      columns={CONTRACT_COLUMNS}
      rowKey="contract_id"
      manage={{ to: manageLinks.contracts(leadId), text: T.manageContracts }}
      failed={T.contractsFailed}
      empty={T.contractsEmpty}
    />
  );
}

/** 订单: the lead's business orders, managed in 业务订单. */
export function LeadOrders({ leadId }: { leadId: number }) {
  const state = useLeadPage(ActionCalls.orders, leadId, (input, signal) =>
    callApi(ActionCalls.orders, input, { signal, silent: true }),
  );
  return (
    <RelatedTable<OrderRow>
      state={state}
      columns={ORDER_COLUMNS}
      rowKey="order_id"
      manage={{ to: manageLinks.orders(leadId), text: T.manageOrders }}
      failed={T.ordersFailed}
      empty={T.ordersEmpty}
    />
  );
}
