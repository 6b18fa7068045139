import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, Modal, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssignCalls, AssignLimits, claimStatuses, type ClaimRow, type ClaimStatus } from '@qishu/contract';
import { ListPage, SelectFilter, searchQuery } from '../../lib/admin-ui/index.ts';
import { AssignTexts as T } from './assign-texts.ts';
import { assignApi, claimsKey, reloadAssignments, shortTime } from './assign-api.ts';
import { ExportListButton, type ListFilters } from './ExportListButton.tsx';
import { TableEmpty } from './TableEmpty.tsx';
import { useFeedback } from '../../lib/feedback/index.ts';

const STATUS_TEXTS = Object.fromEntries(claimStatuses.map((s) => [s.key, s.label])) as Record<string, string>;

/** A claim's status as a tag that says it in words. */
export function ClaimStatusTag({ status }: { status: string }) {
  const s = claimStatuses.find((x) => x.key === status);
  return (
    <Tag color={s?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {s?.label ?? status}
    </Tag>
  );
}

/** The search bar's values → the claims' filters: 待审核 (`review`) or 我的申请, status and company. */
function claimFilters(
  search: Record<string, unknown>,
  review: boolean,
): ListFilters<typeof AssignCalls.claims> {
  const f = searchQuery(search);
  return {
    ...(review ? { review: true } : {}),
    ...(typeof f.status === 'string' ? { status: f.status as ClaimStatus } : {}),
    ...(typeof f.keyword === 'string' ? { keyword: f.keyword } : {}),
  };
}

/** 驳回: the reason is required and goes to the applicant. */
function RejectDialog(props: { claim: ClaimRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ note: string }>();
  const { message } = useFeedback();
  const client = useQueryClient();
  const reject = useMutation({
    mutationFn: (v: { note: string }) =>
      assignApi.decide({ id: props.claim!.claim_id, approve: false, note: v.note.trim() }),
    onSuccess: async (out) => {
      void message.success(out.message);
      props.onDone();
      await reloadAssignments(client);
    },
  });
  return (
    <Modal
      open={props.claim !== null}
      title={T.rejectTitle}
      okText={T.reject}
      okButtonProps={{ danger: true }}
      cancelText={T.cancel}
      confirmLoading={reject.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {props.claim && (
        <Typography.Paragraph>
          {props.claim.user_name ?? T.none} · {props.claim.company_name}
        </Typography.Paragraph>
      )}
      <Form form={form} name="reject" layout="vertical" onFinish={(v) => reject.mutate(v)} preserve={false}>
        <Form.Item
          name="note"
          label={T.rejectReason}
          rules={[
            { required: true, whitespace: true, message: T.rejectReasonRequired },
            { max: AssignLimits.reasonMax, message: `最多${AssignLimits.reasonMax}个字符` },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={AssignLimits.reasonMax}
            showCount
            placeholder={T.rejectReasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The claims: 我的申请 (`review` false: the caller's own) or 待审核 (`review` true: the ones the
 * caller may decide, pending first by default, with 通过 and 驳回).
 */
export function ClaimListTab({ review }: { review: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<ClaimRow | null>(null);
  const approve = useMutation({
    mutationFn: (claim: ClaimRow) => assignApi.decide({ id: claim.claim_id, approve: true }),
    onSuccess: async (out) => {
      void message.success(out.message);
      await reloadAssignments(client);
    },
  });

  const columns: TableColumnsType<ClaimRow> = [
    {
      title: T.company,
      dataIndex: 'company_name',
      render: (name: string, row) => <Link to={`/data/details/${row.company_id}`}>{name}</Link>,
    },
    ...(review
      ? [
          {
            title: T.applicant,
            dataIndex: 'user_name',
            width: 110,
            render: (v: string | null) => v ?? T.none,
          },
        ]
      : []),
    { title: T.reason, dataIndex: 'reason', render: (v: string | null) => v ?? T.none },
    {
      title: T.claimStatus,
      dataIndex: 'status',
      width: 90,
      render: (v: string) => <ClaimStatusTag status={v} />,
    },
    { title: T.appliedAt, dataIndex: 'created_at', width: 150, render: (v: string) => shortTime(v) },
    {
      title: T.decidedBy,
      dataIndex: 'decided_by_name',
      width: 100,
      render: (v: string | null) => v ?? T.none,
    },
    { title: T.decideNote, dataIndex: 'decide_note', render: (v: string | null) => v ?? T.none },
    {
      title: T.decidedAt,
      dataIndex: 'decided_at',
      width: 150,
      render: (v: string | null) => (v ? shortTime(v) : T.none),
    },
    ...(review
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: ClaimRow) =>
              row.status === 'pending' ? (
                <Space size={0}>
                  <Popconfirm
                    title={T.approveQuestion(row.company_name)}
                    okText={T.approve}
                    cancelText={T.cancel}
                    onConfirm={() => approve.mutateAsync(row).catch(() => undefined)}
                  >
                    <Button
                      type="link"
                      size="small"
                      aria-label={T.approveOf(row.company_name)}
                      loading={approve.isPending && approve.variables?.claim_id === row.claim_id}
                    >
                      {T.approve}
                    </Button>
                  </Popconfirm>
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={T.rejectOf(row.company_name)}
                    onClick={() => setRejecting(row)}
                  >
                    {T.reject}
                  </Button>
                </Space>
              ) : (
                T.none
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <TableEmpty text={review ? T.reviewEmpty : T.myClaimsEmpty}>
        <ListPage<ClaimRow>
          queryKey={[...claimsKey, review ? 'review' : 'mine']}
          initialSearch={review ? { status: 'pending' } : {}}
          fetchPage={(p, signal) => {
            const { page, limit, ...rest } = p;
            return assignApi.claims({ page, limit, ...claimFilters(rest, review) }, signal);
          }}
          toolbar={(search) => (
            <ExportListButton call={AssignCalls.claims} filters={claimFilters(search, review)} />
          )}
          columns={columns}
          rowKey="claim_id"
          searchFields={
            <>
              <SelectFilter name="status" label={T.claimStatus} texts={STATUS_TEXTS} />
              <Form.Item name="keyword" label={T.keyword}>
                <Input allowClear placeholder={T.keywordPlaceholder} maxLength={50} style={{ width: 200 }} />
              </Form.Item>
            </>
          }
        />
      </TableEmpty>
      {review && (
        <RejectDialog
          claim={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => setRejecting(null)}
        />
      )}
    </>
  );
}
