import { useState } from 'react';
import {
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MallCalls, MallMessages, type CategoryInput, type CategoryNode } from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListTitleBar,
  SearchBar,
  useSave,
  useTableLayout,
} from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { categoriesQuery, mallApi } from './mall-api.ts';
import { MallTexts } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';

const T = MallTexts.category;

type Editing = { mode: 'create'; parent: CategoryNode | null } | { mode: 'edit'; node: CategoryNode } | null;

interface Values {
  parent_id: number;
  name: string;
  brief?: string;
  orders?: number | null;
}

/** /malldata/category: the shop's two-level categories with their topic texts. */
export function CategoryPage() {
  const can = useCan();
  const [form] = Form.useForm<{ name?: string }>();
  const [name, setName] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery(categoriesQuery(name));
  const tops = query.data?.list ?? [];
  const close = () => setEditing(null);
  const save = useSave(
    (v: Values) => {
      const input: CategoryInput = {
        parent_id: v.parent_id,
        name: v.name,
        brief: v.brief ?? '',
        orders: v.orders ?? 0,
      };
      return editing?.mode === 'edit'
        ? mallApi.updateCategory(editing.node.shop_product_cate_id, input)
        : mallApi.createCategory(input);
    },
    { invalidate: callKey(MallCalls.categories), onDone: close },
  );
  const remove = useSave((id: number) => mallApi.deleteCategory(id), {
    invalidate: callKey(MallCalls.categories),
    successText: MallTexts.deleted,
  });

  const columns: TableProps<CategoryNode>['columns'] = [
    {
      title: T.name,
      dataIndex: 'name',
      width: 200,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: T.level,
      dataIndex: 'parent_id',
      width: 80,
      render: (v: number) => <Tag color={v === 0 ? 'blue' : undefined}>{T.levels[v === 0 ? 1 : 2]}</Tag>,
    },
    {
      title: T.brief,
      dataIndex: 'brief',
      width: 320,
      ellipsis: { showTitle: false },
      render: (v: string) =>
        v ? (
          <Tooltip title={v} placement="topLeft">
            {v}
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: T.orders, dataIndex: 'orders', width: 80, align: 'right' },
    { title: T.products, dataIndex: 'product_count', width: 90, align: 'right' },
    {
      title: MallTexts.actions,
      key: 'actions',
      width: 200,
      render: (_: unknown, r) => {
        const children = r.children?.length ?? 0;
        const blocked =
          children > 0 ? T.hasChildren : r.product_count > 0 ? T.hasProducts(r.product_count) : null;
        return (
          <Space size={0}>
            {can('mall:category:create') && r.parent_id === 0 && (
              <LinkButton onClick={() => setEditing({ mode: 'create', parent: r })}>{T.addChild}</LinkButton>
            )}
            {can('mall:category:update') && (
              <LinkButton onClick={() => setEditing({ mode: 'edit', node: r })}>{MallTexts.edit}</LinkButton>
            )}
            {can('mall:category:delete') && (
              <DeleteAction
                blockedBy={blocked}
                title={T.deleteConfirm}
                onConfirm={() => remove.mutateAsync(r.shop_product_cate_id)}
              />
            )}
          </Space>
        );
      },
    },
  ];

  const layout = useTableLayout(columns);

  const initial: Partial<Values> | undefined =
    editing?.mode === 'edit'
      ? {
          parent_id: editing.node.parent_id,
          name: editing.node.name,
          brief: editing.node.brief,
          orders: editing.node.orders,
        }
      : editing?.mode === 'create'
        ? { parent_id: editing.parent?.shop_product_cate_id ?? 0, orders: 0 }
        : undefined;
  const editingTop = editing?.mode === 'edit' && editing.node.parent_id === 0;
  const parentOptions = [
    { value: 0, label: T.topLevel },
    ...tops
      .filter(
        (t) => !(editing?.mode === 'edit' && t.shop_product_cate_id === editing.node.shop_product_cate_id),
      )
      .map((t) => ({ value: t.shop_product_cate_id, label: t.name })),
  ];

  return (
    <Flex vertical gap={12}>
      <SearchBar
        form={form}
        name="category-search"
        onFinish={(v) => setName(v.name?.trim() || undefined)}
        onReset={() => setName(undefined)}
      >
        <Form.Item name="name" label={T.keyword}>
          <Input allowClear maxLength={20} style={{ width: 220 }} />
        </Form.Item>
      </SearchBar>
      <ListTitleBar title={T.title}>
        {can('mall:category:create') && (
          <CreateButton onClick={() => setEditing({ mode: 'create', parent: null })}>
            {T.createTop}
          </CreateButton>
        )}
      </ListTitleBar>
      {query.isError ? (
        <QueryErrorAlert title={MallTexts.loadFailed} query={query} retryText={MallTexts.retry} small />
      ) : (
        <Table<CategoryNode>
          rowKey="shop_product_cate_id"
          size="middle"
          columns={layout.columns}
          scroll={{ x: layout.x }}
          dataSource={tops}
          loading={query.isFetching}
          locale={{ emptyText: T.empty }}
          expandable={{ defaultExpandAllRows: true }}
          key={`${name ?? ''}-${tops.length}`}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, showTotal: (n) => T.total(n) }}
        />
      )}
      <FormModal<Values>
        open={editing !== null}
        title={
          editing?.mode === 'edit'
            ? T.editTitle
            : T.createTitle(editing?.mode === 'create' ? (editing.parent?.name ?? null) : null)
        }
        initialValues={initial}
        saving={save.isPending}
        onCancel={close}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <Form.Item name="parent_id" label={T.parent}>
          <Select options={parentOptions} disabled={editingTop && (editing.node.children?.length ?? 0) > 0} />
        </Form.Item>
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: MallMessages.cateNameRequired },
            { max: 20, message: MallMessages.cateNameTooLong },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="orders" label={T.orders}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="brief"
          label={T.brief}
          rules={[{ max: 2000, message: MallMessages.cateBriefTooLong }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={2000}
            placeholder={T.briefPlaceholder}
          />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}
