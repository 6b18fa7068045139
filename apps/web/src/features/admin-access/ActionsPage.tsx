import { useMemo, useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  TreeSelect,
  Typography,
  type TableProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  AccessCalls as C,
  AccessMessages,
  PERM_PATTERN,
  type ActionRow,
  type ActionSaveRequest,
} from '@qishu/contract';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  listSource,
} from '../../lib/admin-ui/index.ts';
import { callApi } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { actionOptionsQuery, useAccessSave } from './access-api.ts';
import { StatusRadio, StatusTag } from './StatusTag.tsx';
import { treeSelectData } from './tree-options.ts';
import { AccessTexts } from './texts.ts';

const T = AccessTexts.actions;

type Editing = { row: ActionRow | null; defaults: Partial<ActionSaveRequest>; group: boolean };

/** /sys/actions: the permission points as a tree of groups and `module:entity:action` strings. */
export function ActionsPage() {
  const can = useCan();
  const [editing, setEditing] = useState<Editing | null>(null);
  const options = useQuery(actionOptionsQuery());
  const moduleOptions = (options.data?.modules ?? []).map((m) => ({ value: m.sys_module_id, label: m.name }));
  const moduleName = useMemo(
    () => new Map((options.data?.modules ?? []).map((m) => [m.sys_module_id, m.name])),
    [options.data],
  );
  const save = useAccessSave(
    (values: ActionSaveRequest) =>
      editing?.row
        ? callApi(C.updateAction, { ...values, id: editing.row.sys_action_id })
        : callApi(C.createAction, values),
    { list: C.listActions, also: [C.actionOptions], onDone: () => setEditing(null) },
  );
  const remove = useAccessSave((id: number) => callApi(C.deleteAction, { id }), {
    list: C.listActions,
    also: [C.actionOptions],
    successText: '删除成功',
  });

  const open = (row: ActionRow | null, defaults: Partial<ActionSaveRequest>, group: boolean) =>
    setEditing({ row, defaults, group });

  const columns: TableProps<ActionRow>['columns'] = [
    {
      title: T.name,
      dataIndex: 'name',
      render: (name: string, row) => (row.perm ? name : <Typography.Text strong>{name}</Typography.Text>),
    },
    {
      title: T.perm,
      dataIndex: 'perm',
      render: (perm: string | null) =>
        perm ? <Typography.Text code>{perm}</Typography.Text> : <Tag>{T.group}</Tag>,
    },
    { title: T.module, dataIndex: 'sys_module_id', render: (id: number) => moduleName.get(id) ?? id },
    { title: T.orders, dataIndex: 'orders', align: 'right' },
    { title: AccessTexts.roles.status, dataIndex: 'status', render: (v: number) => <StatusTag value={v} /> },
    { title: T.roles, dataIndex: 'role_count', align: 'right' },
    {
      title: AccessTexts.common.operations,
      key: 'ops',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {!row.perm && can('sys:action:create') && (
            <LinkButton
              onClick={() =>
                open(null, { sys_module_id: row.sys_module_id, parent_id: row.sys_action_id }, false)
              }
            >
              {T.addChild}
            </LinkButton>
          )}
          {can('sys:action:update') && (
            <LinkButton onClick={() => open(row, {}, !row.perm)}>{AccessTexts.common.edit}</LinkButton>
          )}
          {can('sys:action:delete') && (
            <DeleteAction
              disabled={row.role_count > 0 || Boolean(row.children?.length)}
              onConfirm={() => remove.mutateAsync(row.sys_action_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  const initial = useMemo(
    () =>
      editing?.row
        ? {
            sys_module_id: editing.row.sys_module_id,
            parent_id: editing.row.parent_id,
            name: editing.row.name,
            perm: editing.row.perm ?? '',
            orders: editing.row.orders,
            status: editing.row.status,
          }
        : { status: 1, orders: 0, sys_module_id: 0, ...editing?.defaults },
    [editing],
  );

  return (
    <>
      <ListPage<ActionRow>
        title={T.title}
        {...listSource(C.listActions)}
        rowKey="sys_action_id"
        columns={columns}
        searchFields={
          <>
            <Form.Item name="sys_module_id" label={T.module}>
              <Select
                allowClear
                style={{ width: 160 }}
                placeholder={AccessTexts.roles.modulePlaceholder}
                options={moduleOptions}
              />
            </Form.Item>
            <Form.Item name="keyword" label={T.name}>
              <Input allowClear placeholder={T.keyword} style={{ width: 200 }} />
            </Form.Item>
          </>
        }
        toolbar={
          can('sys:action:create') && (
            <>
              <Button onClick={() => open(null, { parent_id: null }, true)}>{T.createGroup}</Button>
              <CreateButton onClick={() => open(null, {}, false)}>{T.createAction}</CreateButton>
            </>
          )
        }
      />
      <FormModal<ActionSaveRequest>
        open={editing !== null}
        title={editing?.row ? T.edit : editing?.group ? T.createGroup : T.createAction}
        initialValues={initial}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        onSubmit={(values) =>
          save.mutateAsync({
            ...values,
            perm: values.perm ? values.perm : null,
            parent_id: values.parent_id ?? null,
          })
        }
      >
        <Form.Item
          name="sys_module_id"
          label={T.module}
          rules={[{ required: true, message: AccessMessages.moduleRequired }]}
        >
          <Select options={moduleOptions} />
        </Form.Item>
        {!editing?.group && (
          <Form.Item name="parent_id" label={T.parent}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll={false}
              placeholder={T.noParent}
              treeData={treeSelectData(options.data?.tree ?? [], editing?.row?.sys_action_id ?? null)}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: AccessMessages.actionNameRequired },
            { max: 50, message: AccessMessages.actionNameMax },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="perm"
          label={T.perm}
          extra={T.permHint}
          rules={[
            { required: !editing?.group, message: AccessMessages.permFormat },
            { pattern: PERM_PATTERN, message: AccessMessages.permFormat },
          ]}
        >
          <Input placeholder="sys:role:list" maxLength={100} />
        </Form.Item>
        <Space size={24}>
          <Form.Item name="orders" label={T.orders}>
            <InputNumber min={-9999} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={AccessTexts.roles.status}>
            <StatusRadio />
          </Form.Item>
        </Space>
      </FormModal>
    </>
  );
}
