import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { EyeOutlined, EditOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  customPriceFen,
  formatYuan,
  PayType,
  yuanToFen,
  type CustomRequestRow,
  type GetPayUrlResponse,
  customEmailError,
} from '@qishu/contract';
import { formatCount } from '../../lib/format.ts';
import { PayMethodField, requestPayUrl } from '../../lib/payment/index.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useCurrentUser } from '../../lib/session/index.ts';
import { customPricingQuery, customRequestApi } from './custom-request-api.ts';
import { errorRule } from '../../lib/zod-rules.ts';
import { CustomRecordTexts as T } from './custom-record-texts.ts';
import { CustomPreviewModal } from './CustomPreviewModal.tsx';
import styles from './custom.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

const emailRules = [errorRule(customEmailError)];

/** The price shown for the server's yuan string: never under 1 yuan in the custom flow (§5). */
export function shownCustomPrice(yuan: string): string {
  return formatYuan(customPriceFen(yuanToFen(yuan)));
}

/**
 * The pay step of a done, unpaid request (data-shop.md §2 "Custom record detail modal"): the count
 * (read-only), the e-mail (required, the contract's rule), the payment method (微信支付) and the
 * price (getCustomizedDataPricing); 预览数据, 修改定制条件 and 立即支付 — which places the order
 * (addPerCustDataOrders, reusing an unpaid one) and asks getPayUrl for the QR.
 */
export function CustomPayForm({
  row,
  autoFocus,
  onModify,
  onPaying,
}: {
  row: CustomRequestRow;
  /** 立即购买 opened the record: the e-mail field takes the focus */
  autoFocus: boolean;
  onModify: () => void;
  onPaying: (payment: GetPayUrlResponse, email: string) => void;
}) {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const [form] = Form.useForm<{ email: string }>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = row.agent_label_apply_id;
  const pricing = useQuery(customPricingQuery(id));

  const pay = useMutation({
    mutationFn: async (email: string) => {
      const order = await customRequestApi.order({
        agent_label_apply_id: id,
        sys_user_id: user?.sys_user_id,
        email,
      });
      return requestPayUrl({
        money: order.amount,
        per_order_id: order.per_order_id,
        sys_user_id: user?.sys_user_id,
        type: 1,
        email,
        pay_type: PayType.wallet,
        count: order.nums,
      });
    },
    onSuccess: (payment, email) => onPaying(payment, email),
    onError: (error) => {
      setRefusal(error.message);
      void message.error(error.message);
    },
  });

  const submit = ({ email }: { email: string }) => {
    setRefusal(null);
    pay.mutate(email.trim());
  };

  return (
    <section className={styles.payForm} aria-label={T.payTitle}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {T.payTitle}
      </Typography.Title>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '88px' }}
        initialValues={{ email: row.order?.email ?? user?.email ?? '' }}
        onFinish={submit}
      >
        <Form.Item label={T.count}>
          <Input
            aria-label={T.count}
            readOnly
            value={`${formatCount(pricing.data?.nums ?? row.nums ?? 0)} ${T.countUnit}`}
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <Form.Item name="email" label={T.email} required rules={emailRules} validateFirst hasFeedback>
          <Input
            placeholder={T.emailPlaceholder}
            maxLength={100}
            autoComplete="email"
            autoFocus={autoFocus}
          />
        </Form.Item>
        <PayMethodField />
        <Form.Item label={T.amount}>
          {pricing.isError ? (
            <QueryErrorAlert title={T.pricingFailed} query={pricing} retryText={T.retry} small />
          ) : (
            <Flex align="baseline" gap={8} wrap>
              <span className={styles.price} data-testid="custom-price">
                {pricing.data ? shownCustomPrice(pricing.data.price) : T.pricing}
              </span>
              <Typography.Text type="secondary">{T.minPriceHint}</Typography.Text>
            </Flex>
          )}
        </Form.Item>
        {refusal ? <Alert type="warning" showIcon title={refusal} style={{ marginBottom: 16 }} /> : null}
        <Flex justify="end" gap={8} wrap>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
            {T.preview}
          </Button>
          <Button icon={<EditOutlined />} onClick={onModify}>
            {T.modify}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<QrcodeOutlined />}
            loading={pay.isPending}
            disabled={!pricing.data}
          >
            {T.payNow}
          </Button>
        </Flex>
      </Form>
      <CustomPreviewModal id={id} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </section>
  );
}
