import { useMemo, useState } from 'react';
import { Form, Input, InputNumber, Space, type TableProps } from 'antd';
import { OrgCalls, OrgMessages as M, type CategoryRow, type CategorySaveRequest } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import {
  AdminUiTexts,
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  remarkOrNull,
  searchQuery,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { OrgTexts as T } from './texts.ts';

interface CateValues {
  name: string;
  orders?: number | null;
  remark?: string | null;
}

const toRequest = (v: CateValues): CategorySaveRequest => ({
  name: v.name.trim(),
  orders: v.orders ?? 0,
  remark: remarkOrNull(v.remark),
});

/** /sys/agentcate: the categories organisations are filed under. */
export function AgentCatePage() {
  const can = useCan();
  const [editing, setEditing] = useState<{ row?: CategoryRow } | null>(null);
  const invalidate = callKey(OrgCalls.categoryList);
  const save = useSave(
    (v: CateValues) =>
      editing?.row
        ? callApi(OrgCalls.categoryEdit, { ...toRequest(v), agent_cate_id: editing.row.agent_cate_id })
        : callApi(OrgCalls.categoryAdd, toRequest(v)),
    { invalidate, onDone: () => setEditing(null) },
  );
  const remove = useSave((id: number) => callApi(OrgCalls.categoryDelete, { agent_cate_id: id }), {
    invalidate,
    successText: AdminUiTexts.deleted,
  });
  const initialValues = useMemo<Partial<CateValues>>(
    () =>
      editing?.row
        ? { name: editing.row.name, orders: editing.row.orders, remark: editing.row.remark }
        : { orders: 0 },
    [editing],
  );

  const columns: TableProps<CategoryRow>['columns'] = [
    { title: T.cateName, dataIndex: 'name' },
    { title: T.orders, dataIndex: 'orders', align: 'right' },
    { title: T.agentCount, dataIndex: 'agent_count', align: 'right' },
    { title: T.remark, dataIndex: 'remark', render: (v: string | null) => v ?? '—' },
    { title: T.createdAt, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: AdminUiTexts.actions,
      key: 'actions',
      render: (_, row) => (
        <Space size={0}>
          {can('sys:agentCate:update') && (
            <LinkButton onClick={() => setEditing({ row })}>{AdminUiTexts.edit}</LinkButton>
          )}
          {can('sys:agentCate:delete') && (
            <DeleteAction
              blockedBy={row.agent_count > 0 && T.cateInUse(row.agent_count)}
              onConfirm={() => remove.mutateAsync(row.agent_cate_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<CategoryRow>
        title={T.catesTitle}
        queryKey={invalidate}
        fetchPage={(params, signal) => callApi(OrgCalls.categoryList, searchQuery(params), { signal })}
        rowKey="agent_cate_id"
        columns={columns}
        toolbar={
          can('sys:agentCate:create') && (
            <CreateButton onClick={() => setEditing({})}>{T.createCate}</CreateButton>
          )
        }
        searchFields={
          <Form.Item name="name" label={T.cateName}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        }
      />
      <FormModal<CateValues>
        open={editing !== null}
        title={editing?.row ? T.editCate : T.createCate}
        initialValues={initialValues}
        onCancel={() => setEditing(null)}
        onSubmit={(v) => save.mutateAsync(v)}
        saving={save.isPending}
      >
        <Form.Item
          name="name"
          label={T.cateName}
          rules={[
            { required: true, whitespace: true, message: M.cateNameRequired },
            { max: 50, message: M.cateNameMax },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="orders"
          label={T.orders}
          rules={[{ type: 'integer', min: 0, max: 9999, message: M.cateOrdersInvalid }]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark} rules={[{ max: 200, message: M.cateRemarkMax }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </FormModal>
    </>
  );
}
