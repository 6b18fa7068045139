import { useState } from 'react';
import { Form, Input, Select, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { RoleCalls, type Perm, type RoleArea, type RoleRow } from '@qishu/contract';
import { CreateButton, DeleteAction, LinkButton, ListPage, listSource } from '../../lib/admin-ui/index.ts';
import { callApi } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { roleOptionsQuery, useAccessSave } from './access-api.ts';
import { dataScopeLabel } from './data-scope.ts';
import { RoleEditor } from './RoleEditor.tsx';
import { StatusTag, statusOptions } from './StatusTag.tsx';
import { AccessTexts } from './texts.ts';

const T = AccessTexts.roles;

/**
 * Roles: /sys/roles (every module's roles, the platform's back-office) or /config/roles (the
 * organisation's own roles plus the module's platform roles, read-only).
 */
export function RolesPage({ area }: { area: RoleArea }) {
  const can = useCan();
  const perm = (action: 'list' | 'create' | 'update' | 'delete'): Perm => `${area}:role:${action}`;
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const R = RoleCalls[area];
  const modules = useQuery({ ...roleOptionsQuery(area), enabled: area === 'sys' });
  const remove = useAccessSave((id: number) => callApi(R.remove, { id }), {
    list: R.list,
    also: [R.get, R.options],
    successText: '删除成功',
  });

  const columns: TableProps<RoleRow>['columns'] = [
    {
      title: T.name,
      dataIndex: 'role_name',
      width: 180,
      render: (name: string, row) => (
        <Space size={6}>
          <Typography.Text strong>{name}</Typography.Text>
          {row.usr_agent_id === null && <Tag color="blue">{T.platform}</Tag>}
        </Space>
      ),
    },
    {
      title: T.module,
      dataIndex: 'module_name',
      width: 90,
      render: (v: string | null, row) => v ?? row.sys_module_id,
    },
    ...(area === 'sys'
      ? [
          {
            title: T.agent,
            dataIndex: 'agent_name',
            width: 160,
            ellipsis: true,
            render: (v: string | null) => v ?? T.platform,
          },
        ]
      : []),
    {
      title: T.dataScope,
      dataIndex: 'data_scope',
      width: 100,
      render: (v: RoleRow['data_scope']) => dataScopeLabel(v),
    },
    { title: T.status, dataIndex: 'status', width: 72, render: (v: number) => <StatusTag value={v} /> },
    { title: T.users, dataIndex: 'user_count', width: 72, align: 'right' },
    {
      title: T.remark,
      dataIndex: 'remark',
      width: 220,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    { title: T.updated, dataIndex: 'updated_at', width: 140, render: (v: string) => formatDateTime(v) },
    {
      title: AccessTexts.common.operations,
      key: 'ops',
      fixed: 'right',
      width: 120,
      render: (_, row) => {
        const editable = row.editable && can(perm('update'));
        return (
          <Space size={0}>
            <LinkButton onClick={() => setEditing({ id: row.sys_role_id })}>
              {editable ? AccessTexts.common.edit : T.viewAction}
            </LinkButton>
            {row.editable && can(perm('delete')) && (
              <Tooltip title={row.user_count > 0 ? T.deleteInUse(row.user_count) : undefined}>
                <span>
                  <DeleteAction
                    disabled={row.user_count > 0}
                    onConfirm={() => remove.mutateAsync(row.sys_role_id)}
                  />
                </span>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ListPage<RoleRow>
        title={area === 'sys' ? T.title : T.configTitle}
        {...listSource(R.list)}
        rowKey="sys_role_id"
        columns={columns}
        searchFields={
          <>
            {area === 'sys' && (
              <Form.Item name="sys_module_id" label={T.module}>
                <Select
                  allowClear
                  style={{ width: 160 }}
                  placeholder={T.modulePlaceholder}
                  loading={modules.isPending}
                  options={(modules.data?.modules ?? []).map((m) => ({
                    value: m.sys_module_id,
                    label: m.name,
                  }))}
                />
              </Form.Item>
            )}
            <Form.Item name="role_name" label={T.name}>
              <Input allowClear placeholder={T.namePlaceholder} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="status" label={T.status}>
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={AccessTexts.status.all}
                options={statusOptions}
              />
            </Form.Item>
          </>
        }
        toolbar={
          can(perm('create')) && (
            <CreateButton onClick={() => setEditing({ id: null })}>{T.create}</CreateButton>
          )
        }
      />
      {editing && (
        <RoleEditor
          key={editing.id ?? 'new'}
          area={area}
          open
          roleId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

export function SysRolesPage() {
  return <RolesPage area="sys" />;
}

export function ConfigRolesPage() {
  return <RolesPage area="config" />;
}
