import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { NotificationOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import {
  MessageCalls,
  MsgKind,
  msgKindLabel,
  type MsgIndexRequest,
  type MsgKindValue,
  type MsgTargetValue,
  type SysMsgRow,
} from '@qishu/contract';
import {
  AdminUiTexts,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  type ListParams,
  useSave,
} from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { MessageBodyFields, ReceiverFields } from './ComposeFields.tsx';
import { msgCatesQuery } from './messages-api.ts';
import { MessagesTexts as T } from './texts.ts';

interface BodyValues {
  title: string;
  content: string;
  sys_msg_cate_id: number;
}
interface ComposeValues extends BodyValues {
  target: MsgTargetValue;
  sys_user_ids?: number[];
  usr_agent_ids?: number[];
}

type Editing = { mode: 'message' } | { mode: 'notice' } | { mode: 'edit'; row: SysMsgRow } | null;

/**
 * ListPage's search values → the getIndex body (the range picker gives two days of Asia/Shanghai).
 * The search fields have their own names so their ids never clash with the dialog's fields.
 */
export function indexBody(params: ListParams): MsgIndexRequest {
  const range = params.range as [Dayjs | null, Dayjs | null] | null | undefined;
  const title = typeof params.keyword === 'string' ? params.keyword.trim() : '';
  return {
    page: params.page,
    limit: params.limit,
    ...(title ? { title } : {}),
    ...(typeof params.kind === 'number' ? { kind: params.kind } : {}),
    ...(typeof params.cate === 'number' ? { sys_msg_cate_id: params.cate } : {}),
    ...(range?.[0] ? { start_date: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { end_date: range[1].format('YYYY-MM-DD') } : {}),
  };
}

const trimmed = (v: BodyValues) => ({
  title: v.title.trim(),
  content: v.content.trim(),
  sys_msg_cate_id: v.sys_msg_cate_id,
});

/**
 * /admin/sysmsg: the platform's messages and notices — search, send a message to users,
 * organisations or everyone, publish a notice, edit and delete. Buttons follow msg:message:* and
 * msg:notice:*.
 */
export function SysMsgPage() {
  const can = useCan();
  const [editing, setEditing] = useState<Editing>(null);
  const cates = useQuery(msgCatesQuery());
  const close = () => setEditing(null);
  const invalidate = callKey(MessageCalls.getIndex);

  const send = useSave(
    (v: ComposeValues) =>
      callApi(MessageCalls.saveMsg, {
        ...trimmed(v),
        target: v.target,
        ...(v.target === 'users' ? { sys_user_ids: v.sys_user_ids ?? [] } : {}),
        ...(v.target === 'agents' ? { usr_agent_ids: v.usr_agent_ids ?? [] } : {}),
      }),
    { invalidate, onDone: close, successText: T.sent },
  );
  const publish = useSave((v: BodyValues) => callApi(MessageCalls.saveNotice, trimmed(v)), {
    invalidate,
    onDone: close,
    successText: T.published,
  });
  const update = useSave(
    (v: BodyValues) =>
      callApi(MessageCalls.updateSysMsg, {
        ...trimmed(v),
        sys_msg_id: editing?.mode === 'edit' ? editing.row.sys_msg_id : 0,
      }),
    { invalidate, onDone: close },
  );
  const remove = useSave((id: number) => callApi(MessageCalls.deleteSysMsg, { sys_msg_id: id }), {
    invalidate,
    successText: AdminUiTexts.deleted,
  });

  const mayEdit = (row: SysMsgRow) =>
    can(row.kind === MsgKind.notice ? 'msg:notice:update' : 'msg:message:update');
  const mayDelete = (row: SysMsgRow) =>
    can(row.kind === MsgKind.notice ? 'msg:notice:delete' : 'msg:message:delete');

  const columns: TableProps<SysMsgRow>['columns'] = [
    {
      title: T.title,
      dataIndex: 'title',
      render: (title: string, row) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 360 }}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {row.content}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: T.kind,
      dataIndex: 'kind',
      width: 100,
      render: (kind: number) => (
        <Tag color={kind === MsgKind.notice ? 'orange' : 'blue'}>
          {msgKindLabel[kind as MsgKindValue] ?? '—'}
        </Tag>
      ),
    },
    { title: T.category, dataIndex: 'cate_name', width: 100, render: (v: string | null) => v ?? '—' },
    {
      title: T.receivers,
      key: 'receivers',
      render: (_, row) =>
        row.kind === MsgKind.notice ? T.allUsers : T.receiversOf(row.receiver_count, row.agent_count),
    },
    {
      title: T.readProgress,
      key: 'read',
      align: 'right',
      render: (_, row) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {row.read_count.toLocaleString('zh-CN')} / {row.receiver_count.toLocaleString('zh-CN')}
        </span>
      ),
    },
    { title: T.sender, dataIndex: 'sender_name', width: 110, render: (v: string | null) => v ?? T.system },
    { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatDateTime(v) },
    {
      title: AdminUiTexts.actions,
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          {mayEdit(row) && (
            <LinkButton onClick={() => setEditing({ mode: 'edit', row })}>{AdminUiTexts.edit}</LinkButton>
          )}
          {mayDelete(row) && (
            <DeleteAction title={T.deleteConfirm} onConfirm={() => remove.mutateAsync(row.sys_msg_id)} />
          )}
        </Space>
      ),
    },
  ];

  const cateOptions = (cates.data ?? []).map((c) => ({ value: c.sys_msg_cate_id, label: c.name }));
  const firstCate = cates.data?.[0]?.sys_msg_cate_id;
  const initialValues = useMemo<Partial<ComposeValues> | undefined>(() => {
    if (editing?.mode === 'edit') {
      const { title, content, sys_msg_cate_id } = editing.row;
      return { title, content, ...(sys_msg_cate_id ? { sys_msg_cate_id } : {}) };
    }
    if (editing?.mode === 'message')
      return { target: 'users', ...(firstCate ? { sys_msg_cate_id: firstCate } : {}) };
    if (editing?.mode === 'notice') return firstCate ? { sys_msg_cate_id: firstCate } : {};
    return undefined;
  }, [editing, firstCate]);

  const modalTitle =
    editing?.mode === 'message'
      ? T.sendMessage
      : editing?.mode === 'notice'
        ? T.publishNotice
        : editing?.row.kind === MsgKind.notice
          ? T.editNotice
          : T.editMessage;

  return (
    <>
      <ListPage<SysMsgRow>
        title={T.manageTitle}
        queryKey={callKey(MessageCalls.getIndex)}
        fetchPage={(params, signal) => callApi(MessageCalls.getIndex, indexBody(params), { signal })}
        rowKey="sys_msg_id"
        columns={columns}
        toolbar={
          <>
            {can('msg:notice:create') && (
              <Button icon={<NotificationOutlined />} onClick={() => setEditing({ mode: 'notice' })}>
                {T.publishNotice}
              </Button>
            )}
            {can('msg:message:send') && (
              <Button type="primary" icon={<SendOutlined />} onClick={() => setEditing({ mode: 'message' })}>
                {T.sendMessage}
              </Button>
            )}
          </>
        }
        searchFields={
          <>
            <Form.Item name="keyword" label={T.title}>
              <Input allowClear maxLength={50} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="kind" label={T.kind}>
              <Select
                allowClear
                placeholder={T.kindPlaceholder}
                style={{ width: 130 }}
                options={[
                  { value: MsgKind.message, label: msgKindLabel[MsgKind.message] },
                  { value: MsgKind.notice, label: msgKindLabel[MsgKind.notice] },
                ]}
              />
            </Form.Item>
            <Form.Item name="cate" label={T.category}>
              <Select
                allowClear
                placeholder={T.catePlaceholder}
                style={{ width: 130 }}
                options={cateOptions}
              />
            </Form.Item>
            <Form.Item name="range" label={T.createdRange}>
              <DatePicker.RangePicker allowEmpty={[true, true]} />
            </Form.Item>
          </>
        }
      />
      <FormModal<ComposeValues>
        open={editing !== null}
        title={modalTitle}
        width={640}
        initialValues={initialValues}
        onCancel={close}
        saving={send.isPending || publish.isPending || update.isPending}
        onSubmit={(v) =>
          editing?.mode === 'message'
            ? send.mutateAsync(v)
            : editing?.mode === 'notice'
              ? publish.mutateAsync(v)
              : update.mutateAsync(v)
        }
      >
        {editing?.mode === 'message' && <ReceiverFields />}
        {editing?.mode === 'notice' && (
          <Alert type="info" showIcon title={T.noticeHint} style={{ marginBottom: 16 }} />
        )}
        <MessageBodyFields cates={cates.data ?? []} />
      </FormModal>
    </>
  );
}
