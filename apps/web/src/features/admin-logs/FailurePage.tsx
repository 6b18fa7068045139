import { useState } from 'react';
import {
  DatePicker,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureKindLabels, LogCalls, LogMessages, type FailureRow } from '@qishu/contract';
import { FormModal, LinkButton, ListPage } from '../../lib/admin-ui/index.ts';
import { callApi, callKey } from '../../lib/api/index.ts';
import { invalidateUntreatedCount } from '../../lib/queries/messages.ts';
import { useCan } from '../../lib/session/index.ts';
import { formatTime, searchQuery } from './format.ts';
import { LogTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

const T = LogTexts.failure;

const keyOf = (r: FailureRow) => `${r.kind}-${r.id}`;

function FailureDetail({ row }: { row: FailureRow }) {
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={T.error}>
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{row.error ?? '—'}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={T.detail}>
        <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {row.detail ?? '—'}
        </Typography.Text>
      </Descriptions.Item>
      {row.handled_at && (
        <Descriptions.Item label={T.remark}>
          {row.remark}（{T.handledBy(row.handled_by ?? '—', formatTime(row.handled_at))}）
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/**
 * /logmana/realupdate (异常处理): failed background jobs and mails nobody handled yet. 处理 records a
 * remark; 重试 puts a failed job back in the queue. The top bar's 错误处理 counter follows.
 */
export function FailurePage() {
  const can = useCan();
  const canHandle = can('log:realtime:handle');
  const { message } = useFeedback();
  const client = useQueryClient();
  const [handling, setHandling] = useState<FailureRow | null>(null);

  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: callKey(LogCalls.failures) }),
      invalidateUntreatedCount(client),
    ]);
  };
  const handle = useMutation({
    mutationFn: (v: { row: FailureRow; remark: string }) =>
      callApi(LogCalls.failureHandle, { kind: v.row.kind, id: v.row.id, remark: v.remark }),
    onSuccess: async () => {
      void message.success(T.handled);
      setHandling(null);
      await refresh();
    },
  });
  const retry = useMutation({
    mutationFn: (row: FailureRow) => callApi(LogCalls.failureRetry, { id: row.id }),
    onSuccess: async () => {
      void message.success(T.retried);
      await refresh();
    },
  });

  const columns: TableProps<FailureRow>['columns'] = [
    { title: T.time, dataIndex: 'failed_at', width: 150, render: (v: string) => formatTime(v) },
    {
      title: T.kind,
      dataIndex: 'kind',
      width: 100,
      render: (v: FailureRow['kind']) => (
        <Tag color={v === 'job' ? 'blue' : 'purple'}>{failureKindLabels[v]}</Tag>
      ),
    },
    { title: T.content, dataIndex: 'title', width: 180, ellipsis: true },
    {
      title: T.target,
      dataIndex: 'target',
      width: 180,
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: T.error,
      dataIndex: 'error',
      width: 200,
      ellipsis: { showTitle: false },
      render: (v: string | null) => (
        <Tooltip title={v} placement="topLeft">
          <Typography.Text type="danger">{v ?? '—'}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: T.attempts, dataIndex: 'attempts', width: 80, render: (v: number | null) => v ?? '—' },
    {
      title: T.state,
      dataIndex: 'handled_at',
      width: 100,
      render: (v: string | null) =>
        v ? <Tag color="success">{T.states.handled}</Tag> : <Tag color="error">{T.states.open}</Tag>,
    },
    ...(canHandle
      ? [
          {
            title: LogTexts.actions,
            key: 'actions',
            width: 120,
            fixed: 'right' as const,
            render: (_: unknown, r: FailureRow) => (
              <Space size={0}>
                {!r.handled_at && <LinkButton onClick={() => setHandling(r)}>{T.handle}</LinkButton>}
                {r.kind === 'job' && (
                  <Popconfirm
                    title={T.retryConfirm}
                    onConfirm={() => retry.mutateAsync(r).catch(() => undefined)}
                  >
                    <LinkButton>{T.retry}</LinkButton>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<FailureRow & { key: string }>
        title={T.title}
        queryKey={callKey(LogCalls.failures)}
        rowKey="key"
        columns={columns as TableProps<FailureRow & { key: string }>['columns']}
        initialSearch={{ state: 'open' }}
        fetchPage={async (params, signal) => {
          const page = await callApi(LogCalls.failures, searchQuery(params), { signal });
          return { ...page, list: page.list.map((r) => ({ ...r, key: keyOf(r) })) };
        }}
        expandable={{ expandedRowRender: (r) => <FailureDetail row={r} /> }}
        searchFields={
          <>
            <Form.Item name="state" label={T.state}>
              <Select
                style={{ width: 100 }}
                options={(['open', 'handled', 'all'] as const).map((v) => ({ value: v, label: T.states[v] }))}
              />
            </Form.Item>
            <Form.Item name="kind" label={T.kind}>
              <Select
                allowClear
                placeholder={T.states.all}
                style={{ width: 120 }}
                options={Object.entries(failureKindLabels).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear placeholder={T.keywordPlaceholder} maxLength={100} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="range" label={T.time}>
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </>
        }
      />
      <FormModal<{ remark: string }>
        open={handling !== null}
        title={T.handleTitle}
        saving={handle.isPending}
        onCancel={() => setHandling(null)}
        onSubmit={(v) =>
          handling ? handle.mutateAsync({ row: handling, remark: v.remark }) : Promise.resolve()
        }
      >
        {handling && (
          <Typography.Paragraph type="secondary">
            {failureKindLabels[handling.kind]} · {handling.title} · {handling.error}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="remark"
          label={T.remark}
          rules={[
            { required: true, whitespace: true, message: LogMessages.remarkRequired },
            { max: 200, message: LogMessages.remarkTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={T.remarkPlaceholder} />
        </Form.Item>
      </FormModal>
    </>
  );
}
