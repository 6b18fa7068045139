import { useState } from 'react';
import {
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AgentRanks, isUnlimitedRank, OrgCalls, type AgentRow } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import {
  AdminUiTexts,
  CreateButton,
  DeleteAction,
  LinkButton,
  ListPage,
  searchQuery,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { AgentFormModal } from './AgentFormModal.tsx';
import { CapacityTag } from './CapacityTag.tsx';
import { agentOptionsQuery } from './org-api.ts';
import { QuotaModal } from './QuotaModal.tsx';
import { OrgTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

function StatusSwitch({ row }: { row: AgentRow }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const set = async (status: number) => {
    setBusy(true);
    try {
      await callApi(OrgCalls.setAgentStatus, { id: row.usr_agent_id, status });
      void message.success(T.statusSaved(status === 1));
      await client.invalidateQueries({ queryKey: callKey(OrgCalls.listAgents) });
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };
  const on = row.status === 1;
  const toggle = (
    <Switch
      size="small"
      checked={on}
      loading={busy}
      checkedChildren={T.enabled}
      unCheckedChildren={T.disabled}
      aria-label={T.status}
      onChange={on ? undefined : () => void set(1)}
    />
  );
  return on ? (
    <Popconfirm
      title={T.disableConfirm}
      okText={AdminUiTexts.ok}
      cancelText={AdminUiTexts.cancel}
      onConfirm={() => set(0)}
    >
      {toggle}
    </Popconfirm>
  ) : (
    toggle
  );
}

/** /usermana/agentmana: organisations with their category, rank, capacity, domain, modules and users. */
export function AgentManaPage() {
  const can = useCan();
  const options = useQuery(agentOptionsQuery());
  const [editing, setEditing] = useState<{ agent?: AgentRow } | null>(null);
  const [quotaOf, setQuotaOf] = useState<AgentRow | undefined>(undefined);
  const remove = useSave((id: number) => callApi(OrgCalls.deleteAgent, { id }), {
    invalidate: callKey(OrgCalls.listAgents),
    successText: AdminUiTexts.deleted,
  });

  const columns: TableProps<AgentRow>['columns'] = [
    {
      title: `${T.name} / ${T.shortName}`,
      dataIndex: 'name',
      render: (name: string, row) => (
        <div>
          <div>{name}</div>
          <Typography.Text type="secondary">{row.short_name}</Typography.Text>
        </div>
      ),
    },
    { title: T.category, dataIndex: 'cate_name', render: (v: string | null) => v ?? '—' },
    {
      title: T.rank,
      dataIndex: 'rank',
      render: (rank: number) => (isUnlimitedRank(rank) ? `${rank}（${T.unlimited}）` : rank),
    },
    {
      title: (
        <Tooltip title={T.capacityHeaderHint}>
          <span>{T.capacity}</span>
        </Tooltip>
      ),
      key: 'capacity',
      render: (_, row) => <CapacityTag agent={row} />,
    },
    {
      title: T.domain,
      dataIndex: 'domain_name',
      render: (v: string | null, row) =>
        v ? (
          <Tooltip title={row.domain_title ?? undefined}>
            <span>{v}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: T.modules,
      dataIndex: 'module_names',
      render: (names: string[]) => (
        <Space size={[0, 4]} wrap>
          {names.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </Space>
      ),
    },
    { title: T.userCount, dataIndex: 'user_count', align: 'right' },
    {
      title: T.status,
      dataIndex: 'status',
      render: (status: number, row) =>
        can('sys:agent:update') ? (
          <StatusSwitch row={row} />
        ) : (
          <Tag color={status === 1 ? 'success' : 'default'}>{status === 1 ? T.enabled : T.disabled}</Tag>
        ),
    },
    { title: T.createdAt, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: AdminUiTexts.actions,
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {can('sys:agent:update') && (
            <LinkButton onClick={() => setEditing({ agent: row })}>{AdminUiTexts.edit}</LinkButton>
          )}
          {can('sys:agent:quota') && !isUnlimitedRank(row.rank) && (
            <LinkButton onClick={() => setQuotaOf(row)}>{T.quota}</LinkButton>
          )}
          {can('sys:agent:delete') && (
            <DeleteAction
              blockedBy={row.user_count > 0 && T.deleteBlocked(row.user_count)}
              onConfirm={() => remove.mutateAsync(row.usr_agent_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AgentRow>
        title={T.agentsTitle}
        queryKey={callKey(OrgCalls.listAgents)}
        fetchPage={(params, signal) => callApi(OrgCalls.listAgents, searchQuery(params), { signal })}
        rowKey="usr_agent_id"
        columns={columns}
        toolbar={
          can('sys:agent:create') && (
            <CreateButton onClick={() => setEditing({})}>{T.createAgent}</CreateButton>
          )
        }
        searchFields={
          <>
            <Form.Item name="name" label={T.name}>
              <Input allowClear placeholder={T.namePlaceholder} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="agent_cate_id" label={T.category}>
              <Select
                allowClear
                placeholder={T.all}
                style={{ width: 140 }}
                options={(options.data?.categories ?? []).map((c) => ({
                  value: c.agent_cate_id,
                  label: c.name,
                }))}
              />
            </Form.Item>
            <Form.Item name="rank" label={T.rank}>
              <Select
                allowClear
                placeholder={T.all}
                style={{ width: 170 }}
                options={AgentRanks.map((r) => ({ value: r.value, label: r.label }))}
              />
            </Form.Item>
            <Form.Item name="status" label={T.status}>
              <Select
                allowClear
                placeholder={T.all}
                style={{ width: 100 }}
                options={[
                  { value: 1, label: T.enabled },
                  { value: 0, label: T.disabled },
                ]}
              />
            </Form.Item>
            <Form.Item name="sys_module_id" label={T.modules}>
              <Select
                allowClear
                placeholder={T.all}
                style={{ width: 140 }}
                options={(options.data?.modules ?? []).map((m) => ({
                  value: m.sys_module_id,
                  label: m.name,
                }))}
              />
            </Form.Item>
          </>
        }
      />
      {/* mounted only while open: the hidden forms would otherwise render with every list refresh */}
      {editing && (
        <AgentFormModal open agent={editing.agent} options={options.data} onClose={() => setEditing(null)} />
      )}
      {quotaOf && <QuotaModal agent={quotaOf} onClose={() => setQuotaOf(undefined)} />}
    </>
  );
}
