import { useMemo, useState } from 'react';
import { Form, Input, InputNumber, Radio, Select, Space, Tag, Typography, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  MallOrderCalls,
  MallOrderMessages as M,
  ProductStatus,
  SubjectCovers,
  subjectCoverText,
  SubjectLimits,
  subjectStatusText,
  type SubjectCover,
  type SubjectRow,
} from '@qishu/contract';
import {
  AdminUiTexts,
  CreateButton,
  editDeleteColumn,
  FormModal,
  ListPage,
  TIME_COLUMN_WIDTH,
  TimeCell,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { callKey } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { searchQuery } from './format.ts';
import { mallOrdersApi } from './mall-orders-api.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { MallOrderTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = MallOrderTexts.subject;

/** The cover patterns as the mall draws them (kept in step with features/shop/SpecialSubjects.tsx). */
const coverBackground: Record<SubjectCover, string> = {
  ocean: 'linear-gradient(135deg, #1d4ed8, #38bdf8)',
  forest: 'linear-gradient(135deg, #166534, #4ade80)',
  sunset: 'linear-gradient(135deg, #c2410c, #fbbf24)',
  violet: 'linear-gradient(135deg, #6d28d9, #c084fc)',
  slate: 'linear-gradient(135deg, #1f2937, #64748b)',
};
const swatch = (cover: string) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 28,
      height: 16,
      borderRadius: 4,
      verticalAlign: 'middle',
      background: coverBackground[cover as SubjectCover] ?? coverBackground.slate,
    }}
  />
);

interface Values {
  title: string;
  intro?: string;
  cover: SubjectCover;
  status: 0 | 1;
  orders?: number | null;
  product_ids?: number[];
}

type Editing = { mode: 'create' } | { mode: 'edit'; row: SubjectRow } | null;

/** /malldata/specialsubject: curated subjects of data products shown on the mall home. */
export function SpecialSubjectPage() {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const save = useSave(
    (v: Values) => {
      const input = {
        title: v.title,
        intro: v.intro ?? '',
        cover: v.cover,
        status: v.status,
        orders: v.orders ?? 0,
        product_ids: v.product_ids ?? [],
      };
      return editing?.mode === 'edit'
        ? mallOrdersApi.updateSubject(editing.row.special_subject_id, input)
        : mallOrdersApi.createSubject(input);
    },
    { invalidate: callKey(MallOrderCalls.subjects), onDone: close },
  );
  const remove = async (id: number) => {
    await mallOrdersApi.deleteSubject(id);
    void message.success(AdminUiTexts.deleted);
    await client.invalidateQueries({ queryKey: callKey(MallOrderCalls.subjects) });
  };
  const initialValues = useMemo<Partial<Values>>(
    () =>
      editing?.mode === 'edit'
        ? {
            title: editing.row.title,
            intro: editing.row.intro,
            cover: editing.row.cover as SubjectCover,
            status: editing.row.status === 1 ? 1 : 0,
            orders: editing.row.orders,
            product_ids: editing.row.products.map((p) => p.shop_product_id),
          }
        : { cover: 'ocean', status: 1, orders: 0, product_ids: [] },
    [editing],
  );

  const columns: TableProps<SubjectRow>['columns'] = [
    {
      title: T.name,
      dataIndex: 'title',
      width: 220,
      render: (v: string, r) => (
        <Space>
          {swatch(r.cover)}
          <span>{v}</span>
        </Space>
      ),
    },
    {
      title: T.intro,
      dataIndex: 'intro',
      width: 220,
      ellipsis: true,
      render: (v: string) => <span title={v}>{v}</span>,
    },
    {
      title: T.products,
      key: 'products',
      width: 260,
      render: (_: unknown, r) => (
        <Space size={[0, 4]} wrap>
          <Typography.Text type="secondary" style={{ marginInlineEnd: 6 }}>
            {T.productsCount(r.products.length)}
          </Typography.Text>
          {r.products.slice(0, 3).map((p) => (
            <Tag key={p.shop_product_id} color={p.status === ProductStatus.withdrawn ? 'default' : 'blue'}>
              {p.name}
              {p.status === ProductStatus.withdrawn ? `（${T.withdrawn}）` : ''}
            </Tag>
          ))}
          {r.products.length > 3 && <Tag>…</Tag>}
        </Space>
      ),
    },
    {
      title: T.status,
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={v === 1 ? 'green' : 'default'}>{subjectStatusText[v] ?? v}</Tag>,
    },
    { title: T.orders, dataIndex: 'orders', width: 70, align: 'right' },
    {
      title: T.updatedAt,
      dataIndex: 'updated_at',
      width: TIME_COLUMN_WIDTH,
      render: (v: string) => <TimeCell value={v} />,
    },
    ...editDeleteColumn<SubjectRow>({
      canEdit: can('mall:subject:update'),
      canDelete: can('mall:subject:delete'),
      onEdit: (row) => setEditing({ mode: 'edit', row }),
      onDelete: (row) => remove(row.special_subject_id),
      deleteTitle: (row) => T.deleteConfirm(row.title),
    }),
  ];

  return (
    <>
      <ListPage<SubjectRow>
        title={T.title}
        queryKey={callKey(MallOrderCalls.subjects)}
        rowKey="special_subject_id"
        columns={columns}
        fetchPage={(params, signal) => mallOrdersApi.subjects(searchQuery(params), signal)}
        toolbar={
          can('mall:subject:create') && (
            <CreateButton onClick={() => setEditing({ mode: 'create' })}>{T.create}</CreateButton>
          )
        }
        searchFields={
          <>
            <Form.Item name="title" label={T.name}>
              <Input allowClear maxLength={50} placeholder={T.namePlaceholder} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="status" label={T.status}>
              <Select
                allowClear
                placeholder={MallOrderTexts.all}
                style={{ width: 100 }}
                options={[
                  { value: 1, label: subjectStatusText[1] },
                  { value: 0, label: subjectStatusText[0] },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.mode === 'edit' ? T.editTitle : T.createTitle}
        initialValues={initialValues}
        saving={save.isPending}
        width={640}
        onCancel={close}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <Form.Item
          name="title"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: M.subjectTitleRequired },
            { max: SubjectLimits.title, message: M.subjectTitleTooLong },
          ]}
        >
          <Input maxLength={SubjectLimits.title} showCount />
        </Form.Item>
        <Form.Item
          name="intro"
          label={T.intro}
          rules={[{ max: SubjectLimits.intro, message: M.subjectIntroTooLong }]}
        >
          <Input.TextArea rows={3} maxLength={SubjectLimits.intro} showCount />
        </Form.Item>
        <Form.Item name="cover" label={T.cover} rules={[{ required: true, message: M.subjectCoverInvalid }]}>
          <Radio.Group>
            {SubjectCovers.map((c) => (
              <Radio key={c} value={c}>
                <Space size={4}>
                  {swatch(c)}
                  {subjectCoverText[c]}
                </Space>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Space size={24}>
          <Form.Item name="status" label={T.status}>
            <Radio.Group
              options={[
                { value: 1, label: subjectStatusText[1] },
                { value: 0, label: subjectStatusText[0] },
              ]}
            />
          </Form.Item>
          <Form.Item name="orders" label={T.orders} tooltip={T.ordersHint}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="product_ids"
          label={T.products}
          extra={T.productsHint}
          rules={[{ type: 'array', max: SubjectLimits.products, message: M.subjectProductsTooMany }]}
        >
          <ProductPicker known={editing?.mode === 'edit' ? editing.row.products : []} />
        </Form.Item>
      </FormModal>
    </>
  );
}
