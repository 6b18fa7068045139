import { useMemo, useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Space, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AccessCalls as C, AccessMessages, type ModuleCreateRequest, type ModuleRow } from '@qishu/contract';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  listSource,
  remarkOrNull,
} from '../../lib/admin-ui/index.ts';
import { callApi } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { accessReads, moduleActionsQuery, useAccessSave } from './access-api.ts';
import { GrantTree } from './GrantTree.tsx';
import { checkOf, emptyCheck, grantedActions, type TreeCheck } from './grants.ts';
import { StatusRadio, StatusTag } from './StatusTag.tsx';
import { AccessTexts } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = AccessTexts.modules;

/** The actions a module offers, as a checkbox tree; saving replaces the set (GET/PUT /sys/modules/{id}/actions). */
export function ModuleActionsDrawer({ module, onClose }: { module: ModuleRow | null; onClose: () => void }) {
  const { modal } = useFeedback();
  const can = useCan();
  const [edited, setCheck] = useState<TreeCheck | null>(null);
  const query = useQuery({
    ...moduleActionsQuery(module?.sys_module_id ?? 0),
    enabled: module !== null,
  });
  const baseline = useMemo(
    () => (query.data ? checkOf(query.data.tree, query.data.checked) : emptyCheck),
    [query.data],
  );
  const check = edited ?? baseline;
  const save = useAccessSave(
    (ids: number[]) => callApi(C.setModuleActions, { id: module!.sys_module_id, actions: ids }),
    { list: C.listModules, also: accessReads, onDone: onClose },
  );
  const submit = () => {
    if (!query.data) return;
    const ids = grantedActions(query.data.tree, check);
    const keep = new Set(ids);
    const withdrawn = query.data.checked.filter((id) => !keep.has(id)).length;
    if (withdrawn === 0) {
      void save.mutateAsync(ids).catch(() => undefined);
      return;
    }
    modal.confirm({
      title: T.actions,
      content: T.confirmWithdraw(withdrawn),
      okText: AccessTexts.common.save,
      cancelText: AccessTexts.common.cancel,
      onOk: () => save.mutateAsync(ids),
    });
  };
  const canGrant = can('sys:module:grant');

  return (
    <Drawer
      open={module !== null}
      title={module ? T.actionsTitle(module.name) : ''}
      size={640}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{AccessTexts.common.cancel}</Button>
          {canGrant && (
            <Button type="primary" loading={save.isPending} disabled={!query.data} onClick={submit}>
              {AccessTexts.common.save}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{T.actionsHint}</Typography.Paragraph>
      {query.isError ? (
        <QueryErrorAlert
          title={AccessTexts.roles.loadFailed}
          query={query}
          retryText={AccessTexts.roles.retry}
          small
        />
      ) : (
        <GrantTree
          title={AccessTexts.roles.actionsTree}
          tree={query.data?.tree ?? []}
          value={check}
          onChange={setCheck}
          disabled={!canGrant}
          loading={query.isPending}
          height={560}
        />
      )}
    </Drawer>
  );
}

/** /sys/modules: the workspaces (module id decides the landing), with the actions each offers. */
export function ModulesPage() {
  const can = useCan();
  const [editing, setEditing] = useState<{ row: ModuleRow | null } | null>(null);
  const [grantFor, setGrantFor] = useState<ModuleRow | null>(null);
  const save = useAccessSave(
    (values: ModuleCreateRequest) =>
      editing?.row
        ? callApi(C.updateModule, {
            id: editing.row.sys_module_id,
            name: values.name,
            home_route: values.home_route,
            remark: values.remark,
            orders: values.orders,
            status: values.status,
          })
        : callApi(C.createModule, values),
    { list: C.listModules, also: [C.moduleActions], onDone: () => setEditing(null) },
  );
  const remove = useAccessSave((id: number) => callApi(C.deleteModule, { id }), {
    list: C.listModules,
    also: [C.moduleActions],
    successText: '删除成功',
  });
  const initial = useMemo(
    () =>
      editing?.row
        ? {
            sys_module_id: editing.row.sys_module_id,
            name: editing.row.name,
            home_route: editing.row.home_route,
            remark: editing.row.remark ?? '',
            orders: editing.row.orders,
            status: editing.row.status,
          }
        : { orders: 0, status: 1 },
    [editing],
  );

  const columns: TableProps<ModuleRow>['columns'] = [
    { title: T.id, dataIndex: 'sys_module_id', align: 'right', width: 96 },
    {
      title: T.name,
      dataIndex: 'name',
      width: 120,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: T.home,
      dataIndex: 'home_route',
      width: 150,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: T.remark,
      dataIndex: 'remark',
      width: 320,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    { title: T.orders, dataIndex: 'orders', width: 70, align: 'right' },
    {
      title: AccessTexts.roles.status,
      dataIndex: 'status',
      width: 72,
      render: (v: number) => <StatusTag value={v} />,
    },
    {
      title: T.counts,
      key: 'counts',
      width: 150,
      render: (_, row) => `${row.role_count} / ${row.user_count} / ${row.action_count}`,
    },
    {
      title: AccessTexts.common.operations,
      key: 'ops',
      fixed: 'right',
      width: 190,
      render: (_, row) => (
        <Space size={0}>
          {can('sys:module:update') && (
            <LinkButton onClick={() => setEditing({ row })}>{AccessTexts.common.edit}</LinkButton>
          )}
          <LinkButton onClick={() => setGrantFor(row)}>{T.actions}</LinkButton>
          {can('sys:module:delete') && (
            <DeleteAction
              disabled={row.role_count + row.user_count > 0}
              onConfirm={() => remove.mutateAsync(row.sys_module_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<ModuleRow>
        title={T.title}
        {...listSource(C.listModules)}
        rowKey="sys_module_id"
        columns={columns}
        searchFields={
          <Form.Item name="name" label={T.name}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
        }
        toolbar={
          can('sys:module:create') && (
            <CreateButton onClick={() => setEditing({ row: null })}>{T.create}</CreateButton>
          )
        }
      />
      <FormModal<ModuleCreateRequest>
        open={editing !== null}
        title={editing?.row ? T.edit : T.create}
        initialValues={initial}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        onSubmit={(values) => save.mutateAsync({ ...values, remark: remarkOrNull(values.remark) })}
      >
        <Form.Item
          name="sys_module_id"
          label={T.id}
          extra={T.idHint}
          rules={[{ required: true, message: AccessMessages.moduleIdRequired }]}
        >
          <InputNumber
            min={0}
            max={9999}
            precision={0}
            disabled={Boolean(editing?.row)}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={T.name}
          rules={[
            { required: true, whitespace: true, message: AccessMessages.moduleNameRequired },
            { max: 50, message: AccessMessages.moduleNameMax },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="home_route"
          label={T.home}
          rules={[
            { required: true, whitespace: true, message: AccessMessages.homeRouteRequired },
            { pattern: /^\//, message: AccessMessages.routeFormat },
          ]}
        >
          <Input placeholder="/data/seek" maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label={T.remark} rules={[{ max: 200, message: AccessMessages.remarkMax }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
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
      <ModuleActionsDrawer
        key={grantFor?.sys_module_id ?? 'none'}
        module={grantFor}
        onClose={() => setGrantFor(null)}
      />
    </>
  );
}
