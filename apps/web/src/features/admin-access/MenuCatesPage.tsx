import { useMemo, useState } from 'react';
import { Form, Input, InputNumber, Space, type TableProps } from 'antd';
import {
  AccessCalls as C,
  AccessMessages,
  type MenuCateRow,
  type MenuCateSaveRequest,
} from '@qishu/contract';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  listSource,
  remarkOrNull,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { AccessTexts } from './texts.ts';

const T = AccessTexts.cates;

/** /sys/menucate: categories that group menu items. */
export function MenuCatesPage() {
  const can = useCan();
  const [editing, setEditing] = useState<{ row: MenuCateRow | null } | null>(null);
  const save = useSave(
    (values: MenuCateSaveRequest) =>
      editing?.row
        ? callApi(C.updateMenuCate, { ...values, id: editing.row.sys_menu_cate_id })
        : callApi(C.createMenuCate, values),
    { invalidate: callKey(C.listMenuCates), onDone: () => setEditing(null) },
  );
  const remove = useSave((id: number) => callApi(C.deleteMenuCate, { id }), {
    invalidate: callKey(C.listMenuCates),
    successText: '删除成功',
  });
  const initial = useMemo(
    () =>
      editing?.row
        ? { name: editing.row.name, orders: editing.row.orders, remark: editing.row.remark ?? '' }
        : { orders: 0 },
    [editing],
  );

  const columns: TableProps<MenuCateRow>['columns'] = [
    { title: T.name, dataIndex: 'name' },
    { title: T.orders, dataIndex: 'orders', align: 'right' },
    { title: T.menus, dataIndex: 'menu_count', align: 'right' },
    { title: T.remark, dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '—' },
    {
      title: AccessTexts.common.operations,
      key: 'ops',
      render: (_, row) => (
        <Space size={0}>
          {can('sys:menuCate:update') && (
            <LinkButton onClick={() => setEditing({ row })}>{AccessTexts.common.edit}</LinkButton>
          )}
          {can('sys:menuCate:delete') && (
            <DeleteAction
              disabled={row.menu_count > 0}
              onConfirm={() => remove.mutateAsync(row.sys_menu_cate_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<MenuCateRow>
        title={T.title}
        {...listSource(C.listMenuCates)}
        rowKey="sys_menu_cate_id"
        columns={columns}
        searchFields={
          <Form.Item name="name" label={T.name}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        }
        toolbar={
          can('sys:menuCate:create') && (
            <CreateButton onClick={() => setEditing({ row: null })}>{T.create}</CreateButton>
          )
        }
      />
      <FormModal<MenuCateSaveRequest>
        open={editing !== null}
        title={editing?.row ? T.edit : T.create}
        initialValues={initial}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        onSubmit={(values) => save.mutateAsync({ ...values, remark: remarkOrNull(values.remark) })}
      >
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: AccessMessages.cateNameRequired },
            { max: 50, message: AccessMessages.cateNameMax },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="orders" label={T.orders}>
          <InputNumber min={-9999} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark} rules={[{ max: 200, message: AccessMessages.remarkMax }]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </FormModal>
    </>
  );
}
