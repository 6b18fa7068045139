import { useState } from 'react';
import { Form, Input, Popconfirm, Select, Space, Switch, Tag, Typography, type TableProps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCalls, UserPerms, type AdminUser, type UserArea } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import {
  AdminUiTexts,
  CreateButton,
  DeleteAction,
  LinkButton,
  ListPage,
  searchQuery,
  TIME_COLUMN_WIDTH,
  TimeCell,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { useCan, useCurrentUser } from '../../lib/session/index.ts';
import { LinkedAccountsDrawer } from './LinkedAccountsDrawer.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserTexts as T } from './texts.ts';
import { UserFormModal } from './UserFormModal.tsx';
import { userFormOptionsQuery } from './users-api.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

function StatusSwitch({ area, row, self }: { area: UserArea; row: AdminUser; self: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const on = row.status === 1;
  const set = async (status: number) => {
    setBusy(true);
    try {
      await callApi(UserCalls[area].setStatus, { id: row.sys_user_id, status });
      void message.success(T.statusSaved(status === 1));
      await client.invalidateQueries({ queryKey: callKey(UserCalls[area].list) });
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={on ? T.disableConfirm : T.enableConfirm}
      okText={AdminUiTexts.ok}
      cancelText={AdminUiTexts.cancel}
      okButtonProps={on ? { danger: true } : {}}
      onConfirm={() => set(on ? 0 : 1)}
      disabled={self}
    >
      <Switch
        size="small"
        checked={on}
        loading={busy}
        disabled={self}
        checkedChildren={T.enabled}
        unCheckedChildren={T.disabled}
        aria-label={`${T.status} ${row.realname}`}
      />
    </Popconfirm>
  );
}

const statusOptions = [
  { value: 1, label: T.enabled },
  { value: 0, label: T.disabled },
];

/**
 * The user list of both pages: /sys/users (every organisation, with organisation and module
 * filters and the linked-accounts drawer) and /config/users (the caller's own members).
 */
function UsersPage({ area }: { area: UserArea }) {
  const can = useCan();
  const me = useCurrentUser();
  const sys = area === 'sys';
  const perms = UserPerms[area];
  const calls = UserCalls[area];
  const options = useQuery({ ...userFormOptionsQuery(), enabled: sys });
  const [editing, setEditing] = useState<{ user?: AdminUser } | null>(null);
  const [resetting, setResetting] = useState<AdminUser | undefined>(undefined);
  const [linking, setLinking] = useState<AdminUser | undefined>(undefined);
  const remove = useSave((id: number) => callApi(calls.remove, { id }), {
    invalidate: callKey(calls.list),
    successText: AdminUiTexts.deleted,
  });

  const columns: TableProps<AdminUser>['columns'] = [
    { title: T.phone, dataIndex: 'username', fixed: 'left', width: 120 },
    {
      title: T.realnameEmail,
      dataIndex: 'realname',
      width: sys ? 146 : 220,
      render: (v: string, row) => (
        <>
          <Space size={4} wrap>
            <span>{v}</span>
            {row.sys_user_id === me?.sys_user_id && <Tag color="blue">{T.self}</Tag>}
            {row.is_temporary === 1 && <Tag color="orange">{T.temporaryTag(row.limits_time)}</Tag>}
            {row.after_login === 1 && <Tag>{T.mustChangeTag}</Tag>}
          </Space>
          {row.email && (
            <Typography.Text ellipsis={{ tooltip: row.email }} style={{ display: 'block' }}>
              {row.email}
            </Typography.Text>
          )}
        </>
      ),
    },
    // /config lists one organisation and one module: those columns would only repeat themselves
    ...(sys
      ? [
          { title: T.agent, dataIndex: 'agent_name' as const, width: 160, ellipsis: true },
          { title: T.module, dataIndex: 'module_name' as const, width: 90 },
        ]
      : []),
    {
      title: T.role,
      dataIndex: 'role_name',
      width: 100,
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: T.status,
      dataIndex: 'status',
      width: 72,
      render: (status: number, row) =>
        can(perms.status) ? (
          <StatusSwitch area={area} row={row} self={row.sys_user_id === me?.sys_user_id} />
        ) : (
          <Tag color={status === 1 ? 'success' : 'default'}>{status === 1 ? T.enabled : T.disabled}</Tag>
        ),
    },
    {
      title: T.lastLogin,
      dataIndex: 'last_time',
      width: TIME_COLUMN_WIDTH,
      render: (v: string | null) => <TimeCell value={v} empty={T.neverLoggedIn} />,
    },
    {
      title: T.createdAt,
      dataIndex: 'created_at',
      width: TIME_COLUMN_WIDTH,
      render: (v: string) => <TimeCell value={v} />,
    },
    {
      title: AdminUiTexts.actions,
      key: 'actions',
      fixed: 'right',
      width: sys ? 264 : 200,
      render: (_, row) => {
        const self = row.sys_user_id === me?.sys_user_id;
        return (
          <Space size={0}>
            {can(perms.update) && (
              <LinkButton onClick={() => setEditing({ user: row })}>{AdminUiTexts.edit}</LinkButton>
            )}
            {can(perms.resetPwd) && !self && (
              <LinkButton onClick={() => setResetting(row)}>{T.resetPwd}</LinkButton>
            )}
            {sys && can(perms.list) && <LinkButton onClick={() => setLinking(row)}>{T.links}</LinkButton>}
            {can(perms.delete) && !self && (
              <DeleteAction
                title={T.deleteConfirm(row.realname)}
                onConfirm={() => remove.mutateAsync(row.sys_user_id)}
              />
            )}
          </Space>
        );
      },
    },
  ];

  const moduleOptions = (options.data?.modules ?? []).map((m) => ({ value: m.sys_module_id, label: m.name }));
  const agentOptions = (options.data?.agents ?? []).map((a) => ({ value: a.usr_agent_id, label: a.name }));

  return (
    <>
      <ListPage<AdminUser>
        title={sys ? T.sysTitle : T.configTitle}
        queryKey={callKey(calls.list)}
        fetchPage={(params, signal) => callApi(calls.list, searchQuery(params), { signal })}
        rowKey="sys_user_id"
        columns={columns}
        toolbar={
          can(perms.create) && (
            <CreateButton onClick={() => setEditing({})}>{sys ? T.create : T.createMember}</CreateButton>
          )
        }
        searchFields={
          <>
            <Form.Item name="phone" label={T.phone}>
              <Input allowClear placeholder={T.phonePlaceholder} style={{ width: 170 }} />
            </Form.Item>
            <Form.Item name="realname" label={T.realname}>
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
            {sys && (
              <>
                <Form.Item name="usr_agent_id" label={T.agent}>
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    placeholder={T.all}
                    style={{ width: 220 }}
                    options={agentOptions}
                  />
                </Form.Item>
                <Form.Item name="sys_module_id" label={T.module}>
                  <Select allowClear placeholder={T.all} style={{ width: 130 }} options={moduleOptions} />
                </Form.Item>
              </>
            )}
            <Form.Item name="status" label={T.status}>
              <Select allowClear placeholder={T.all} style={{ width: 100 }} options={statusOptions} />
            </Form.Item>
          </>
        }
      />
      <UserFormModal
        area={area}
        open={editing !== null}
        user={editing?.user}
        options={options.data}
        selfId={me?.sys_user_id}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordModal area={area} user={resetting} onClose={() => setResetting(undefined)} />
      {sys && (
        <LinkedAccountsDrawer
          user={linking}
          canEdit={can(perms.update)}
          onClose={() => setLinking(undefined)}
        />
      )}
    </>
  );
}

/** /sys/users: the platform's user management across every organisation. */
export function SysUsersPage() {
  return <UsersPage area="sys" />;
}

/** /config/users: the organisation admin's own members. */
export function ConfigUsersPage() {
  return <UsersPage area="config" />;
}
