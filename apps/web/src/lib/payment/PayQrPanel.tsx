import { Descriptions, Flex, Spin, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { formatPrice } from '../format.ts';
import { PayCountdown } from './PayCountdown.tsx';
import { STATUS_TEXT } from '../status-colours.ts';

const T = {
  qrAlt: '支付二维码',
  qrDrawing: '正在生成支付二维码…',
  scanHint: '请使用微信扫码支付',
  orderName: '订单名称',
  orderCode: '订单编号',
  amount: '支付金额',
  remaining: '剩余支付时间',
  waiting: '等待支付结果…',
  openLocally: '在本机打开支付页面',
} as const;

export interface PayQrOrder {
  order_name: string;
  order_code: string;
  /** yuan, two decimals */
  amount: string;
  /** ISO UTC: the QR stops working then */
  expires_at: string;
  /** the text the QR encodes */
  code_url: string;
}

/**
 * The scan-to-pay panel of the shop's purchase modal and the precise wizard: the QR (drawn by
 * useQrDataUrl: a data URL, null when drawing failed, undefined while drawing), the order, the
 * countdown and, when the QR is a web address (the sandbox), a link to open it on this device.
 */
export function PayQrPanel(props: {
  order: PayQrOrder;
  qr: string | null | undefined;
  /** the countdown runs while this is true */
  active: boolean;
  onExpired: () => void;
  /** what to do when the QR could not be drawn (differs by flow) */
  qrFailedText: string;
}) {
  const { order, qr } = props;
  const local = /^https?:\/\//i.test(order.code_url);
  return (
    <Flex gap={32} align="center" justify="center" wrap style={{ padding: '8px 0' }}>
      <div
        style={{
          width: 216,
          height: 216,
          padding: 8,
          border: '1px solid var(--ant-color-border, #d9d9d9)',
          borderRadius: 8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {qr ? (
          <img src={qr} alt={T.qrAlt} width={200} height={200} />
        ) : qr === null ? (
          <Typography.Text type="danger">{props.qrFailedText}</Typography.Text>
        ) : (
          <Spin description={T.qrDrawing} />
        )}
      </div>
      <div style={{ minWidth: 260 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          <WechatOutlined aria-hidden style={{ color: '#09bb07' }} /> {T.scanHint}
        </Typography.Title>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: T.orderName, children: order.order_name },
            { key: 'code', label: T.orderCode, children: order.order_code },
            {
              key: 'amount',
              label: T.amount,
              children: (
                <Typography.Text
                  strong
                  style={{ color: STATUS_TEXT.error, fontSize: 18 }}
                  data-testid="pay-amount"
                >
                  {formatPrice(order.amount)}
                </Typography.Text>
              ),
            },
            {
              key: 'remaining',
              label: T.remaining,
              children: (
                <PayCountdown
                  expiresAt={order.expires_at}
                  active={props.active}
                  onExpired={props.onExpired}
                />
              ),
            },
          ]}
        />
        <Flex align="center" gap={8} style={{ marginTop: 8 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">{T.waiting}</Typography.Text>
        </Flex>
        {local ? (
          <div style={{ marginTop: 12 }}>
            <a href={order.code_url} target="_blank" rel="noopener noreferrer">
              {T.openLocally}
            </a>
          </div>
        ) : null}
      </div>
    </Flex>
  );
}
