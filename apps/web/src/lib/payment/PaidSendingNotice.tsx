import { Alert, Flex, Spin, Typography } from 'antd';
import { PaymentMessages } from '@qishu/contract';

/** Paid, and the data is being packed and mailed: 支付成功 above a spinner and what happens next. */
export function PaidSendingNotice({ hint }: { hint: string }) {
  return (
    <>
      <Alert type="success" showIcon title={PaymentMessages.paySuccess} />
      <Flex vertical align="center" gap={12} style={{ padding: '24px 0 8px' }}>
        <Spin size="large" />
        <Typography.Text>{PaymentMessages.sending}</Typography.Text>
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
    </>
  );
}
