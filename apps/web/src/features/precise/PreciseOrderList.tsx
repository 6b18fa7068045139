import { useState } from 'react';
import { Button, Empty, Flex, Skeleton, Space, Tag } from 'antd';
import { DownloadOutlined, MailOutlined, QrcodeOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  conditionText,
  PayType,
  PRECISE_ORDER_PAGE_SIZE,
  SendStatus,
  wizardEmailError,
  type GetPayUrlResponse,
  type PreciseOrder,
} from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { requestPayUrl } from '../../lib/payment/index.ts';
import { SendEmailDialog, useOrderDownload } from '../../lib/delivery/index.ts';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { LazyPagination } from '../../lib/ui/LazyPagination.tsx';
import text from '../../lib/ui/text.module.css';
import { invalidatePreciseOrders, preciseOrdersQuery } from './precise-api.ts';
import { PreciseOrderListTexts as T } from './order-list-texts.ts';
import styles from './precise-order-list.module.css';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

// the payment dialog (its QR code and polling) loads when an unpaid order is paid
const PayQrModal = lazyDialog(() => import('./PayQrModal.tsx').then((m) => m.PayQrModal));

/** order_status 1 = exported (data-shop.md §4 "Precise order"). */
const EXPORTED = 1;

function StateTag({ order }: { order: PreciseOrder }) {
  if (order.order_status === EXPORTED) return <Tag color="success">{T.exported}</Tag>;
  if (order.status !== 1) return <Tag color="orange">{T.unpaid}</Tag>;
  if (order.is_send === SendStatus.failed) return <Tag color="error">{T.sendFailedTag}</Tag>;
  return <Tag color="processing">{T.sendingTag}</Tag>;
}

/**
 * 我的数据 → 精准查询 (data-shop.md §2 "My data", §4): the caller's precise orders, 10 per page. An
 * exported order shows 导出时间, 发送到邮箱 and 下载数据; others show 下单时间, and an unpaid one 去支付.
 */
export function PreciseOrderList() {
  const user = useCurrentUser();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [mailing, setMailing] = useState<PreciseOrder | null>(null);
  const [paying, setPaying] = useState<GetPayUrlResponse | null>(null);
  const orders = useQuery({
    ...preciseOrdersQuery(user?.sys_user_id ?? 0, page),
    placeholderData: keepPreviousData,
  });

  const download = useOrderDownload();
  const pay = useMutation({
    mutationFn: (order: PreciseOrder) =>
      requestPayUrl({
        money: order.amount,
        per_order_id: order.per_order_id,
        sys_user_id: user?.sys_user_id,
        type: 1,
        email: order.email,
        pay_type: PayType.wallet,
        count: order.nums,
      }),
    onSuccess: setPaying,
    onError: (error) => {
      if (isApiError(error) && error.kind === 'business') void message.warning(error.message);
      else void message.error((error as Error).message);
    },
  });
  const refresh = () => void invalidatePreciseOrders(client);

  if (orders.isError) {
    return <QueryErrorAlert title={T.listFailed} query={orders} retryText={T.retry} />;
  }
  if (orders.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (orders.data.count === 0) return <Empty description={T.listEmpty} />;

  return (
    <>
      <div aria-label={T.listLabel} role="list">
        {orders.data.res.map((order) => {
          const exported = order.order_status === EXPORTED;
          return (
            <article key={order.per_order_id} className={styles.orderCard} role="listitem">
              <Flex justify="space-between" align="flex-start" gap={16}>
                <Space size={8} wrap>
                  <span className={text.strong}>{order.order_name}</span>
                  <StateTag order={order} />
                </Space>
                <span className={styles.price} style={{ fontSize: 18 }}>
                  {formatPrice(order.amount)}
                </span>
              </Flex>
              <p className={styles.condition} title={order.search_text}>
                {conditionText(order.search_text)}
              </p>
              <Flex justify="space-between" align="center" wrap gap={12}>
                <Space size={20} wrap>
                  <span className={text.secondary}>
                    {T.nums}：
                    <span className={styles.number} style={{ color: 'rgba(0,0,0,0.88)' }}>
                      {formatCount(order.nums)} 条
                    </span>
                  </span>
                  <span className={text.secondary}>
                    {exported ? T.exportTime : T.orderTime}：
                    <span className={styles.number} style={{ color: 'rgba(0,0,0,0.88)' }}>
                      {formatDateTime(
                        exported ? (order.exported_at ?? order.order_created) : order.order_created,
                      )}
                    </span>
                  </span>
                  <span className={text.secondary}>{order.order_code}</span>
                </Space>
                <Space size={8}>
                  {exported ? (
                    <>
                      <Button size="small" icon={<MailOutlined />} onClick={() => setMailing(order)}>
                        {T.sendEmail}
                      </Button>
                      <Button
                        size="small"
                        type="primary"
                        icon={<DownloadOutlined />}
                        loading={download.isPending && download.variables === order.per_order_id}
                        onClick={() => download.mutate(order.per_order_id)}
                      >
                        {T.download}
                      </Button>
                    </>
                  ) : order.status !== 1 ? (
                    <Button
                      size="small"
                      type="primary"
                      icon={<QrcodeOutlined />}
                      loading={pay.isPending && pay.variables.per_order_id === order.per_order_id}
                      onClick={() => pay.mutate(order)}
                    >
                      {T.payNow}
                    </Button>
                  ) : null}
                </Space>
              </Flex>
            </article>
          );
        })}
      </div>
      <LazyPagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={page}
        pageSize={PRECISE_ORDER_PAGE_SIZE}
        total={orders.data.count}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
      <SendEmailDialog
        order={
          mailing && { per_order_id: mailing.per_order_id, email: mailing.email, name: mailing.order_name }
        }
        emailError={wizardEmailError}
        onClose={() => setMailing(null)}
      />
      {paying ? (
        <PayQrModal
          key={paying.order_id}
          open
          payment={paying}
          onPaid={refresh}
          onClose={() => {
            setPaying(null);
            refresh();
          }}
          onSendDone={(outcome) => {
            setPaying(null);
            refresh();
            if (outcome.sent) void message.success(T.sendSuccess);
            else void message.error(outcome.remark || T.sendFailed);
          }}
        />
      ) : null}
    </>
  );
}
