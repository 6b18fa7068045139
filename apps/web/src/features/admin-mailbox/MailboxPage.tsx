import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { DownloadOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailboxCalls, MailboxPerms, type MailboxRow } from '@qishu/contract';
import { LinkButton, ListPage, RangeFilter, searchQuery, SelectFilter } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/session/index.ts';
import { downloadEml, mailboxDetailQuery } from './mailbox-api.ts';
import { formatSize, MailboxTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

function StatusTag({ row }: { row: Pick<MailboxRow, 'status' | 'error'> }) {
  return row.status === 'sent' ? (
    <Tag color="success">{T.sent}</Tag>
  ) : (
    <Tooltip title={row.error}>
      <Tag color="error">{T.failed}</Tag>
    </Tooltip>
  );
}

/** 下载 .eml and 重新发送 of one mail (resend only with its permission). */
function MailActions({ id, canResend }: { id: number; canResend: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const resend = useMutation({
    mutationFn: () => callApi(MailboxCalls.resend, { id }),
    onSuccess: async () => {
      void message.success(T.resent);
      await client.invalidateQueries({ queryKey: callKey(MailboxCalls.list) });
    },
  });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadEml(id);
    } catch {
      // the error is already shown
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
        {T.download}
      </Button>
      {canResend && (
        <Popconfirm title={T.resendConfirm} onConfirm={() => resend.mutateAsync().catch(() => undefined)}>
          <Button type="primary" icon={<SendOutlined />} loading={resend.isPending}>
            {T.resend}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** The detail drawer: subject, recipient, headers, text and attachment names read from the .eml. */
function MailDrawer({
  id,
  onClose,
  canResend,
}: {
  id: number | null;
  onClose: () => void;
  canResend: boolean;
}) {
  const query = useQuery({ ...mailboxDetailQuery(id ?? 0), enabled: id !== null });
  const m = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={T.detailTitle}
      destroyOnHidden
      extra={m?.has_eml && id !== null ? <MailActions id={id} canResend={canResend} /> : null}
    >
      {query.isPending && id !== null ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : m ? (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={T.subject}>{m.subject}</Descriptions.Item>
            <Descriptions.Item label={T.to}>{m.to_address}</Descriptions.Item>
            <Descriptions.Item label={T.time}>{formatDateTime(m.created_at, true)}</Descriptions.Item>
            <Descriptions.Item label={T.status}>
              <StatusTag row={m} />
            </Descriptions.Item>
            <Descriptions.Item label={T.transport}>
              {T.transports[m.transport] ?? m.transport}
            </Descriptions.Item>
            {m.message_id && (
              <Descriptions.Item label={T.messageId}>
                <Typography.Text code>{m.message_id}</Typography.Text>
              </Descriptions.Item>
            )}
            {m.error && (
              <Descriptions.Item label={T.error}>
                <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.error}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          {m.eml_missing ? (
            <Alert type="warning" showIcon title={T.emlMissing} />
          ) : !m.has_eml ? (
            <Alert type="info" showIcon title={T.noEml} />
          ) : (
            <>
              <Descriptions size="small" column={1} bordered title={T.headers}>
                {m.headers.map((h) => (
                  <Descriptions.Item key={h.name} label={h.name}>
                    {h.value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <div>
                <Typography.Title level={5}>{T.text}</Typography.Title>
                <Typography.Paragraph
                  style={{
                    whiteSpace: 'pre-wrap',
                    background: 'rgba(0,0,0,0.02)',
                    padding: 12,
                    borderRadius: 6,
                  }}
                >
                  {m.text?.trim() || T.noText}
                </Typography.Paragraph>
              </div>
              <div>
                <Typography.Title level={5}>{T.attachments}</Typography.Title>
                {m.attachments.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noAttachments} />
                ) : (
                  <Flex vertical gap={8}>
                    {m.attachments.map((a, i) => (
                      <Flex
                        key={i}
                        justify="space-between"
                        align="center"
                        style={{ border: '1px solid rgba(0,0,0,0.06)', borderRadius: 6, padding: '6px 12px' }}
                      >
                        <Space>
                          <PaperClipOutlined />
                          <span>{a.filename}</span>
                        </Space>
                        <Typography.Text type="secondary">{formatSize(a.size)}</Typography.Text>
                      </Flex>
                    ))}
                  </Flex>
                )}
              </div>
            </>
          )}
        </Flex>
      ) : null}
    </Drawer>
  );
}

/** /sys/mailbox (邮件发件箱): every mail the platform sent, newest first; detail, .eml and resend. */
export function MailboxPage() {
  const can = useCan();
  const canResend = can(MailboxPerms.resend);
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: TableProps<MailboxRow>['columns'] = [
    { title: T.time, dataIndex: 'created_at', width: 150, render: (v: string) => formatDateTime(v) },
    { title: T.to, dataIndex: 'to_address', width: 200, ellipsis: true },
    { title: T.subject, dataIndex: 'subject', ellipsis: true },
    {
      title: T.transport,
      dataIndex: 'transport',
      width: 170,
      render: (v: string) => T.transports[v] ?? v,
    },
    { title: T.status, dataIndex: 'status', width: 100, render: (_: unknown, r) => <StatusTag row={r} /> },
    {
      title: T.actions,
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => <LinkButton onClick={() => setOpenId(r.mail_log_id)}>{T.view}</LinkButton>,
    },
  ];

  return (
    <>
      <ListPage<MailboxRow>
        hint={T.hint}
        title={T.title}
        queryKey={callKey(MailboxCalls.list)}
        rowKey="mail_log_id"
        columns={columns}
        fetchPage={(params, signal) => callApi(MailboxCalls.list, searchQuery(params), { signal })}
        searchFields={
          <>
            <Form.Item name="to_address" label={T.to}>
              <Input allowClear placeholder={T.toPlaceholder} maxLength={200} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="subject" label={T.subject}>
              <Input allowClear placeholder={T.subjectPlaceholder} maxLength={200} style={{ width: 180 }} />
            </Form.Item>
            <SelectFilter name="status" label={T.status} texts={{ sent: T.sent, failed: T.failed }} />
            <RangeFilter label={T.range} withTime />
          </>
        }
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} canResend={canResend} />
    </>
  );
}
