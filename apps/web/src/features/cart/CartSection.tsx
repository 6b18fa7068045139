import { useEffect } from 'react';
import { Button, Empty, Flex, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShopPageSize, type CartItem } from '@qishu/contract';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { cartListQuery, invalidateCart } from '../../lib/queries/shop.ts';
import { deleteCartItem } from './cart-api.ts';
import { CartTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { LazyPagination } from '../../lib/ui/LazyPagination.tsx';
import { Panel } from '../../lib/ui/Panel.tsx';
import text from '../../lib/ui/text.module.css';
import styles from '../../lib/ui/card-list.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

export interface CartSectionProps {
  /** Opens the product detail (the app composes the modal). */
  onOpenProduct?: (item: CartItem) => void;
  /** 立即购买 of an item still on the shelf: the app opens the purchase modal for it. */
  onBuy: (item: CartItem) => void;
}

/** 我的购物车 (/manin/cart): 10 per page, buy now, delete with confirmation, sold-off notice. */
export function CartSection({ onOpenProduct, onBuy }: CartSectionProps) {
  const { message, modal } = useFeedback();
  const user = useCurrentUser();
  const userId = user?.sys_user_id ?? 0;
  const [page, setPage] = usePageParam();
  const queryClient = useQueryClient();
  const cart = useQuery({
    ...cartListQuery(userId, page),
    enabled: userId > 0,
  });
  const remove = useMutation({
    mutationFn: (item: CartItem) => deleteCartItem(userId, item.shop_cart_id),
    onSuccess: (text) => {
      void message.success(text);
      void invalidateCart(queryClient);
    },
  });

  // a page emptied by a delete steps back one page
  const rows = cart.data?.data.length ?? 0;
  useEffect(() => {
    if (cart.data && rows === 0 && page > 1) setPage(page - 1);
  }, [cart.data, rows, page, setPage]);

  // a confirm dialog (antd's through lib/feedback, loaded on demand) rather than a Popconfirm, whose
  // popup code would load with the cart; OK waits for the delete
  const confirmRemove = (item: CartItem) =>
    modal.confirm({
      title: T.confirmTitle,
      content: T.confirmBody,
      okText: T.ok,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(item).catch(() => undefined),
    });

  const buy = (item: CartItem) => {
    if (item.sold_off) void message.warning(T.soldOffNotice);
    else onBuy(item);
  };

  if (cart.isError) {
    return <QueryErrorAlert title={T.loadFailed} query={cart} retryText={T.retry} />;
  }
  if (cart.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (cart.data.count === 0) {
    return (
      <Empty description={T.empty}>
        <Link to="/mall">{T.goShopping}</Link>
      </Empty>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={T.listLabel}>
        {cart.data.data.map((item) => (
          <li key={item.shop_cart_id} className={styles.item}>
            <Panel size="small" data-testid="cart-item">
              <Flex justify="space-between" align="center" gap={16} wrap>
                {/* a basis of its own: on a phone the price and buttons wrap below the text, not squeeze it */}
                <div style={{ minWidth: 0, flex: '1 1 260px' }}>
                  {onOpenProduct ? (
                    <button type="button" className={text.linkButton} onClick={() => onOpenProduct(item)}>
                      {item.name}
                    </button>
                  ) : (
                    <strong>{item.name}</strong>
                  )}{' '}
                  {item.sold_off ? <Tag color="default">{T.soldOff}</Tag> : null}
                  {item.bought ? <Tag color="success">{T.bought}</Tag> : null}
                  <div className={text.secondary}>
                    {T.recordCount} {formatCount(item.gs_basic_counts)} {T.recordUnit} · {T.area}{' '}
                    {item.sys_area_name} · {T.industry} {item.industry} · {T.year} {item.year} ·{' '}
                    {T.added(item.added.slice(0, 16))}
                  </div>
                  {item.sold_off ? <span className={text.warning}>{T.soldOffNotice}</span> : null}
                  {item.bought ? (
                    <span className={text.secondary}>
                      {T.boughtNotice}，
                      <Link to="/manin/manorder?status=1" style={{ textDecoration: 'underline' }}>
                        {T.toOrders}
                      </Link>
                    </span>
                  ) : null}
                </div>
                <span className={text.price}>{formatPrice(item.price)}</span>
                <Flex gap={8}>
                  <Button type="primary" disabled={item.bought} onClick={() => buy(item)}>
                    {item.bought ? T.bought : T.buyNow}
                  </Button>
                  <Button danger onClick={() => confirmRemove(item)}>
                    {T.delete}
                  </Button>
                </Flex>
              </Flex>
            </Panel>
          </li>
        ))}
      </ul>
      <Flex justify="end">
        <LazyPagination
          current={page}
          pageSize={ShopPageSize.cart}
          total={cart.data.count}
          showTotal={T.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      </Flex>
    </>
  );
}
