import { useState } from 'react';
import { Button, Form, Input, Space, Typography, type TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  MallOrderCalls,
  MallOrderPaths,
  orderStatusText,
  paymentProviderText,
  sendStatusText,
  type MallOrderRow,
} from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import { LinkButton, ListPage, RangeFilter, SelectFilter } from '../../lib/admin-ui/index.ts';
import { formatDateTime, formatPrice } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { downloadXlsx } from './download-xlsx.ts';
import { searchQuery } from './format.ts';
import { BuyerCell } from './BuyerCell.tsx';
import { mallOrdersApi } from './mall-orders-api.ts';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { ResendDialog, ResendOrderButton, type ResendTarget } from './ResendDialog.tsx';
import { DeliveryStatusTag, OrderStatusTag, PaymentStatusTag, SendStatusTag } from './status-tags.tsx';
import { MallOrderTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = MallOrderTexts.order;

/** /malldata/ordermanage: the shop's account orders with payment and delivery state; 补发数据. */
export function OrderManagePage() {
  const can = useCan();
  const [detail, setDetail] = useState<number | null>(null);
  const [resend, setResend] = useState<ResendTarget | null>(null);
  const [form] = Form.useForm();
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      const filter = searchQuery(form.getFieldsValue() as Record<string, unknown>);
      await downloadXlsx(MallOrderPaths.orderExport, filter, T.exportName, T.exportFailed);
      void message.success(T.exported);
    } catch {
      // the error is already shown
    } finally {
      setExporting(false);
    }
  };

  const columns: TableProps<MallOrderRow>['columns'] = [
    {
      title: T.codeAndName,
      dataIndex: 'order_code',
      width: 180,
      render: (code: string, r) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: '100%' }}>
          <span>{code}</span>
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12 }}
            ellipsis
            title={r.product_name || r.order_name}
          >
            {r.order_name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: T.buyer,
      key: 'buyer',
      width: 150,
      render: (_: unknown, r) => <BuyerCell who={`${r.realname} ${r.phone}`} agent={r.agent_name} />,
    },
    {
      title: T.amount,
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (v: string) => formatPrice(v),
    },
    {
      title: T.status,
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <OrderStatusTag status={v} />,
    },
    {
      title: T.payment,
      key: 'payment',
      width: 180,
      render: (_: unknown, r) =>
        r.pay_provider ? (
          <Space orientation="vertical" size={0}>
            <span>
              {paymentProviderText[r.pay_provider] ?? r.pay_provider}{' '}
              <PaymentStatusTag status={r.pay_status} />
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.provider_txn_id ?? r.out_trade_no}
            </Typography.Text>
          </Space>
        ) : (
          MallOrderTexts.none
        ),
    },
    {
      // the order's send state over its newest delivery (which may be a later resend)
      title: T.sendAndLast,
      dataIndex: 'is_send',
      width: 170,
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={4}>
          <SendStatusTag isSend={r.is_send} remark={r.send_remark} />
          {r.last_delivery_status && (
            <Space size={4}>
              <DeliveryStatusTag status={r.last_delivery_status} />
              <span>{formatDateTime(r.last_delivery_at)}</span>
            </Space>
          )}
        </Space>
      ),
    },
    { title: T.createdAt, dataIndex: 'created_at', width: 140, render: (v: string) => formatDateTime(v) },
    {
      title: MallOrderTexts.actions,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          <LinkButton onClick={() => setDetail(r.shop_order_id)}>{MallOrderTexts.detail}</LinkButton>
          {can('mall:order:resend') && (
            <ResendOrderButton
              paid={r.status === 1}
              onClick={() =>
                setResend({ id: r.shop_order_id, email: r.email, label: `${r.order_code} ${r.order_name}` })
              }
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<MallOrderRow>
        title={T.title}
        queryKey={callKey(MallOrderCalls.orders)}
        form={form}
        toolbar={
          can('mall:order:export') && (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
              {exporting ? T.exporting : T.export}
            </Button>
          )
        }
        rowKey="shop_order_id"
        columns={columns}
        fetchPage={(params, signal) => mallOrdersApi.orders(searchQuery(params), signal)}
        searchFields={
          <>
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear maxLength={50} placeholder={T.keywordPlaceholder} style={{ width: 220 }} />
            </Form.Item>
            <SelectFilter name="status" label={T.status} texts={orderStatusText} numeric />
            <SelectFilter name="is_send" label={T.sendStatus} texts={sendStatusText} numeric />
            <RangeFilter label={T.range} />
          </>
        }
      />
      <OrderDetailDrawer orderId={detail} onClose={() => setDetail(null)} />
      <ResendDialog
        target={resend}
        title={MallOrderTexts.resend.title}
        send={mallOrdersApi.resendOrder}
        invalidate={[
          callKey(MallOrderCalls.orders),
          callKey(MallOrderCalls.order),
          callKey(MallOrderCalls.published),
        ]}
        onClose={() => setResend(null)}
      />
    </>
  );
}
