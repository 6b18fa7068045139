import { useState } from 'react';
import { Form, Input, InputNumber, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MallCalls, MallMessages, type LabelRow } from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import { CreateButton, editDeleteColumn, FormModal, ListPage, useSave } from '../../lib/admin-ui/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { mallApi } from './mall-api.ts';
import { MallTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = MallTexts.label;

interface Values {
  label_name: string;
  orders?: number | null;
}

type Editing = { mode: 'create' } | { mode: 'edit'; row: LabelRow } | null;

/** /malldata/label: the labels shoppers filter products by. */
export function LabelPage() {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const save = useSave(
    (v: Values) => {
      const input = { label_name: v.label_name, orders: v.orders ?? 0 };
      return editing?.mode === 'edit'
        ? mallApi.updateLabel(editing.row.shop_label_id, input)
        : mallApi.createLabel(input);
    },
    { invalidate: callKey(MallCalls.labels), onDone: close },
  );
  const remove = async (id: number) => {
    const out = await mallApi.deleteLabel(id);
    void message.success(T.deletedFrom(out.products));
    await client.invalidateQueries({ queryKey: callKey(MallCalls.labels) });
    await client.invalidateQueries({ queryKey: callKey(MallCalls.products) });
  };

  const columns: TableProps<LabelRow>['columns'] = [
    { title: T.name, dataIndex: 'label_name' },
    { title: T.orders, dataIndex: 'orders', width: 100, align: 'right' },
    { title: T.products, dataIndex: 'product_count', width: 140, align: 'right' },
    ...editDeleteColumn<LabelRow>({
      canEdit: can('mall:label:update'),
      canDelete: can('mall:label:delete'),
      onEdit: (row) => setEditing({ mode: 'edit', row }),
      onDelete: (row) => remove(row.shop_label_id),
      deleteTitle: (row) => T.deleteConfirm(row.product_count),
      width: 140,
    }),
  ];

  return (
    <>
      <ListPage<LabelRow>
        title={T.title}
        queryKey={callKey(MallCalls.labels)}
        rowKey="shop_label_id"
        columns={columns}
        fetchPage={(params, signal) =>
          mallApi.labels(
            {
              page: params.page,
              limit: params.limit,
              ...(typeof params.label_name === 'string' && params.label_name
                ? { label_name: params.label_name }
                : {}),
            },
            signal,
          )
        }
        toolbar={
          can('mall:label:create') && (
            <CreateButton onClick={() => setEditing({ mode: 'create' })}>{T.create}</CreateButton>
          )
        }
        searchFields={
          <Form.Item name="label_name" label={T.name}>
            <Input allowClear maxLength={20} style={{ width: 220 }} />
          </Form.Item>
        }
      />
      <FormModal<Values>
        open={editing !== null}
        title={editing?.mode === 'edit' ? T.editTitle : T.createTitle}
        initialValues={editing?.mode === 'edit' ? editing.row : { orders: 0 }}
        saving={save.isPending}
        onCancel={close}
        onSubmit={(v) => save.mutateAsync(v)}
      >
        <Form.Item
          name="label_name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: MallMessages.labelNameRequired },
            { max: 20, message: MallMessages.labelNameTooLong },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="orders" label={T.orders}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </FormModal>
    </>
  );
}
