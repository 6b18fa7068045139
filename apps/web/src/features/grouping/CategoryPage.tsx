import { useState } from 'react';
import { Card, Form, Input, Result, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { UsrCateCalls, usrCateDeleteQuestion, type UsrCate } from '@qishu/contract';
import { callKey } from '../../lib/api/index.ts';
import { CreateButton, DeleteAction, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { groupingApi, invalidateGrouping } from './grouping-api.ts';
import { GroupingModal } from './GroupingModal.tsx';
import { GroupingTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const api = groupingApi('org');

/**
 * /config/category (分组管理): the organisation's top-level groups; the grouping modal adds and
 * edits them, and each row opens the modal for its sub-groups. Perms config:category:*.
 */
export function CategoryPage() {
  const can = useCan();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [modal, setModal] = useState<{ parent: { id: number; name: string } | null } | null>(null);

  if (!can('config:category:list')) return <Result status="403" subTitle={T.noPermission} />;

  const remove = async (row: UsrCate) => {
    await api.remove(row.id);
    void message.success(T.deleted);
    await invalidateGrouping(client);
  };

  const columns = [
    { title: T.groupName, dataIndex: 'name' },
    { title: T.orders, dataIndex: 'orders', width: 90 },
    { title: T.childCount, dataIndex: 'child_count', width: 100 },
    { title: T.labelNumber, dataIndex: 'label_number', width: 100 },
    { title: T.creator, dataIndex: 'user_name', render: (v: string | null) => v ?? '—' },
    { title: T.createdAt, dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: T.actions,
      key: 'actions',
      width: 150,
      render: (_v: unknown, row: UsrCate) => (
        <Space size={0}>
          <LinkButton onClick={() => setModal({ parent: { id: row.id, name: row.name } })}>
            {T.subGroups}
          </LinkButton>
          {can('config:category:delete') && (
            <DeleteAction title={usrCateDeleteQuestion(row.label_number)} onConfirm={() => remove(row)} />
          )}
        </Space>
      ),
    },
  ];

  const canWrite =
    can('config:category:create') || can('config:category:update') || can('config:category:delete');

  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">{T.categoryHint}</Typography.Paragraph>
      <ListPage<UsrCate>
        title={T.categoryTitle}
        queryKey={callKey(UsrCateCalls.org.list)}
        fetchPage={(p, signal) =>
          api.list(
            { page: p.page, limit: p.limit, name: p.keyword as string | undefined, parent_id: 0 },
            signal,
          )
        }
        rowKey="id"
        columns={columns}
        searchFields={
          <Form.Item name="keyword" label={T.searchName}>
            <Input allowClear placeholder={T.namePlaceholder} />
          </Form.Item>
        }
        toolbar={
          canWrite && (
            <CreateButton onClick={() => setModal({ parent: null })}>
              {can('config:category:create') ? T.addGroup : T.editGroups}
            </CreateButton>
          )
        }
      />
      <GroupingModal
        open={modal !== null}
        onClose={() => setModal(null)}
        family="org"
        parent={modal?.parent ?? null}
      />
    </Card>
  );
}
