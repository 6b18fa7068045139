import { useState } from 'react';
import { Form, Input, Select, Space, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CustomAdminRow } from '@qishu/contract';
import { LinkButton, ListPage, RangeFilter, searchQuery, useSave } from '../../lib/admin-ui/index.ts';
import { formatCount, formatDateTime, formatPrice } from '../../lib/format.ts';
import { customReviewApi, reviewAgentsQuery, reviewListKey, useReloadReviews } from './custom-review-api.ts';
import { ProcessDialog } from './ProcessDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { RequestDrawer } from './RequestDrawer.tsx';
import { ReviewButtons, type ReviewHandlers } from './ReviewButtons.tsx';
import type { CustomReviewSlots } from './slots.ts';
import { ALL_STATUSES, StatusSwitch } from './StatusSwitch.tsx';
import { StatusTag } from './StatusTag.tsx';
import { CustomReviewTexts as T } from './texts.ts';
import styles from './custom-review.module.css';

/** Search form values → the list's query: text trimmed, empties dropped, the range as whole China days. */
export const reviewQuery = (values: Record<string, unknown>) => searchQuery(values, 'day');

const secondary = { fontSize: 12 } as const;

function columns(
  onDetail: (row: CustomAdminRow) => void,
  handlers: ReviewHandlers,
): TableProps<CustomAdminRow>['columns'] {
  return [
    {
      title: T.name,
      key: 'name',
      width: 180,
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.name}</span>
          {r.label_year ? (
            <Typography.Text type="secondary" style={secondary}>
              {T.year} {r.label_year}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: T.requester,
      key: 'requester',
      width: 130,
      render: (_: unknown, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.realname ?? T.none}</span>
          <Typography.Text type="secondary" style={secondary}>
            {r.username}
          </Typography.Text>
        </Space>
      ),
    },
    { title: T.agent, dataIndex: 'agent_name', width: 130, render: (v: string | null) => v ?? T.none },
    { title: T.status, dataIndex: 'status', width: 100, render: (v: number) => <StatusTag status={v} /> },
    {
      title: T.created,
      dataIndex: 'created',
      width: 140,
      render: (v: string) => <span className={styles.number}>{formatDateTime(v)}</span>,
    },
    {
      title: T.data,
      key: 'data',
      width: 200,
      render: (_: unknown, r) =>
        r.data_count === null ? (
          T.none
        ) : (
          <Space orientation="vertical" size={0}>
            <Typography.Paragraph
              title={r.condition ?? r.data_file_name ?? ''}
              ellipsis={{ rows: 2 }}
              style={{ margin: 0, width: 184, fontSize: 13, whiteSpace: 'normal' }}
            >
              {r.condition ?? r.data_file_name}
            </Typography.Paragraph>
            <Typography.Text type="secondary" style={secondary} className={styles.number}>
              {T.count(formatCount(r.data_count))}
            </Typography.Text>
          </Space>
        ),
    },
    {
      title: T.result,
      key: 'result',
      width: 120,
      align: 'right',
      render: (_: unknown, r) =>
        r.nums === null || r.price === null ? (
          T.none
        ) : (
          <Space orientation="vertical" size={0} className={styles.number}>
            <span>{T.nums(formatCount(r.nums))}</span>
            <span>{formatPrice(r.price)}</span>
          </Space>
        ),
    },
    {
      title: T.actions,
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <LinkButton onClick={() => onDetail(r)}>{T.detail}</LinkButton>
          <ReviewButtons row={r} handlers={handlers} />
        </Space>
      ),
    },
  ];
}

/**
 * /sys/apply 定制审核: the custom data requests of every organisation, newest first, filtered by
 * state, organisation, submission day and text; 通过 / 驳回 under review, 处理 (attach the data, then
 * count and price) in processing, 驳回 still possible then; a drawer with every field.
 */
export function CustomReviewPage(slots: CustomReviewSlots) {
  const reload = useReloadReviews();
  const [form] = Form.useForm();
  const [detail, setDetail] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<CustomAdminRow | null>(null);
  const [processing, setProcessing] = useState<CustomAdminRow | null>(null);
  const agents = useQuery(reviewAgentsQuery());

  /** a refused action is toasted; the page shows the request's new state and the dialog stays open */
  const reloadAfter = (error: unknown): never => {
    reload();
    throw error;
  };
  const approve = useSave((id: number) => customReviewApi.approve(id), {
    invalidate: reviewListKey,
    successText: T.approved,
  });
  const reject = useSave(
    ({ id, reason }: { id: number; reason: string }) => customReviewApi.reject(id, reason),
    {
      invalidate: reviewListKey,
      successText: T.rejected,
      onDone: () => setRejecting(null),
    },
  );

  const handlers: ReviewHandlers = {
    onApprove: (row) => approve.mutateAsync(row.agent_label_apply_id).catch(reloadAfter),
    onReject: setRejecting,
    onProcess: setProcessing,
  };

  return (
    <>
      <ListPage<CustomAdminRow>
        title={T.title}
        hint={T.hint}
        form={form}
        queryKey={reviewListKey}
        rowKey="agent_label_apply_id"
        columns={columns((r) => setDetail(r.agent_label_apply_id), handlers)}
        fetchPage={(params, signal) => customReviewApi.list(reviewQuery(params), signal)}
        searchFields={
          <>
            <Form.Item
              name="status"
              label={T.status}
              // never wider than the search bar: on a phone the switch wraps instead
              style={{ maxWidth: '100%' }}
              getValueProps={(v: unknown) => ({ value: v ?? ALL_STATUSES })}
              normalize={(v: unknown) => (v === ALL_STATUSES ? undefined : v)}
            >
              <StatusSwitch onPick={() => form.submit()} />
            </Form.Item>
            <Form.Item name="usr_agent_id" label={T.agent}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={T.all}
                loading={agents.isPending}
                style={{ width: 180 }}
                options={(agents.data ?? []).map((a) => ({ value: a.usr_agent_id, label: a.agent_name }))}
              />
            </Form.Item>
            <RangeFilter label={T.range} />
            <Form.Item name="keyword" label={T.keyword}>
              <Input allowClear maxLength={50} placeholder={T.keywordPlaceholder} style={{ width: 220 }} />
            </Form.Item>
          </>
        }
      />
      <RequestDrawer id={detail} onClose={() => setDetail(null)} handlers={handlers} />
      <RejectDialog
        row={rejecting}
        saving={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(row, reason) =>
          reject.mutateAsync({ id: row.agent_label_apply_id, reason }).catch(reloadAfter)
        }
      />
      <ProcessDialog row={processing} onClose={() => setProcessing(null)} slots={slots} />
    </>
  );
}
