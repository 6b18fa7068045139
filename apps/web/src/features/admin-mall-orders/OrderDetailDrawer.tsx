import { Alert, Descriptions, Drawer, Skeleton, Table, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { paymentProviderText, type OrderDelivery, type OrderPayment } from '@qishu/contract';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { formatBytes } from './format.ts';
import { orderDetailQuery } from './mall-orders-api.ts';
import {
  DeliveryStatusTag,
  OrderStatusTag,
  PaymentStatusTag,
  ReasonTag,
  SendStatusTag,
} from './status-tags.tsx';
import { MallOrderTexts } from './texts.ts';

const T = MallOrderTexts.order;
const D = MallOrderTexts.delivery;
const dash = (v: string | null | undefined) => (v ? v : MallOrderTexts.none);

const paymentColumns = [
  { title: T.provider, dataIndex: 'provider', render: (v: string) => paymentProviderText[v] ?? v },
  { title: T.outTradeNo, dataIndex: 'out_trade_no' },
  { title: T.tradeNo, dataIndex: 'provider_txn_id', render: dash },
  { title: T.amount, dataIndex: 'amount', render: (v: string) => formatPrice(v) },
  { title: D.status, dataIndex: 'status', render: (v: number) => <PaymentStatusTag status={v} /> },
  { title: T.paidAt, dataIndex: 'paid_at', render: (v: string | null) => dash(formatDateTime(v)) },
];

export const deliveryColumns = [
  { title: D.seq, dataIndex: 'seq', width: 60 },
  { title: D.reason, dataIndex: 'reason', render: (v: string) => <ReasonTag reason={v} /> },
  {
    title: D.status,
    dataIndex: 'status',
    render: (_: unknown, r: OrderDelivery) => <DeliveryStatusTag status={r.status} remark={r.remark} />,
  },
  { title: D.email, dataIndex: 'email' },
  { title: D.file, dataIndex: 'file_name', render: dash },
  { title: D.rows, dataIndex: 'rows', render: (v: number | null) => (v === null ? '' : formatCount(v)) },
  { title: D.size, dataIndex: 'bytes', render: (v: number | null) => formatBytes(v) },
  {
    title: D.mail,
    dataIndex: 'mail_status',
    render: (_: unknown, r: OrderDelivery) =>
      r.mail_status ? (
        <Typography.Text type={r.mail_error ? 'danger' : undefined} title={r.mail_error ?? undefined}>
          {r.mail_status}
        </Typography.Text>
      ) : (
        MallOrderTexts.none
      ),
  },
  { title: D.createdAt, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
  { title: D.sentAt, dataIndex: 'sent_at', render: (v: string | null) => dash(formatDateTime(v)) },
  { title: D.expiresAt, dataIndex: 'expires_at', render: (v: string | null) => dash(formatDateTime(v)) },
];

/** The order, its payments and every delivery of its data. */
/** A titled, unpaged table of the order's payments or deliveries. */
function DetailTable<Row extends object>(props: {
  title: string;
  rowKey: keyof Row & string;
  columns: TableProps<Row>['columns'];
  rows: Row[];
  empty: string;
}) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {props.title}
      </Typography.Title>
      <Table<Row>
        rowKey={props.rowKey}
        size="small"
        pagination={false}
        columns={props.columns}
        dataSource={props.rows}
        locale={{ emptyText: props.empty }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

export function OrderDetailDrawer(props: { orderId: number | null; onClose: () => void }) {
  const id = props.orderId;
  const query = useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== null });
  const o = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={props.onClose}
      size="large"
      title={o ? T.detailTitle(o.order_code) : T.orderInfo}
      destroyOnHidden
    >
      {query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : !o ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered title={T.orderInfo}>
            <Descriptions.Item label={T.code}>{o.order_code}</Descriptions.Item>
            <Descriptions.Item label={T.amount}>{formatPrice(o.amount)}</Descriptions.Item>
            <Descriptions.Item label={T.name} span={2}>
              {o.order_name}
            </Descriptions.Item>
            <Descriptions.Item label={T.buyer}>
              {o.realname} {o.phone}
            </Descriptions.Item>
            <Descriptions.Item label={T.agent}>{dash(o.agent_name)}</Descriptions.Item>
            <Descriptions.Item label={T.status}>
              <OrderStatusTag status={o.status} />
            </Descriptions.Item>
            <Descriptions.Item label={T.sendStatus}>
              <SendStatusTag isSend={o.is_send} />
            </Descriptions.Item>
            <Descriptions.Item label={T.email}>{o.email}</Descriptions.Item>
            <Descriptions.Item label={T.sendRemark}>{dash(o.send_remark)}</Descriptions.Item>
            <Descriptions.Item label={T.createdAt}>{formatDateTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={T.paidAt}>{dash(formatDateTime(o.paid_at))}</Descriptions.Item>
          </Descriptions>
          <DetailTable<OrderPayment>
            title={T.payments}
            rowKey="payment_id"
            columns={paymentColumns}
            rows={o.payments}
            empty={T.noPayments}
          />
          <DetailTable<OrderDelivery>
            title={T.deliveries}
            rowKey="data_delivery_id"
            columns={deliveryColumns}
            rows={o.deliveries}
            empty={T.noDeliveries}
          />
        </>
      )}
    </Drawer>
  );
}
