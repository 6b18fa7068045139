import { useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Flex,
  Popconfirm,
  Table,
  Typography,
  Upload,
  type TableProps,
  type UploadProps,
} from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionLimits,
  ActionMessages as M,
  attachmentAccept,
  type Attachment,
  type AttachmentOwnerKind,
} from '@qishu/contract';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import {
  actionApi,
  attachmentProblem,
  attachmentsKey,
  contractsKey,
  downloadAttachment,
  formatBytes,
  ordersKey,
  uploadAttachment,
} from './action-api.ts';
import { ActionTexts as T } from './action-texts.ts';
import { tableEmpty, tabular } from './action-ui.tsx';
import { shortTime } from './lead-time.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** The record whose attachments are open: its kind, id and what to call it (合同编号, 订单名称). */
export interface AttachmentOwner {
  kind: AttachmentOwnerKind;
  id: number;
  label: string;
}

/**
 * 附件 of a contract or an order: the files with their size, uploader and time; a file downloads
 * with the session's token. With `canUpdate`, 上传附件 (checked for type and size before it is sent,
 * multipart with the Authorization header) and 删除.
 */
export function AttachmentsDrawer(props: {
  owner: AttachmentOwner | null;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { owner } = props;
  return (
    <Drawer
      open={owner !== null}
      onClose={props.onClose}
      title={owner ? T.attachmentsTitle(owner.label) : T.attachments}
      size="min(640px, 100vw)"
      destroyOnHidden
      closable={{ 'aria-label': T.close }}
    >
      {owner && <AttachmentsPanel owner={owner} canUpdate={props.canUpdate} />}
    </Drawer>
  );
}

export function AttachmentsPanel({ owner, canUpdate }: { owner: AttachmentOwner; canUpdate: boolean }) {
  const { message } = useFeedback();
  const client = useQueryClient();
  const key = attachmentsKey(owner.kind, owner.id);
  const files = useQuery({
    queryKey: [...key],
    queryFn: ({ signal }) => actionApi.attachments(owner.kind, owner.id, signal),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);

  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: key }),
      // the lists show how many files each record has
      client.invalidateQueries({ queryKey: owner.kind === 'contract' ? contractsKey : ordersKey }),
    ]);

  const full = (files.data?.length ?? 0) >= ActionLimits.attachmentsPerRecord;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const wrong = full ? M.attachmentTooMany : attachmentProblem(file);
    setProblem(wrong);
    return wrong ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadAttachment(owner.kind, owner.id, file as File)
      .then(async (out) => {
        void message.success(out.message || M.attachmentUploaded);
        onSuccess?.(out);
        await reload();
      })
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(T.uploadFailed);
        setProblem(failure.message);
        onError?.(failure);
      })
      .finally(() => setUploading(false));
  };

  const download = (a: Attachment) => {
    setDownloading(a.attachment_id);
    downloadAttachment(owner.kind, a)
      .catch(() => undefined) // the download shows its own error
      .finally(() => setDownloading(null));
  };

  const remove = async (a: Attachment) => {
    const out = await actionApi.removeAttachment(owner.kind, a.attachment_id);
    void message.success(out.message || M.deleted);
    await reload();
  };

  const columns: TableProps<Attachment>['columns'] = [
    {
      title: T.fileName,
      dataIndex: 'file_name',
      render: (name: string, a) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          loading={downloading === a.attachment_id}
          aria-label={T.downloadOf(name)}
          onClick={() => download(a)}
        >
          {name}
        </Button>
      ),
    },
    {
      title: T.fileSize,
      dataIndex: 'size',
      width: 90,
      align: 'right',
      render: (size: number) => <span style={tabular}>{formatBytes(size)}</span>,
    },
    {
      title: T.uploadedBy,
      dataIndex: 'uploaded_by_name',
      width: 90,
      render: (v: string | null) => v ?? T.none,
    },
    {
      title: T.uploadedAt,
      dataIndex: 'created_at',
      width: 140,
      render: (v: string) => <span style={tabular}>{shortTime(v)}</span>,
    },
    ...(canUpdate
      ? [
          {
            title: T.actions,
            key: 'actions',
            width: 70,
            render: (_v: unknown, a: Attachment) => (
              <Popconfirm
                title={T.attachmentDeleteQuestion(a.file_name)}
                okText={T.delete}
                cancelText={T.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(a).catch(() => undefined)}
              >
                <Button type="link" size="small" danger aria-label={T.deleteAttachmentOf(a.file_name)}>
                  {T.delete}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      {canUpdate && (
        <Flex vertical gap={8}>
          <Upload
            name="file"
            accept={attachmentAccept}
            showUploadList={false}
            beforeUpload={beforeUpload}
            customRequest={customRequest}
            disabled={full || uploading}
          >
            <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={full}>
              {T.upload}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{full ? M.attachmentTooMany : T.uploadHint}</Typography.Text>
          {problem && (
            <Alert
              type="error"
              showIcon
              title={problem}
              role="alert"
              closable
              onClose={() => setProblem(null)}
            />
          )}
        </Flex>
      )}
      {files.isError ? (
        <QueryErrorAlert title={T.attachmentsFailed} query={files} retryText={T.retry} small />
      ) : (
        <Table<Attachment>
          rowKey="attachment_id"
          size="small"
          columns={columns}
          dataSource={files.data ?? []}
          loading={files.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: tableEmpty(files.isPending, T.attachmentsEmpty) }}
        />
      )}
    </Flex>
  );
}
