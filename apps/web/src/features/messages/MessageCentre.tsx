import { useState } from 'react';
import { Badge, Button, Form, Input, Popconfirm, Space, Tabs, Typography, type TableProps } from 'antd';
import { InboxTab, MessageCalls, type InboxRow, type InboxTabValue } from '@qishu/contract';
import { AdminUiTexts, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useUnreadCount } from '../../lib/queries/messages.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { MessageDetailModal } from './MessageDetailModal.tsx';
import { MessageKindTag } from './MessageKindTag.tsx';
import { MessagesTexts as T } from './texts.ts';
import { useInboxActions, type InboxAction } from './use-inbox-actions.ts';

/** px: the summary line under a message's title is cut to this width with an ellipsis. */
const SUMMARY_MAX_WIDTH = 240;

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
  const { run: runOn, refresh } = useInboxActions(() => setSelected([]));
  const run = (action: InboxAction, ids: number[] = selected) => runOn(action, ids);

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
    {
      title: T.kind,
      dataIndex: 'kind',
      width: 100,
      render: (kind: number) => <MessageKindTag kind={kind} />,
    },
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
      {opened && (
        <MessageDetailModal open row={opened} onClose={() => setOpened(null)} onRead={() => void refresh()} />
      )}
    </section>
  );
}
