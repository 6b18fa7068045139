import { Button, Empty, Flex, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ShopPageSize, type UserOrder } from '@qishu/contract';
import { formatPrice } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { userOrdersQuery } from '../../lib/queries/shop.ts';
import { OrderDataActions, SendStateTag } from './OrderDataActions.tsx';
import { OrderTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { LazyPagination } from '../../lib/ui/LazyPagination.tsx';
import { Panel } from '../../lib/ui/Panel.tsx';
import { TabStrip } from '../../lib/ui/TabStrip.tsx';
import text from '../../lib/ui/text.module.css';
import styles from '../../lib/ui/card-list.module.css';

export interface OrdersSectionProps {
  /** Opens the product detail of an order's product (shop_product_id above 0). */
  onOpenProduct?: (shopProductId: number) => void;
}

/** 我的订单 (/manin/manorder?status=0|1): tabs 未支付 / 已支付, 10 cards per page. */
export function OrdersSection({ onOpenProduct }: OrdersSectionProps) {
  const user = useCurrentUser();
  const userId = user?.sys_user_id ?? 0;
  const [params, setParams] = useSearchParams();
  const status: 0 | 1 = params.get('status') === '1' ? 1 : 0;
  const [page, setPage] = usePageParam();
  const orders = useQuery({
    ...userOrdersQuery(userId, status, page),
    enabled: userId > 0,
  });

  // switching tab resets to page 1
  const switchTab = (key: '0' | '1') =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('status', key);
      next.delete('page');
      return next;
    });

  let body;
  if (orders.isError) {
    body = <QueryErrorAlert title={T.loadFailed} query={orders} retryText={T.retry} />;
  } else if (orders.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (orders.data.count === 0) {
    body = <Empty description={status === 1 ? T.emptyPaid : T.emptyUnpaid} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={T.listLabel}>
          {orders.data.res.map((order, index) => (
            <li key={order.shop_order_id} className={styles.item}>
              <OrderCard order={order} shaded={(index + page) % 2 === 0} onOpenProduct={onOpenProduct} />
            </li>
          ))}
        </ul>
        <Flex justify="end">
          <LazyPagination
            current={page}
            pageSize={ShopPageSize.orders}
            total={orders.data.count}
            showTotal={T.total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      </>
    );
  }

  return (
    <TabStrip
      activeKey={status === 1 ? '1' : '0'}
      onChange={switchTab}
      items={[
        { key: '0', label: T.unpaid },
        { key: '1', label: T.paid },
      ]}
    >
      {body}
    </TabStrip>
  );
}

function OrderCard({
  order,
  shaded,
  onOpenProduct,
}: {
  order: UserOrder;
  shaded: boolean;
  onOpenProduct: ((id: number) => void) | undefined;
}) {
  const open =
    onOpenProduct && order.shop_product_id > 0 ? () => onOpenProduct(order.shop_product_id) : undefined;
  const paid = order.status === 1;
  return (
    <Panel
      size="small"
      data-testid="order-card"
      style={{ background: shaded ? 'var(--ant-color-fill-quaternary, #fafafa)' : undefined }}
    >
      <Flex justify="space-between" align="center" gap={16} wrap>
        {/* a basis of its own: on a phone the amount and actions wrap below the text */}
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          {/* the name opens the product (a button of its own, so the card can hold other actions) */}
          {open ? (
            <Button
              type="link"
              onClick={open}
              style={{
                padding: 0,
                height: 'auto',
                fontWeight: 600,
                whiteSpace: 'normal',
                textAlign: 'start',
              }}
            >
              {order.order_name}
            </Button>
          ) : (
            <strong>{order.order_name}</strong>
          )}
          <div className={text.secondary}>
            {T.code} {order.order_code} · {T.created} {order.order_created.slice(0, 16)}
          </div>
          {paid ? (
            <Flex gap={8} align="center" wrap style={{ marginTop: 6 }}>
              <SendStateTag order={order} />
              {order.is_send === 1 ? <span className={text.secondary}>{T.sentTo(order.email)}</span> : null}
            </Flex>
          ) : null}
        </div>
        <span className={text.price} aria-label={T.amount}>
          {formatPrice(order.amount)}
        </span>
        <Tag color={paid ? 'success' : 'warning'}>{paid ? T.paid : T.unpaid}</Tag>
        {paid && order.is_send !== 0 ? <OrderDataActions order={order} /> : null}
      </Flex>
    </Panel>
  );
}
