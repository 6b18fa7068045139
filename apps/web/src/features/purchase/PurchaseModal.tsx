import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Result, Spin, Steps, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EMAIL_PATTERN,
  PaymentStatus,
  PayType,
  ProductStatus,
  SendStatus,
  type GetOrderStatusResponse,
  type GetPayUrlResponse,
  type ShopProduct,
} from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { PayMethodField, PayQrPanel, useOrderPolling, useQrDataUrl } from '../../lib/payment/index.ts';
import { useCurrentUser, useLoginGate } from '../../lib/session/index.ts';
import { emailAccepted, requestPayUrl } from './purchase-api.ts';
import { PurchaseTexts as T } from './texts.ts';
import { invalidateAfterPurchase, invalidateUserOrders } from '../../lib/queries/shop.ts';
import { STATUS_TEXT } from '../../lib/status-colours.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The facts of a product the purchase needs (a shop product or a cart item). */
export type PurchaseProduct = Pick<
  ShopProduct,
  'shop_product_id' | 'name' | 'gs_basic_counts' | 'sys_area_name' | 'price' | 'status'
>;

/** §5: the server's e-mail check runs this long after the last keystroke. */
export const EMAIL_CHECK_DEBOUNCE_MS = 300;

export interface PurchaseModalProps {
  product: PurchaseProduct | null;
  open: boolean;
  onClose: () => void;
}

type Phase =
  | { kind: 'order' }
  | { kind: 'pay'; order: GetPayUrlResponse; email: string; result: 'waiting' | 'failed' | 'closed' }
  | {
      kind: 'send';
      order: GetPayUrlResponse;
      email: string;
      result: 'sending' | 'sent' | 'failed';
      remark: string | null;
    };

const stepOf = { order: 0, pay: 1, send: 2 } as const;

/**
 * Whether the modal is open. A context, not a prop: antd's Modal stops re-rendering its content once
 * closed (it keeps the last content for the closing animation), so a prop would never tell the flow
 * that the modal closed, and its polling would go on.
 */
const ModalOpen = createContext(false);

/**
 * The purchase modal (data-shop.md §2 "Purchase modal (3 steps)", §4): 提交订单 → 扫码支付 → 发送数据.
 * Closing it at any time stops the polling at once; opening it again starts a fresh flow at step 1.
 */
export function PurchaseModal({ product, open, onClose }: PurchaseModalProps) {
  // a new flow (fresh state, step 1) every time the modal opens
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  // keep showing the last product while the modal animates closed
  const [shown, setShown] = useState<PurchaseProduct | null>(product);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((g) => g + 1);
  }
  if (product !== null && product !== shown) setShown(product);

  return (
    <ModalOpen.Provider value={open}>
      <Modal
        open={open && shown !== null}
        onCancel={onClose}
        footer={null}
        width={760}
        title={T.title}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {shown ? (
          <PurchaseFlow key={`${generation}-${shown.shop_product_id}`} product={shown} onClose={onClose} />
        ) : null}
      </Modal>
    </ModalOpen.Provider>
  );
}

function PurchaseFlow({ product, onClose }: { product: PurchaseProduct; onClose: () => void }) {
  const active = useContext(ModalOpen);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [phase, setPhase] = useState<Phase>({ kind: 'order' });
  const [email, setEmail] = useState(user?.email ?? '');

  const polling =
    active &&
    ((phase.kind === 'pay' && phase.result === 'waiting') ||
      (phase.kind === 'send' && phase.result === 'sending'));

  const onStatus = (status: GetOrderStatusResponse) => {
    if (phase.kind === 'pay' && phase.result === 'waiting') {
      if (status.status === PaymentStatus.waiting) return;
      if (status.status === PaymentStatus.paid) {
        void message.success(T.paySuccess);
        // 我的订单 lists the paid order; the product left the cart and shows 已购买
        void invalidateAfterPurchase(queryClient);
        setPhase({ kind: 'send', order: phase.order, email: phase.email, ...sendResult(status) });
        return;
      }
      setPhase({ ...phase, result: status.status === PaymentStatus.closed ? 'closed' : 'failed' });
      return;
    }
    if (phase.kind === 'send' && phase.result === 'sending') {
      const next = sendResult(status);
      if (next.result !== 'sending') setPhase({ ...phase, ...next });
    }
  };
  useOrderPolling(phase.kind === 'order' ? null : phase.order.order_id, polling, onStatus);

  const reorder = () => setPhase({ kind: 'order' });

  return (
    <>
      <Steps
        current={stepOf[phase.kind]}
        status={
          (phase.kind === 'pay' && phase.result !== 'waiting') ||
          (phase.kind === 'send' && phase.result === 'failed')
            ? 'error'
            : phase.kind === 'send' && phase.result === 'sent'
              ? 'finish'
              : 'process'
        }
        items={T.steps.map((title) => ({ title }))}
        style={{ margin: '8px 0 24px' }}
      />
      {phase.kind === 'order' ? (
        <OrderStep
          product={product}
          email={email}
          onCancel={onClose}
          onCreated={(order, address) => {
            setEmail(address);
            void invalidateUserOrders(queryClient); // 我的订单 lists the new (then paid) order
            setPhase({ kind: 'pay', order, email: address, result: 'waiting' });
          }}
        />
      ) : null}
      {phase.kind === 'pay' ? (
        <PayStep
          order={phase.order}
          result={phase.result}
          onExpired={() =>
            setPhase((p) => (p.kind === 'pay' && p.result === 'waiting' ? { ...p, result: 'closed' } : p))
          }
          onReorder={reorder}
        />
      ) : null}
      {phase.kind === 'send' ? (
        <SendStep email={phase.email} result={phase.result} remark={phase.remark} onClose={onClose} />
      ) : null}
    </>
  );
}

function sendResult(status: GetOrderStatusResponse): {
  result: 'sending' | 'sent' | 'failed';
  remark: string | null;
} {
  if (status.is_send === SendStatus.pending) return { result: 'sending', remark: null };
  if (status.is_send === SendStatus.sent) return { result: 'sent', remark: null };
  return { result: 'failed', remark: status.send_remark };
}

/**
 * The server's e-mail check, debounced: a call answers after {@link EMAIL_CHECK_DEBOUNCE_MS} of quiet;
 * a superseded call answers `true` at once (the form ignores stale answers). Answers are cached.
 */
function useEmailCheck(): (email: string) => Promise<boolean> {
  const cache = useRef(new Map<string, boolean>());
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; resolve: (ok: boolean) => void } | null>(
    null,
  );
  useEffect(
    () => () => {
      if (pending.current) {
        clearTimeout(pending.current.timer);
        pending.current.resolve(true);
      }
    },
    [],
  );
  return (email: string) => {
    if (pending.current) {
      clearTimeout(pending.current.timer);
      pending.current.resolve(true);
      pending.current = null;
    }
    const known = cache.current.get(email);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        pending.current = null;
        void emailAccepted(email).then((ok) => {
          cache.current.set(email, ok);
          resolve(ok);
        });
      }, EMAIL_CHECK_DEBOUNCE_MS);
      pending.current = { timer, resolve };
    });
  };
}

function OrderStep({
  product,
  email,
  onCancel,
  onCreated,
}: {
  product: PurchaseProduct;
  email: string;
  onCancel: () => void;
  onCreated: (order: GetPayUrlResponse, email: string) => void;
}) {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const gate = useLoginGate();
  const [form] = Form.useForm<{ email: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const checkEmail = useEmailCheck();
  const withdrawn = product.status === ProductStatus.withdrawn;

  const create = useMutation({
    mutationFn: (address: string) =>
      requestPayUrl({
        money: Number(product.price),
        shop_product_id: product.shop_product_id,
        sys_user_id: user?.sys_user_id,
        type: 1,
        email: address,
        pay_type: PayType.wallet,
      }),
    onSuccess: (order, address) => onCreated(order, address),
    onError: (error) => {
      if (isApiError(error) && error.kind === 'business' && error.code === 400) {
        setRefusal(error.message);
        void message.warning(error.message);
      } else {
        void message.error(error.message);
      }
    },
  });

  const submit = ({ email: raw }: { email: string }) => {
    setRefusal(null);
    if (withdrawn) {
      setRefusal(T.withdrawn);
      void message.warning(T.withdrawn);
      return;
    }
    if (!user) {
      void message.info(T.loginFirst);
      gate.openLogin();
      return;
    }
    create.mutate(raw.trim());
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ email }}
      onFinish={submit}
      requiredMark={false}
      aria-label={T.steps[0]}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 20 }}
        items={[
          { key: 'name', label: T.product, children: product.name },
          {
            key: 'count',
            label: T.recordCount,
            children: `${formatCount(product.gs_basic_counts)} ${T.recordUnit}`,
          },
          { key: 'area', label: T.area, children: product.sys_area_name },
          {
            key: 'price',
            label: T.price,
            children: (
              <Typography.Text
                strong
                style={{
                  color: STATUS_TEXT.error /* antd's #f5222d reads at 4.07:1 on white */,
                  fontSize: 18,
                }}
                data-testid="purchase-price"
              >
                {formatPrice(product.price)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {withdrawn || refusal ? (
        <Alert type="warning" showIcon title={refusal ?? T.withdrawn} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        name="email"
        label={T.email}
        validateFirst
        hasFeedback
        rules={[
          { required: true, whitespace: true, message: T.emailRequired },
          { pattern: EMAIL_PATTERN, message: T.emailInvalid, transform: (v: string) => v.trim() },
          {
            validator: async (_rule, value: string) => {
              if (!(await checkEmail(value.trim()))) throw new Error(T.emailInvalid);
            },
          },
        ]}
      >
        <Input placeholder={T.emailPlaceholder} autoComplete="email" maxLength={100} />
      </Form.Item>
      <PayMethodField />
      <Alert
        type="info"
        showIcon
        title={T.notice}
        description={
          <>
            <div>{T.noticeRefund}</div>
            <div>{T.noticePackaging}</div>
          </>
        }
        style={{ marginBottom: 20 }}
      />
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={withdrawn}>
          {T.submit}
        </Button>
      </Flex>
    </Form>
  );
}

function PayStep({
  order,
  result,
  onExpired,
  onReorder,
}: {
  order: GetPayUrlResponse;
  result: 'waiting' | 'failed' | 'closed';
  onExpired: () => void;
  onReorder: () => void;
}) {
  const open = useContext(ModalOpen);
  const qr = useQrDataUrl(result === 'waiting' ? order.code_url : null);

  if (result === 'failed') {
    return (
      <Result
        status="error"
        title={T.payFailed}
        subTitle={T.payFailedHint}
        extra={
          <Button type="primary" onClick={onReorder}>
            {T.reorder}
          </Button>
        }
      />
    );
  }
  if (result === 'closed') {
    return (
      <Result
        status="warning"
        title={T.payClosed}
        extra={
          <Button type="primary" onClick={onReorder}>
            {T.reorder}
          </Button>
        }
      />
    );
  }
  return <PayQrPanel order={order} qr={qr} active={open} onExpired={onExpired} qrFailedText={T.qrFailed} />;
}

function SendStep({
  email,
  result,
  remark,
  onClose,
}: {
  email: string;
  result: 'sending' | 'sent' | 'failed';
  remark: string | null;
  onClose: () => void;
}) {
  return (
    <>
      <Alert type="success" showIcon title={T.paySuccess} />
      {result === 'sending' ? (
        <Flex vertical align="center" gap={12} style={{ padding: '32px 0' }}>
          <Spin size="large" />
          <Typography.Text>{T.sending}</Typography.Text>
          <Typography.Text type="secondary">{T.noticePackaging}</Typography.Text>
        </Flex>
      ) : null}
      {result === 'sent' ? (
        <Result
          status="success"
          title={T.sendSuccess}
          subTitle={T.sentTo(email)}
          extra={
            <Button type="primary" onClick={onClose}>
              {T.done}
            </Button>
          }
        />
      ) : null}
      {result === 'failed' ? (
        <Result
          status="error"
          title={T.sendFailed}
          subTitle={remark || T.sendFailedHint}
          extra={<Button onClick={onClose}>{T.close}</Button>}
        />
      ) : null}
    </>
  );
}
