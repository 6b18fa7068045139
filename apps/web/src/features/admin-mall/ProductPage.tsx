import { useState } from 'react';
import {
  Alert,
  Button,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MallCalls, ProductStatus, type ProductRow } from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import {
  CreateButton,
  DeleteAction,
  LinkButton,
  ListPage,
  TIME_COLUMN_WIDTH,
  TimeCell,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { mallApi, productOptionsQuery } from './mall-api.ts';
import { toProductInput, type ProductFormValues } from './product-form.ts';
import { ProductFormModal } from './ProductFormModal.tsx';
import { MallTexts } from './texts.ts';

const T = MallTexts.product;

type Editing = { mode: 'create' } | { mode: 'edit'; row: ProductRow } | null;

const searchKeys = ['name', 'shop_product_cate_id', 'status', 'is_hot', 'shop_label_id'] as const;

/** /malldata/dataproduct: the shop's data products, each defined by a company filter. */
export function ProductPage() {
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const options = useQuery({ ...productOptionsQuery(), staleTime: 60_000 });
  const close = () => setEditing(null);
  const products = callKey(MallCalls.products);
  const save = useSave(
    (v: ProductFormValues) =>
      editing?.mode === 'edit'
        ? mallApi.updateProduct(editing.row.shop_product_id, toProductInput(v))
        : mallApi.createProduct(toProductInput(v)),
    { invalidate: products, onDone: close },
  );
  const publish = useSave((id: number) => mallApi.publish(id), {
    invalidate: products,
    successText: T.published,
  });
  const withdraw = useSave((id: number) => mallApi.withdraw(id), {
    invalidate: products,
    successText: T.withdrawn,
  });
  const remove = useSave((id: number) => mallApi.deleteProduct(id), {
    invalidate: products,
    successText: MallTexts.deleted,
  });

  const opts = options.data;
  const cateOptions = (opts?.categories ?? []).map((top) => ({
    label: top.name,
    title: top.name,
    options: [
      { value: top.shop_product_cate_id, label: `${top.name}（全部）` },
      ...(top.children ?? []).map((c) => ({ value: c.shop_product_cate_id, label: c.name })),
    ],
  }));

  const columns: TableProps<ProductRow>['columns'] = [
    {
      title: T.name,
      dataIndex: 'name',
      width: 220,
      ellipsis: true,
      render: (v: string, r) => (
        <Space size={4}>
          <Typography.Text strong>{v}</Typography.Text>
          {r.is_hot === 1 && <Tag color="red">{T.isHot}</Tag>}
        </Space>
      ),
    },
    {
      title: T.category,
      key: 'cate',
      width: 140,
      render: (_: unknown, r) =>
        r.parent_cate_name ? `${r.parent_cate_name} / ${r.cate_name}` : r.cate_name,
    },
    {
      title: T.labels,
      dataIndex: 'labels',
      width: 150,
      render: (labels: ProductRow['labels']) =>
        labels.map((l) => <Tag key={l.shop_label_id}>{l.label_name}</Tag>),
    },
    { title: T.area, dataIndex: 'sys_area_name', width: 100, ellipsis: true },
    {
      title: T.counts,
      dataIndex: 'gs_basic_counts',
      width: 90,
      align: 'right',
      render: (v: number) => v.toLocaleString('zh-CN'),
    },
    { title: T.price, dataIndex: 'price', width: 90, align: 'right' },
    {
      title: T.status,
      dataIndex: 'status',
      width: 80,
      render: (v: number) =>
        v === ProductStatus.onShelf ? <Tag color="green">{T.published}</Tag> : <Tag>{T.withdrawn}</Tag>,
    },
    {
      title: T.updatedAt,
      dataIndex: 'updated_at',
      width: TIME_COLUMN_WIDTH,
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: MallTexts.actions,
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {can('mall:product:update') && (
            <LinkButton disabled={!opts} onClick={() => setEditing({ mode: 'edit', row: r })}>
              {MallTexts.edit}
            </LinkButton>
          )}
          {r.status !== ProductStatus.onShelf && can('mall:product:publish') && (
            <Popconfirm
              title={T.publishConfirm(r.name)}
              okText="确定"
              cancelText="取消"
              onConfirm={() => publish.mutateAsync(r.shop_product_id).catch(() => undefined)}
            >
              <LinkButton>{T.publish}</LinkButton>
            </Popconfirm>
          )}
          {r.status === ProductStatus.onShelf && can('mall:product:withdraw') && (
            <Popconfirm
              title={T.withdrawConfirm(r.name)}
              okText="确定"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => withdraw.mutateAsync(r.shop_product_id).catch(() => undefined)}
            >
              <LinkButton>{T.withdraw}</LinkButton>
            </Popconfirm>
          )}
          {can('mall:product:delete') && (
            <DeleteAction title={T.deleteConfirm} onConfirm={() => remove.mutateAsync(r.shop_product_id)} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {options.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={MallTexts.loadFailed}
          description={options.error.message}
          action={
            <Button size="small" onClick={() => void options.refetch()}>
              {MallTexts.retry}
            </Button>
          }
        />
      )}
      <ListPage<ProductRow>
        title={T.title}
        queryKey={products}
        rowKey="shop_product_id"
        columns={columns}
        fetchPage={(params, signal) => {
          const q: Record<string, string | number> = { page: params.page, limit: params.limit };
          for (const k of searchKeys) {
            const v = params[k];
            if ((typeof v === 'string' && v.trim()) || typeof v === 'number')
              q[k] = typeof v === 'string' ? v.trim() : v;
          }
          return mallApi.products(q, signal);
        }}
        toolbar={
          can('mall:product:create') && (
            <Tooltip title={opts ? undefined : MallTexts.loadFailed}>
              <CreateButton disabled={!opts} onClick={() => setEditing({ mode: 'create' })}>
                {T.create}
              </CreateButton>
            </Tooltip>
          )
        }
        searchFields={
          <>
            <Form.Item name="name" label={T.name}>
              <Input allowClear maxLength={50} placeholder={T.namePlaceholder} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="shop_product_cate_id" label={T.category}>
              <Select allowClear options={cateOptions} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="status" label={T.status}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={[
                  { value: ProductStatus.onShelf, label: T.published },
                  { value: ProductStatus.withdrawn, label: T.withdrawn },
                ]}
              />
            </Form.Item>
            <Form.Item name="is_hot" label={T.isHot}>
              <Select
                allowClear
                style={{ width: 90 }}
                options={[
                  { value: 1, label: MallTexts.yes },
                  { value: 0, label: MallTexts.no },
                ]}
              />
            </Form.Item>
            <Form.Item name="shop_label_id" label={T.labels}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={(opts?.labels ?? []).map((l) => ({ value: l.shop_label_id, label: l.label_name }))}
              />
            </Form.Item>
          </>
        }
      />
      {opts && (
        <ProductFormModal
          open={editing !== null}
          editing={editing?.mode === 'edit' ? editing.row : null}
          options={opts}
          saving={save.isPending}
          onCancel={close}
          onSubmit={(v) => save.mutateAsync(v)}
        />
      )}
    </>
  );
}
