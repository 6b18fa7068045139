import { useState } from 'react';
import {
  Badge,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  InboxTab,
  MessageCalls,
  MsgKind,
  msgKindLabel,
  type InboxRow,
  type InboxTabValue,
  type MsgKindValue,
} from '@qishu/contract';
import { AdminUiTexts, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { invalidateUnreadCount, useUnreadCount } from '../../lib/queries/messages.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { inboxDetailQuery } from './messages-api.ts';
import { MessagesTexts as T } from './texts.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

/** px: the summary line under a message's title is cut to this width with an ellipsis. */
const SUMMARY_MAX_WIDTH = 240;

type Action = 'read' | 'recycle' | 'restore' | 'remove' | 'allRead';

const doneText: Record<Exclude<Action, 'allRead'>, string> = {
  read: T.markedRead,
  recycle: T.recycled,
  restore: T.restored,
  remove: T.removed,
};

const kindTag = (kind: number) => (
  <Tag color={kind === MsgKind.notice ? 'orange' : 'blue'}>{msgKindLabel[kind as MsgKindValue] ?? '—'}</Tag>
);

/**
 * The message centre of every workspace (/config/usrmsg) and the admin's inbox (/sys/msg): tabs
 * 未读 / 已读 / 回收站, open (marks read), 全部已读, delete to the recycle bin, restore, delete for
 * good. Every change reloads the lists and the top-bar unread counter.
 */
export function MessageCentre() {
  const [tab, setTab] = useState<InboxTabValue>(InboxTab.unread);
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<InboxRow | null>(null);
  const unread = useUnreadCount(useCurrentUser());
  const client = useQueryClient();
  const { message } = useFeedback();

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: callKey(MessageCalls.list) }),
      invalidateUnreadCount(client),
    ]);

  const act = useMutation({
    mutationFn: ({ action, ids }: { action: Action; ids: number[] }) => {
      switch (action) {
        case 'read':
          return callApi(MessageCalls.read, { ids });
        case 'recycle':
          return callApi(MessageCalls.delete, { ids });
        case 'restore':
          return callApi(MessageCalls.restore, { ids });
        case 'remove':
          return callApi(MessageCalls.remove, { ids });
        case 'allRead':
          return callApi(MessageCalls.allRead, {});
      }
    },
    onSuccess: async (out, { action }) => {
      void message.success(action === 'allRead' ? T.allReadDone(out.changed) : doneText[action]);
      setSelected([]);
      await refresh();
    },
  });
  const run = (action: Action, ids: number[] = selected) =>
    act.mutateAsync({ action, ids }).catch(() => undefined);

  const rowActions = (row: InboxRow) => {
    const ids = [row.sys_msg_receiver_id];
    return (
      <Space size={0}>
        <LinkButton onClick={() => setOpened(row)}>{T.view}</LinkButton>
        {tab === InboxTab.recycle ? (
          <>
            <LinkButton onClick={() => void run('restore', ids)}>{T.restore}</LinkButton>
            <Popconfirm
              title={T.confirmRemove}
              okText={AdminUiTexts.ok}
              cancelText={AdminUiTexts.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => run('remove', ids)}
            >
              <LinkButton danger>{T.removeForGood}</LinkButton>
            </Popconfirm>
          </>
        ) : (
          <LinkButton danger onClick={() => void run('recycle', ids)}>
            {T.recycle}
          </LinkButton>
        )}
      </Space>
    );
  };

  const columns: TableProps<InboxRow>['columns'] = [
    {
      title: T.title,
      dataIndex: 'title',
      render: (title: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Link strong={row.status === 0} onClick={() => setOpened(row)}>
            {row.status === 0 && <Badge status="processing" style={{ marginRight: 6 }} />}
            {title}
          </Typography.Link>
          {/* bounded, or a long summary widens the table past its container (it scrolls max-content) */}
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, display: 'block', maxWidth: SUMMARY_MAX_WIDTH }}
            ellipsis={{ tooltip: row.summary }}
          >
            {row.summary}
          </Typography.Text>
        </Space>
      ),
    },
    { title: T.kind, dataIndex: 'kind', width: 100, render: kindTag },
    { title: T.category, dataIndex: 'cate_name', width: 110, render: (v: string | null) => v ?? '—' },
    { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatDateTime(v) },
    { title: AdminUiTexts.actions, key: 'actions', width: 200, render: (_, row) => rowActions(row) },
  ];

  const none = selected.length === 0;
  const toolbar = (
    <>
      {!none && <Typography.Text type="secondary">{T.selected(selected.length)}</Typography.Text>}
      {tab === InboxTab.unread && (
        <Button disabled={none} onClick={() => void run('read')}>
          {T.markRead}
        </Button>
      )}
      {tab !== InboxTab.recycle && (
        <>
          <Button disabled={none} danger onClick={() => void run('recycle')}>
            {T.recycle}
          </Button>
          <Button type="primary" disabled={!unread.data} onClick={() => void run('allRead', [])}>
            {T.allRead}
          </Button>
        </>
      )}
      {tab === InboxTab.recycle && (
        <>
          <Button disabled={none} onClick={() => void run('restore')}>
            {T.restore}
          </Button>
          <Popconfirm
            title={T.confirmRemove}
            okText={AdminUiTexts.ok}
            cancelText={AdminUiTexts.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => run('remove')}
            disabled={none}
          >
            <Button danger disabled={none}>
              {T.removeForGood}
            </Button>
          </Popconfirm>
        </>
      )}
    </>
  );

  return (
    <section aria-label={T.centreTitle}>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => {
          setTab(Number(key) as InboxTabValue);
          setSelected([]);
        }}
        items={[
          {
            key: String(InboxTab.unread),
            label: (
              <Badge count={unread.data ?? 0} size="small" offset={[10, -2]} overflowCount={99}>
                {T.tabUnread}
              </Badge>
            ),
          },
          { key: String(InboxTab.read), label: T.tabRead },
          { key: String(InboxTab.recycle), label: T.tabRecycle },
        ]}
      />
      <ListPage<InboxRow>
        key={tab}
        queryKey={callKey(MessageCalls.list, { status: tab })}
        fetchPage={(params, signal) =>
          callApi(MessageCalls.list, { ...params, status: tab }, { signal }).then((r) => ({
            list: r.list,
            total: r.total,
          }))
        }
        rowKey="sys_msg_receiver_id"
        columns={columns}
        toolbar={toolbar}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        searchFields={
          <Form.Item name="title" label={T.title}>
            <Input allowClear maxLength={50} style={{ width: 220 }} />
          </Form.Item>
        }
      />
      {opened && <MessageDetail row={opened} onClose={() => setOpened(null)} onRead={() => void refresh()} />}
    </section>
  );
}

/** The opened message; the server marks it read, then the lists and the counter reload. */
function MessageDetail({ row, onClose, onRead }: { row: InboxRow; onClose: () => void; onRead: () => void }) {
  const wasUnread = row.status === 0;
  const detail = useQuery({
    ...inboxDetailQuery(row.sys_msg_receiver_id, wasUnread ? onRead : undefined),
    gcTime: 0,
    staleTime: 0,
  });
  const d = detail.data;
  return (
    <Modal
      open
      title={T.detailTitle}
      width={640}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      {detail.isError ? (
        <QueryErrorAlert
          title={AdminUiTexts.loadFailed}
          query={detail}
          retryText={AdminUiTexts.retry}
          small
        />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <article>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {d.title}
          </Typography.Title>
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={T.kind}>{kindTag(d.kind)}</Descriptions.Item>
            <Descriptions.Item label={T.category}>{d.cate_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={T.sender}>{d.sender_name ?? T.system}</Descriptions.Item>
            <Descriptions.Item label={T.time}>{formatDateTime(d.created_at)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {d.content}
          </Typography.Paragraph>
        </article>
      )}
    </Modal>
  );
}
