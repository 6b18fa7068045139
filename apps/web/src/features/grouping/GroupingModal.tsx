import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, type TableProps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UsrCateLimits,
  UsrCatePerms,
  usrCateDeleteQuestion,
  usrCateLevelOf,
  type UsrCate,
  type UsrCateUpdateRequest,
} from '@qishu/contract';
import { useCan, useCurrentUser } from '../../lib/session/index.ts';
import {
  groupingApi,
  groupingChildrenQuery,
  invalidateGrouping,
  type GroupingFamily,
} from './grouping-api.ts';
import { nameRules, ordersRules } from './grouping-rules.ts';
import { useSingleRowEdit } from './row-edit.ts';
import { GroupingTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

export interface GroupingModalProps {
  open: boolean;
  onClose: () => void;
  /** org: /api/admin/usrcate (config:category:*); platform: /api/sys/usrcate (sys:usrCate:*) */
  family: GroupingFamily;
  /** the level-1 group whose sub-groups are edited; null edits the top-level groups */
  parent: { id: number; name: string } | null;
}

interface RowValues {
  name: string;
  orders: number;
}

/**
 * The grouping modal (shell-and-backoffice.md §2, §5): a name with 保存并返回 / 直接保存, and below
 * it an editable table of name and order (one row at a time; delete asks first, with a warning when
 * the group already holds data).
 */
export function GroupingModal({ open, onClose, family, parent }: GroupingModalProps) {
  const { message } = useFeedback();
  const can = useCan();
  const user = useCurrentUser();
  const client = useQueryClient();
  const api = groupingApi(family);
  const perm = UsrCatePerms[family];
  const parentId = parent?.id ?? 0;
  const [addForm] = Form.useForm<{ name: string }>();
  const [rowForm] = Form.useForm<RowValues>();
  const warn = useCallback((text: string) => void message.warning(text), [message]);
  const rows = useSingleRowEdit(warn);
  const [closing, setClosing] = useState(false);

  const query = useQuery({
    ...groupingChildrenQuery(family, parentId, user?.usr_agent_id),
    enabled: open,
  });

  const { stop } = rows;
  useEffect(() => {
    if (!open) return;
    addForm.resetFields();
    stop();
  }, [open, addForm, stop]);

  const reload = () => invalidateGrouping(client);

  const create = useMutation({
    mutationFn: (name: string) =>
      api.create({
        name,
        parent_id: parentId,
        level: usrCateLevelOf(parentId),
        ...(user ? { user_id: user.sys_user_id, usr_agent_id: user.usr_agent_id } : {}),
      }),
    onSuccess: async () => {
      void message.success(T.saved);
      await reload();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UsrCateUpdateRequest }) => api.update(id, body),
    onSuccess: async () => {
      void message.success(T.saved);
      rows.stop();
      await reload();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: async (_out, id) => {
      void message.success(T.deleted);
      if (rows.editing === id) rows.stop();
      await reload();
    },
  });

  const add = async (andReturn: boolean) => {
    let name: string;
    try {
      name = (await addForm.validateFields()).name.trim();
    } catch {
      return;
    }
    setClosing(andReturn);
    try {
      await create.mutateAsync(name);
      addForm.resetFields();
      if (andReturn) onClose();
    } catch {
      // shown by the API client
    }
  };

  const startEdit = (row: UsrCate) => {
    if (rows.start(row.id)) rowForm.setFieldsValue({ name: row.name, orders: row.orders });
  };
  const saveRow = async (row: UsrCate) => {
    let values: RowValues;
    try {
      values = await rowForm.validateFields();
    } catch {
      return;
    }
    await update
      .mutateAsync({ id: row.id, body: { name: values.name.trim(), orders: values.orders } })
      .catch(() => undefined);
  };

  const canUpdate = can(perm.update);
  const canDelete = can(perm.delete);
  const columns: TableProps<UsrCate>['columns'] = [
    {
      title: T.name,
      dataIndex: 'name',
      render: (name: string, row) =>
        rows.editing === row.id ? (
          <Form.Item name="name" rules={nameRules} style={{ margin: 0 }}>
            <Input aria-label={T.editName} maxLength={UsrCateLimits.nameMax + 10} />
          </Form.Item>
        ) : (
          name
        ),
    },
    {
      title: T.orders,
      dataIndex: 'orders',
      width: 140,
      render: (orders: number, row) =>
        rows.editing === row.id ? (
          <Form.Item name="orders" rules={ordersRules} style={{ margin: 0 }}>
            <InputNumber aria-label={T.editOrders} min={0} max={UsrCateLimits.ordersMax} precision={0} />
          </Form.Item>
        ) : (
          orders
        ),
    },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      title: T.actions,
      key: 'actions',
      width: 150,
      render: (_v, row) =>
        rows.editing === row.id ? (
          <Space size={0}>
            <Button type="link" size="small" loading={update.isPending} onClick={() => void saveRow(row)}>
              {T.save}
            </Button>
            <Button type="link" size="small" onClick={rows.stop}>
              {T.cancel}
            </Button>
          </Space>
        ) : (
          <Space size={0}>
            {canUpdate && (
              <Button type="link" size="small" onClick={() => startEdit(row)}>
                {T.edit}
              </Button>
            )}
            {canDelete && (
              <Popconfirm
                title={usrCateDeleteQuestion(row.label_number)}
                okText={T.ok}
                cancelText={T.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {T.delete}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    });
  }

  return (
    <Modal
      open={open}
      title={parent ? T.modalTitleOf(parent.name) : T.modalTitle}
      width={640}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {can(perm.create) && (
        <Form
          form={addForm}
          name="grouping-add"
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          onFinish={() => void add(false)}
        >
          <Form.Item name="name" label={T.name} required rules={nameRules} style={{ flex: 1 }}>
            <Input placeholder={T.namePlaceholder} maxLength={UsrCateLimits.nameMax + 10} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" loading={create.isPending && closing} onClick={() => void add(true)}>
                {T.saveAndReturn}
              </Button>
              <Button loading={create.isPending && !closing} onClick={() => void add(false)}>
                {T.saveDirectly}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      )}
      {query.isError ? (
        <QueryErrorAlert title={T.loadFailed} query={query} retryText={T.retry} small />
      ) : (
        <Form form={rowForm} name="grouping-row" component={false}>
          <Table<UsrCate>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={query.data?.list ?? []}
            loading={query.isFetching}
            pagination={false}
            locale={{ emptyText: T.tableEmpty }}
            scroll={{ y: 360 }}
          />
        </Form>
      )}
    </Modal>
  );
}
