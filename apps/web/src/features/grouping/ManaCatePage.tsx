import { useMemo, useState } from 'react';
import { Card, Form, Input, InputNumber, Result, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UsrCateCalls, UsrCateLimits, usrCateDeleteQuestion, type UsrCate } from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import { CreateButton, DeleteAction, FormModal, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { groupingAgentsQuery, groupingApi, invalidateGrouping } from './grouping-api.ts';
import { nameRules, ordersRules } from './grouping-rules.ts';
import { GroupingModal } from './GroupingModal.tsx';
import { GroupingTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const api = groupingApi('platform');

interface EditValues {
  name: string;
  orders: number;
}

/**
 * /sys/manacate (分组分类): the groups of every organisation, filtered by organisation and name;
 * edit (name, order) and delete per row; 新增分组 adds groups of the platform's own organisation.
 * Perms sys:usrCate:*.
 */
export function ManaCatePage() {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UsrCate | null>(null);
  const [saving, setSaving] = useState(false);
  const allowed = can('sys:usrCate:list');
  const agents = useQuery({ ...groupingAgentsQuery(), enabled: allowed });
  const editValues = useMemo(
    () => (editing ? { name: editing.name, orders: editing.orders } : undefined),
    [editing],
  );

  if (!allowed) return <Result status="403" subTitle={T.noPermission} />;

  const reload = () => invalidateGrouping(client);
  const remove = async (row: UsrCate) => {
    await api.remove(row.id);
    void message.success(T.deleted);
    await reload();
  };
  const save = async (values: EditValues) => {
    if (!editing) return;
    setSaving(true);
    try {
      await api.update(editing.id, { name: values.name.trim(), orders: values.orders });
      void message.success(T.saved);
      setEditing(null);
      await reload();
    } finally {
      setSaving(false);
    }
  };

  const canUpdate = can('sys:usrCate:update');
  const canDelete = can('sys:usrCate:delete');
  const columns = [
    { title: T.agent, dataIndex: 'agent_name', render: (v: string | null) => v ?? '—' },
    { title: T.groupName, dataIndex: 'name' },
    {
      title: T.parent,
      dataIndex: 'parent_name',
      render: (v: string | null, row: UsrCate) => (row.parent_id === 0 ? T.topLevel : (v ?? '—')),
    },
    { title: T.level, dataIndex: 'level', width: 70, render: (v: number) => T.levelText(v) },
    { title: T.orders, dataIndex: 'orders', width: 70 },
    { title: T.labelNumber, dataIndex: 'label_number', width: 90 },
    { title: T.creator, dataIndex: 'user_name', render: (v: string | null) => v ?? '—' },
    { title: T.createdAt, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    ...(canUpdate || canDelete
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 130,
            render: (_v: unknown, row: UsrCate) => (
              <Space size={0}>
                {canUpdate && <LinkButton onClick={() => setEditing(row)}>{T.edit}</LinkButton>}
                {canDelete && (
                  <DeleteAction
                    title={usrCateDeleteQuestion(row.label_number)}
                    onConfirm={() => remove(row)}
                  />
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card variant="borderless">
      <ListPage<UsrCate>
        title={T.manacateTitle}
        queryKey={callKey(UsrCateCalls.platform.list)}
        fetchPage={(p, signal) =>
          api.list(
            {
              page: p.page,
              limit: p.limit,
              name: p.keyword as string | undefined,
              usr_agent_id: p.usr_agent_id as number | undefined,
            },
            signal,
          )
        }
        rowKey="id"
        columns={columns}
        searchFields={
          <>
            <Form.Item name="usr_agent_id" label={T.agent}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.agentPlaceholder}
                loading={agents.isLoading}
                style={{ width: 220 }}
                options={(agents.data ?? []).map((a) => ({ value: a.usr_agent_id, label: a.agent_name }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={T.searchName}>
              <Input allowClear placeholder={T.namePlaceholder} />
            </Form.Item>
          </>
        }
        toolbar={
          can('sys:usrCate:create') && (
            <CreateButton onClick={() => setAdding(true)}>{T.addGroup}</CreateButton>
          )
        }
      />
      <GroupingModal open={adding} onClose={() => setAdding(false)} family="platform" parent={null} />
      <FormModal<EditValues>
        open={editing !== null}
        title={T.editTitle}
        initialValues={editValues}
        onCancel={() => setEditing(null)}
        onSubmit={save}
        saving={saving}
      >
        <Form.Item name="name" label={T.name} required rules={nameRules}>
          <Input maxLength={UsrCateLimits.nameMax + 10} />
        </Form.Item>
        <Form.Item name="orders" label={T.orders} rules={ordersRules}>
          <InputNumber min={0} max={UsrCateLimits.ordersMax} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </FormModal>
    </Card>
  );
}
