import { useState } from 'react';
import { Button, Col, Descriptions, Empty, Modal, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CustomerServiceOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductStatus, ShopCartMessages, type CompanyPreview, type ShopProduct } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { formatCount, formatPrice } from '../../lib/format.ts';
import { useCurrentUser, useLoginGate } from '../../lib/session/index.ts';
import { useSiteInfo } from '../../lib/site-info.ts';
import { boughtQuery, inCartQuery, invalidateCartList } from '../../lib/queries/shop.ts';
import { addToCart, fetchOnShelf, productInfoQuery, productPreviewQuery } from './product-detail-api.ts';
import { DetailTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { CompanyNameLink } from '../../lib/company/CompanyNameLink.tsx';
import { STATUS_TEXT } from '../../lib/status-colours.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

export interface ProductDetailModalProps {
  /** The product to show; `product` saves a round trip when the caller already has its facts. */
  productId?: number | null;
  product?: ShopProduct | null;
  open: boolean;
  onClose: () => void;
  /** 立即购买 (signed in, product on the shelf): the app opens the purchase modal for the product. */
  onBuy: (product: ShopProduct) => void;
}

const columns: TableColumnsType<CompanyPreview> = [
  {
    title: T.col.name,
    dataIndex: 'name',
    width: 220,
    fixed: 'start',
    render: (_: unknown, c: CompanyPreview) => <CompanyNameLink name={c.name} companyId={c.company_id} />,
  },
  { title: T.col.legalPerson, dataIndex: 'legal_person', width: 100 },
  { title: T.col.regDate, dataIndex: 'reg_date', width: 110 },
  { title: T.col.regAmount, dataIndex: 'reg_amount', width: 130 },
  { title: T.col.status, dataIndex: 'status', width: 90 },
  {
    title: T.col.region,
    key: 'region',
    width: 200,
    render: (_: unknown, c: CompanyPreview) =>
      [c.province_name, c.city_name, c.town_name].filter(Boolean).join(' '),
  },
  { title: T.col.tel, dataIndex: 'tel', width: 130 },
  { title: T.col.ccode, dataIndex: 'ccode', width: 190 },
  { title: T.col.address, dataIndex: 'address', width: 240, ellipsis: true },
  { title: T.col.scope, dataIndex: 'scope', width: 280, ellipsis: true },
];

/** The product detail modal (data-shop.md §2): facts left, price and actions right, preview below. */
export function ProductDetailModal({ productId, product, open, onClose, onBuy }: ProductDetailModalProps) {
  const id = product?.shop_product_id ?? productId ?? null;
  return (
    <Modal
      open={open && id !== null}
      onCancel={onClose}
      footer={null}
      width={1000}
      title={T.title}
      destroyOnHidden
    >
      {id !== null ? <DetailBody id={id} given={product ?? null} onClose={onClose} onBuy={onBuy} /> : null}
    </Modal>
  );
}

function DetailBody({
  id,
  given,
  onClose,
  onBuy,
}: {
  id: number;
  given: ShopProduct | null;
  onClose: () => void;
  onBuy: (product: ShopProduct) => void;
}) {
  const info = useQuery({
    ...productInfoQuery(id),
    enabled: given === null,
  });
  const product = given ?? info.data ?? null;

  if (!product) {
    if (info.isError) {
      return <QueryErrorAlert title={T.productFailed} query={info} retryText={T.retry} />;
    }
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  return (
    <>
      <Row gutter={24}>
        <Col xs={24} md={14}>
          <Facts product={product} />
        </Col>
        <Col xs={24} md={10}>
          <Actions product={product} onClose={onClose} onBuy={onBuy} />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {T.brief}
      </Typography.Title>
      <Typography.Paragraph type={product.brief ? undefined : 'secondary'}>
        {product.brief || T.noBrief}
      </Typography.Paragraph>
      <Preview id={product.shop_product_id} />
    </>
  );
}

function Facts({ product }: { product: ShopProduct }) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {product.name}{' '}
        {product.status === ProductStatus.withdrawn ? <Tag color="default">{T.withdrawnTag}</Tag> : null}
      </Typography.Title>
      <Descriptions
        column={2}
        size="small"
        items={[
          {
            key: 'count',
            label: T.recordCount,
            children: `${formatCount(product.gs_basic_counts)} ${T.recordUnit}`,
          },
          { key: 'area', label: T.area, children: product.sys_area_name },
          { key: 'industry', label: T.industry, children: product.industry },
          { key: 'year', label: T.year, children: product.year },
          { key: 'source', label: T.source, children: product.source },
          { key: 'ext', label: T.format, children: product.ext },
          { key: 'size', label: T.size, children: product.size },
          { key: 'updated', label: T.updated, children: product.updated },
        ]}
      />
    </>
  );
}

function Actions({
  product,
  onClose,
  onBuy,
}: {
  product: ShopProduct;
  onClose: () => void;
  onBuy: (product: ShopProduct) => void;
}) {
  const { message } = useFeedback();
  const user = useCurrentUser();
  const gate = useLoginGate();
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const [checkingShelf, setCheckingShelf] = useState(false);
  const userId = user?.sys_user_id ?? null;
  const productId = product.shop_product_id;

  const inCartOptions = inCartQuery(userId ?? 0, productId);
  const inCart = useQuery({ ...inCartOptions, enabled: userId !== null });
  // a product the shopper paid for already: its data is in 我的订单, not to be bought twice
  const bought = useQuery({ ...boughtQuery(userId ?? 0, productId), enabled: userId !== null }).data === true;
  const markInCart = () => queryClient.setQueryData(inCartOptions.queryKey, true);

  const add = useMutation({
    mutationFn: () => addToCart(userId!, productId),
    onSuccess: (res) => {
      markInCart();
      void invalidateCartList(queryClient);
      void message.success(res.message);
    },
    onError: (error) => {
      if (isApiError(error) && error.message === ShopCartMessages.alreadyInCart) {
        markInCart();
        void message.warning(error.message);
      } else if (isApiError(error) && error.code === 400) void message.warning(error.message);
      else void message.error(error.message);
    },
  });

  const onAdd = () => {
    if (userId === null) {
      gate.openLogin();
      return;
    }
    if (inCart.data) {
      void message.warning(T.alreadyInCart);
      return;
    }
    add.mutate();
  };

  const onBuyClick = async () => {
    // buying needs a signed-in shopper (§1): a visitor gets the login modal
    if (userId === null) {
      gate.openLogin();
      return;
    }
    if (product.status === ProductStatus.withdrawn) {
      void message.warning(T.withdrawn);
      return;
    }
    setCheckingShelf(true);
    try {
      if (!(await fetchOnShelf(productId))) {
        void message.warning(T.withdrawn);
        return;
      }
    } catch {
      return; // the client has shown the error
    } finally {
      setCheckingShelf(false);
    }
    onBuy(product);
  };

  const phone = site.data?.support_phone;
  return (
    <div style={{ background: 'var(--ant-color-fill-quaternary, #fafafa)', borderRadius: 8, padding: 20 }}>
      <Typography.Text type="secondary">{T.price}</Typography.Text>
      <div
        data-testid="detail-price"
        style={{ fontSize: 30, fontWeight: 600, color: STATUS_TEXT.error, margin: '4px 0 16px' }}
      >
        {formatPrice(product.price)}
      </div>
      <Space wrap>
        <Button
          type="primary"
          size="large"
          loading={checkingShelf}
          disabled={bought}
          onClick={() => void onBuyClick()}
        >
          {bought ? T.bought : T.buyNow}
        </Button>
        {bought ? null : (
          <Button
            size="large"
            icon={<ShoppingCartOutlined aria-hidden />}
            loading={add.isPending}
            onClick={onAdd}
          >
            {inCart.data ? T.inCart : T.addToCart}
          </Button>
        )}
      </Space>
      {bought ? (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {T.boughtNote}，{/* underlined: a link inside a sentence must not be told apart by colour alone */}
          <Link to="/manin/manorder?status=1" onClick={onClose} style={{ textDecoration: 'underline' }}>
            {T.boughtOrders}
          </Link>
        </Typography.Paragraph>
      ) : null}
      <div style={{ marginTop: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <span>
          <CustomerServiceOutlined aria-hidden /> {T.contact}：
          {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : '—'}
        </span>
        <Link to="/custom" onClick={onClose}>
          {T.customise}
        </Link>
      </div>
    </div>
  );
}

function Preview({ id }: { id: number }) {
  const preview = useQuery({
    ...productPreviewQuery(id),
  });
  return (
    <>
      <Typography.Title level={5}>{T.previewTitle}</Typography.Title>
      {preview.data ? (
        <Typography.Paragraph type="secondary">
          {T.previewCount(formatCount(preview.data.count))}
        </Typography.Paragraph>
      ) : null}
      {preview.isError ? (
        <QueryErrorAlert title={T.previewFailed} query={preview} retryText={T.retry} />
      ) : (
        <Table<CompanyPreview>
          aria-label={T.previewTitle}
          rowKey="ccode"
          size="small"
          columns={columns}
          dataSource={preview.data?.res ?? []}
          loading={preview.isPending}
          pagination={false}
          scroll={{ x: 1700 }}
          locale={{ emptyText: <Empty description={T.previewEmpty} /> }}
        />
      )}
    </>
  );
}
